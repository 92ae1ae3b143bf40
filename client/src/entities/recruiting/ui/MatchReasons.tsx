import clsx from 'clsx';
import type { MatchReason } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { reasonText } from '../lib/labels';
import styles from './Recruiting.module.css';

/** A mark, not a word: the same in every language, and hidden from screen readers. */
const MARK = { ok: '✓ ', off: '· ' } as const;

/** Why a match scored what it did: one chip a factor, filled where it fits. */
export function MatchReasons({ reasons }: { reasons: MatchReason[] }) {
  const { t } = useTranslation();
  return (
    <ul className={styles.reasons} aria-label={t('recruiting:reasons.label')}>
      {reasons.map((r) => (
        <li key={r.factor} className={clsx(styles.reason, r.ok && styles.ok)}>
          <span aria-hidden>{r.ok ? MARK.ok : MARK.off}</span>
          {reasonText(r)}
        </li>
      ))}
    </ul>
  );
}
