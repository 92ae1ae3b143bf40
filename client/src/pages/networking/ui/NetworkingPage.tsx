import { useEffect, useState, type ReactNode } from 'react';
import { useConnectionLiveUpdates } from '@/entities/connection';
import {
  useFollowLiveUpdates,
  useMutualSuggestionsQuery,
  useSearchUsersInfiniteQuery,
  useTeamSuggestionsQuery,
  type UserCard,
} from '@/entities/user';
import { infiniteList } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button, Card, ColumnsLayout, MutedText, SearchField } from '@/shared/ui';
import { ManageNetworkPanel } from '@/widgets/network-panel';
import { UserCardList, UserCardView } from '@/widgets/user-card';
import styles from './NetworkingPage.module.css';

const SUGGESTIONS_STEP = 10;
const SEARCH_STEP = 5;
// Suggestions: one request each, 'See more...' reveals what is loaded. Search: pages of 50.
const FETCH_LIMIT = 50;
const SEARCH_DEBOUNCE_MS = 300;

interface Row {
  user: UserCard;
  detail?: ReactNode;
}

/**
 * `step` rows, then 'See more...' (SPEC §9) for the next `step`: from what is loaded, and from the
 * server's next page (`loadMore`) when the loaded rows run out, so the list reaches its end.
 */
function RevealList({
  label,
  rows,
  step,
  empty,
  hasMore = false,
  loadMore,
}: {
  label: string;
  rows: Row[];
  step: number;
  empty: string;
  hasMore?: boolean;
  loadMore?: () => void;
}) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(step);
  if (rows.length === 0) return <MutedText>{empty}</MutedText>;
  const seeMore = () => {
    const next = visible + step;
    setVisible(next);
    if (next > rows.length && hasMore) loadMore?.();
  };
  return (
    <>
      <UserCardList label={label}>
        {rows.slice(0, visible).map(({ user, detail }) => (
          <UserCardView key={user._id} user={user} detail={detail} />
        ))}
      </UserCardList>
      {(rows.length > visible || hasMore) && (
        <Button variant="ghost" className={styles.more} onClick={seeMore}>
          {t('people:networking.seeMore')}
        </Button>
      )}
    </>
  );
}

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** /networking: search people, suggestions, and the 'Manage my network' panel. */
export function NetworkingPage() {
  const { t } = useTranslation();
  useConnectionLiveUpdates();
  useFollowLiveUpdates();
  const [query, setQuery] = useState('');
  const q = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSearchUsersInfiniteQuery({ q, limit: FETCH_LIMIT }, { skip: !q });
  const found = infiniteList(search);
  const mutual = useMutualSuggestionsQuery({ limit: FETCH_LIMIT });
  const teams = useTeamSuggestionsQuery({ limit: FETCH_LIMIT });

  const main = (
    <>
      <Card>
        <SearchField
          label={t('people:networking.search')}
          placeholder={t('people:networking.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
      </Card>
      {q && (
        <Card title={t('people:networking.results')}>
          {search.isFetching && !search.data ? (
            <MutedText>{t('people:loading')}</MutedText>
          ) : (
            <RevealList
              key={q}
              label={t('people:networking.results')}
              rows={found.items.map((user) => ({ user }))}
              hasMore={search.hasNextPage}
              loadMore={found.paging.onLoadMore}
              step={SEARCH_STEP}
              empty={t('people:networking.noMatch')}
            />
          )}
        </Card>
      )}
      <Card title={t('people:networking.suggestions')}>
        <div className={styles.groups}>
          <section aria-label={t('people:networking.mutual')} className={styles.group}>
            <h3 className={styles.groupTitle}>{t('people:networking.mutual')}</h3>
            {mutual.isLoading ? (
              <MutedText>{t('people:loading')}</MutedText>
            ) : (
              <RevealList
                label={t('people:networking.mutual')}
                rows={(mutual.data ?? []).map((s) => ({
                  user: s.user,
                  detail: t('people:networking.mutualCount', { count: s.mutualCount }),
                }))}
                step={SUGGESTIONS_STEP}
                empty={t('people:networking.noSuggestions')}
              />
            )}
          </section>
          <section aria-label={t('people:networking.teams')} className={styles.group}>
            <h3 className={styles.groupTitle}>{t('people:networking.teams')}</h3>
            {teams.isLoading ? (
              <MutedText>{t('people:loading')}</MutedText>
            ) : (
              <RevealList
                label={t('people:networking.teams')}
                rows={(teams.data ?? []).map((s) => ({
                  user: s.user,
                  detail:
                    s.sharedTeams.length > 0
                      ? t('people:networking.alsoSupports', { teams: s.sharedTeams.join(', ') })
                      : undefined,
                }))}
                step={SUGGESTIONS_STEP}
                empty={t('people:networking.noSuggestions')}
              />
            )}
          </section>
        </div>
      </Card>
    </>
  );

  return <ColumnsLayout main={main} side={<ManageNetworkPanel />} sidePosition="right" />;
}
