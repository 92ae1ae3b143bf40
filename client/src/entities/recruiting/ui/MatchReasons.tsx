import clsx from 'clsx';
import type { MatchReason } from '@/shared/api';
import { reasonText } from '../lib/labels';
import styles from './Recruiting.module.css';

/** Why a match scored what it did: one chip a factor, filled where it fits. */
export function MatchReasons({ reasons }: { reasons: MatchReason[] }) {
  return (
    <ul className={styles.reasons} aria-label="Match reasons">
      {reasons.map((r) => (
        <li key={r.factor} className={clsx(styles.reason, r.ok && styles.ok)}>
          <span aria-hidden>{r.ok ? '✓ ' : '· '}</span>
          {reasonText(r)}
        </li>
      ))}
    </ul>
  );
}
