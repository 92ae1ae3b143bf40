import { useAuditLogInfiniteQuery } from '../api/adminApi';
import { ADMIN_TEXTS } from '../model/texts';
import { LoadMore } from './parts';
import styles from './AdminPage.module.css';

/** Every staff action and role change, newest first; nothing in it is ever changed. */
export function AuditTab() {
  const query = useAuditLogInfiniteQuery();
  const entries = query.data?.pages.flatMap((p) => p.data ?? []) ?? [];
  return (
    <section aria-label={ADMIN_TEXTS.tabs.audit}>
      {entries.length === 0 ? (
        <p className={styles.muted}>{query.isLoading ? 'Loading...' : ADMIN_TEXTS.noAudit}</p>
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
                  {e.actor ? `@${e.actor}` : 'command line'} ·{' '}
                  <time dateTime={e.createdAt}>{new Date(e.createdAt).toLocaleString()}</time>
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
