import { useEffect, useState } from 'react';
import {
  BlockUserForm,
  useBlockActions,
  useBlockedUsersInfiniteQuery,
} from '@/features/block-user';
import { infiniteList } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Avatar, Button, InfiniteScroll, MutedText, SearchField } from '@/shared/ui';
import styles from './SettingsViews.module.css';

/** The search box asks the server once typing pauses, not on every key. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Settings → Blocked Accounts: Block a User by user name, search over the list (the server
 * filters, so it covers every page), each row with View (the profile in a new tab) and Unblock,
 * the count line, and 'No Blocked Users' when there are none (a search that matches none of them
 * says so instead). The list pages to its end.
 */
export function BlockedAccountsView() {
  const { t } = useTranslation();
  const [formOpen, setFormOpen] = useState(false);
  const [search, setSearch] = useState('');
  const q = useSettled(search.trim());
  const query = useBlockedUsersInfiniteQuery({ q: q || undefined });
  const { items, paging } = infiniteList(query);
  const total = query.data?.pages[0]?.total ?? 0;
  const { unblock, busy } = useBlockActions();
  // An unblock makes what the form last said ('User is already blocked') untrue: it starts over.
  const [formKey, setFormKey] = useState(0);
  const unblockAndReset = async (userId: string) => {
    if (await unblock(userId)) setFormKey((key) => key + 1);
  };

  return (
    <div className={styles.view}>
      {formOpen ? (
        <BlockUserForm
          key={formKey}
          onBlocked={() => setFormOpen(false)}
          onCancel={() => setFormOpen(false)}
        />
      ) : (
        <Button variant="danger" onClick={() => setFormOpen(true)}>
          {t('settings:blockedAccounts.blockUser')}
        </Button>
      )}
      <SearchField
        label={t('settings:blockedAccounts.search')}
        placeholder={t('settings:blockedAccounts.search')}
        value={search}
        onChange={setSearch}
      />
      {query.isError ? (
        <p role="alert" className={styles.error}>
          {t('settings:blockedAccounts.loadFailed')}
        </p>
      ) : query.isLoading ? (
        <MutedText>{t('common:loadingDots')}</MutedText>
      ) : (
        <>
          {total > 0 && (
            <p className={styles.count}>{t('settings:blockedAccounts.count', { count: total })}</p>
          )}
          {items.length === 0 ? (
            <MutedText>
              {total > 0
                ? t('settings:blockedAccounts.noMatch')
                : t('settings:blockedAccounts.empty')}
            </MutedText>
          ) : (
            <InfiniteScroll {...paging}>
              <ul className={styles.rows} aria-label={t('settings:blockedAccounts.list')}>
                {items.map((user) => (
                  <li key={user._id} className={styles.row}>
                    <Avatar src={user.profilePic} alt="" size={40} />
                    <span className={styles.names}>
                      <strong>{user.fullName}</strong>
                      <span className={styles.muted}>@{user.userName}</span>
                    </span>
                    <span className={styles.rowActions}>
                      <a
                        className={styles.link}
                        href={`/profile/${user._id}`}
                        target="_blank"
                        rel="noreferrer"
                      >
                        {t('settings:blockedAccounts.view')}
                      </a>
                      <Button
                        variant="secondary"
                        disabled={busy}
                        onClick={() => void unblockAndReset(user._id)}
                      >
                        {t('settings:blockedAccounts.unblock')}
                      </Button>
                    </span>
                  </li>
                ))}
              </ul>
            </InfiniteScroll>
          )}
        </>
      )}
    </div>
  );
}
