import type { ModerationActionDto } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { formatDate } from '@/shared/lib';
import { Button } from '@/shared/ui';
import styles from './AdminPage.module.css';

/** Earlier actions against someone, newest first. */
export function ActionHistory({
  actions,
  label,
}: {
  actions: ModerationActionDto[];
  label: string;
}) {
  const { t } = useTranslation();
  if (actions.length === 0) {
    return <p className={styles.muted}>{t('admin:history.none', { label })}</p>;
  }
  return (
    <>
      <p className={styles.muted}>{t('admin:history.heading', { label })}</p>
      <ul className={styles.history} aria-label={label}>
        {actions.map((a) => (
          <li key={a._id}>
            {formatDate(a.createdAt)} · {t(`admin:actionKinds.${a.action}`)} (
            {t(`admin:targets.${a.targetType}`)})
            {a.days ? ` ${t('admin:history.days', { count: a.days })}` : ''} · {a.reason}
            {a.reversed ? ` · ${t('admin:history.reversed')}` : ''}
            {a.actorUserName ? ` · ${t('admin:history.by', { userName: a.actorUserName })}` : ''}
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
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {t('admin:loadMore')}
    </Button>
  );
}
