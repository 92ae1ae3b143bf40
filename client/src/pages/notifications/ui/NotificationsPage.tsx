import { useCallback } from 'react';
import { IoNotificationsOutline } from 'react-icons/io5';
import {
  notificationTarget,
  useMarkNotificationsReadMutation,
  useNotificationsInfiniteQuery,
  useNotificationUnreadCountQuery,
  type NotificationDto,
} from '@/entities/notification';
import { infiniteList } from '@/shared/api';
import { i18n, useTranslation } from '@/shared/i18n';
import { Button, InfiniteScroll, MutedText, Page, StatusPage, toastError } from '@/shared/ui';
import { NotificationRow } from './NotificationRow';
import styles from './NotificationsPage.module.css';

const PAGE_ARGS = { limit: 20 };

const targetKey = (n: NotificationDto) => JSON.stringify(notificationTarget(n));

/** `/notifications`: what happened to me, newest first, read to its end as it is scrolled. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const query = useNotificationsInfiniteQuery(PAGE_ARGS);
  const { items, paging } = infiniteList(query);
  const { data: unread } = useNotificationUnreadCountQuery();
  const [markRead, markState] = useMarkNotificationsReadMutation();

  const readAll = async () => {
    try {
      await markRead({}).unwrap();
    } catch (error) {
      toastError(error, i18n.t('notifications:page.markFailed'));
    }
  };
  // Opening an item reads every unread item that opens the same place (the like and the
  // comment on one post); a failed read only leaves them unread.
  const open = useCallback(
    (opened: NotificationDto) => {
      const place = targetKey(opened);
      const ids = items.filter((n) => !n.read && targetKey(n) === place).map((n) => n._id);
      if (ids.length > 0) void markRead({ ids });
    },
    [items, markRead],
  );

  return (
    <Page narrow>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('notifications:page.title')}</h1>
        <Button
          variant="secondary"
          disabled={!unread || markState.isLoading}
          onClick={() => void readAll()}
        >
          {t('notifications:page.markAllRead')}
        </Button>
      </header>
      {query.isLoading ? (
        <MutedText>{t('notifications:page.loading')}</MutedText>
      ) : query.isError && !query.data ? (
        <div className={styles.note}>
          <MutedText>{t('notifications:page.loadFailed')}</MutedText>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t('notifications:page.tryAgain')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <StatusPage icon={<IoNotificationsOutline />} title={t('notifications:page.empty')} />
      ) : (
        <InfiniteScroll {...paging}>
          <ul className={styles.list} aria-label={t('notifications:page.list')}>
            {items.map((n) => (
              <NotificationRow key={n._id} notification={n} onOpen={open} />
            ))}
          </ul>
        </InfiniteScroll>
      )}
    </Page>
  );
}
