import { useTranslation } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib';
import { useAuditLogInfiniteQuery } from '../api/adminApi';
import { LoadMore } from './parts';
import styles from './AdminPage.module.css';

/**
 * Every staff action and role change, newest first; nothing in it is ever changed. Actions and
 * target types are the log's own codes (`report.remove`), the same in every language.
 */
export function AuditTab() {
  const { t } = useTranslation();
  const query = useAuditLogInfiniteQuery();
  const entries = query.data?.pages.flatMap((p) => p.data ?? []) ?? [];
  return (
    <section aria-label={t('admin:tabs.audit')}>
      {entries.length === 0 ? (
        <p className={styles.muted}>{query.isLoading ? t('admin:loading') : t('admin:noAudit')}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((e) => (
            <li key={e._id} className={styles.card}>
              <div className={styles.cardHead}>
                <strong>{e.action}</strong>
                <span className={styles.badge}>
                  {e.targetType} {e.targetId.slice(0, 8)}
                </span>
                <span className={styles.muted}>
                  {e.actor ? `@${e.actor}` : t('admin:audit.commandLine')} ·{' '}
                  <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>
                </span>
              </div>
              {e.reason && <p className={styles.muted}>{e.reason}</p>}
            </li>
          ))}
        </ul>
      )}
      <LoadMore query={query} />
    </section>
  );
}
