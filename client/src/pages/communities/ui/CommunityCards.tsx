import { useCallback, type ReactNode } from 'react';
import {
  CommunityCard,
  useGetCommunitiesInfiniteQuery,
  type CommunityDto,
  type CommunityListArgs,
} from '@/entities/community';
import { useTranslation } from '@/shared/i18n';
import { Button, MutedText, SwipeDeck } from '@/shared/ui';

export interface CommunityCardsProps {
  label: string;
  args: CommunityListArgs;
  empty: string;
  onOpen: (community: CommunityDto) => void;
  actions: (community: CommunityDto) => ReactNode;
}

/** One list of GET /community as cards (swipe cards under 640px), read page by page to its end. */
export function CommunityCards({ label, args, empty, onOpen, actions }: CommunityCardsProps) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetCommunitiesInfiniteQuery(args);
  const communities = data?.pages.flatMap((page) => page.data) ?? [];
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (isLoading) return <MutedText>{t('communities:loading')}</MutedText>;
  if (isError && !data) {
    return (
      <div>
        <MutedText>{t('communities:list.loadFailed')}</MutedText>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('communities:tryAgain')}
        </Button>
      </div>
    );
  }
  if (communities.length === 0) return <MutedText>{empty}</MutedText>;
  return (
    <SwipeDeck
      // Another search term is another list: it starts at its first card, not where the last one was.
      key={args.q ?? ''}
      label={label}
      items={communities}
      getKey={(c) => c._id}
      hasMore={hasNextPage}
      isFetchingMore={isFetchingNextPage}
      onLoadMore={loadMore}
      renderItem={(community) => (
        <CommunityCard
          community={community}
          onOpen={() => onOpen(community)}
          actions={actions(community)}
        />
      )}
    />
  );
}
