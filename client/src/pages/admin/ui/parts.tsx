import type { ModerationActionDto } from '@/shared/api';
import { Button } from '@/shared/ui';
import { ADMIN_TEXTS } from '../model/texts';
import styles from './AdminPage.module.css';

/** Earlier actions against someone, newest first. */
export function ActionHistory({
  actions,
  label,
}: {
  actions: ModerationActionDto[];
  label: string;
}) {
  if (actions.length === 0) return <p className={styles.muted}>{label}: none</p>;
  return (
    <>
      <p className={styles.muted}>{label}:</p>
      <ul className={styles.history} aria-label={label}>
        {actions.map((a) => (
          <li key={a._id}>
            {new Date(a.createdAt).toLocaleDateString()} · {a.action} ({a.targetType})
            {a.days ? ` ${a.days} days` : ''} · {a.reason}
            {a.reversed ? ' · reversed on appeal' : ''}
            {a.actorUserName ? ` · by @${a.actorUserName}` : ''}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The next page of an infinite list, until its end. */
export function LoadMore({
  query,
}: {
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {ADMIN_TEXTS.loadMore}
    </Button>
  );
}
