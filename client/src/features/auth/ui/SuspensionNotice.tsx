import { Link } from 'react-router-dom';
import type { SuspensionNotice as Notice } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { SUSPENDED_TITLE, suspensionEndText } from '../model/suspension';
import styles from './AuthForm.module.css';

/**
 * Why a login was refused: the reason, when it ends, and the way to appeal (the token the
 * answer gave lets the appeal page send it without a session).
 */
export function SuspensionNotice({ notice }: { notice: Notice }) {
  return (
    <section className={styles.suspended} role="alert" aria-label={SUSPENDED_TITLE}>
      <h2 className={styles.suspendedTitle}>{SUSPENDED_TITLE}</h2>
      <p>
        Suspended {suspensionEndText(notice.until)}. Reason: {notice.reason}
      </p>
      <Link to={`${ROUTES.appeal}?token=${encodeURIComponent(notice.appealToken)}`}>
        Appeal this decision
      </Link>
    </section>
  );
}
