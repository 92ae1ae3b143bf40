import { Link } from 'react-router-dom';
import type { SuspensionNotice as Notice } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { suspendedTitle, suspensionEndText } from '../model/suspension';
import styles from './AuthForm.module.css';

/**
 * Why a login was refused: the reason, when it ends, and the way to appeal (the token the
 * answer gave lets the appeal page send it without a session).
 */
export function SuspensionNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <section className={styles.suspended} role="alert" aria-label={suspendedTitle()}>
      <h2 className={styles.suspendedTitle}>{suspendedTitle()}</h2>
      <p>
        {t('auth:suspended.body', {
          until: suspensionEndText(notice.until),
          reason: notice.reason,
        })}
      </p>
      <Link to={`${ROUTES.appeal}?token=${encodeURIComponent(notice.appealToken)}`}>
        {t('auth:suspended.appeal')}
      </Link>
    </section>
  );
}
