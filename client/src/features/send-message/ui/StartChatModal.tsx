import { useEffect, useState } from 'react';
import { UserAvatar, useFollowingInfiniteQuery } from '@/entities/user';
import { infiniteList } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button, InfiniteScroll, Modal, SearchField } from '@/shared/ui';
import { matchesFollowing } from '../lib/matchesFollowing';
import { useStartChat } from '../model/useStartChat';
import styles from './StartChatModal.module.css';

export interface StartChatModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Start New Chat: the people I follow, searched by user name or full name; picking one sends
 * the fixed first message and opens the chat.
 */
export function StartChatModal({ open, onClose }: StartChatModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} title={t('chat:startChat.title')} onClose={onClose}>
      {open && <FollowingPicker onStarted={onClose} />}
    </Modal>
  );
}

function FollowingPicker({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const query = useFollowingInfiniteQuery({});
  const { items, paging } = infiniteList(query);
  const { start, pendingId } = useStartChat();
  const shown = items.filter((u) => matchesFollowing(u, search));

  // A search covers everyone I follow, not just the pages read so far.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (search.trim() && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [search, hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (query.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{t('chat:startChat.fetchFailed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('chat:startChat.tryAgain')}
        </Button>
      </div>
    );
  }

  return (
    <div className={styles.picker}>
      <SearchField
        label={t('chat:startChat.search')}
        placeholder={t('chat:startChat.search')}
        value={search}
        onChange={setSearch}
        autoFocus
      />
      {query.isLoading ? (
        <p className={styles.state}>{t('chat:startChat.loading')}</p>
      ) : shown.length === 0 && !query.hasNextPage ? (
        <p className={styles.state}>{t('chat:startChat.empty')}</p>
      ) : (
        <ul className={styles.list}>
          <InfiniteScroll {...paging}>
            {shown.map((user) => (
              <li key={user._id}>
                <button
                  type="button"
                  className={styles.person}
                  disabled={pendingId !== null}
                  aria-busy={pendingId === user._id || undefined}
                  onClick={() => void start(user._id).then((ok) => ok && onStarted())}
                >
                  <UserAvatar
                    src={user.image}
                    alt=""
                    size={40}
                    online={user.isActive}
                    userId={user._id}
                  />
                  <span className={styles.names}>
                    <span className={styles.fullName}>{user.fullName}</span>
                    <span className={styles.userName}>@{user.userName}</span>
                  </span>
                </button>
              </li>
            ))}
          </InfiniteScroll>
        </ul>
      )}
    </div>
  );
}
