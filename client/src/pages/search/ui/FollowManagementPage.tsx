import {
  useFollowersInfiniteQuery,
  useFollowingInfiniteQuery,
  useFollowLiveUpdates,
  useUsersNotFollowedInfiniteQuery,
  type UserCard,
} from '@/entities/user';
import { FollowButton } from '@/features/follow-user';
import { infiniteList, type InfinitePagesResult } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Card, Chip, MutedText, Page } from '@/shared/ui';
import { UserCardList, UserCardView } from '@/widgets/user-card';

const PAGE_ARGS = { limit: 50 };

interface PeopleCardProps {
  title: string;
  empty: string;
  query: InfinitePagesResult<UserCard> & { isLoading: boolean };
}

/**
 * One list of people. Each person's action comes from how we are related, not from the list, so
 * someone in two lists shows the same thing in both (SPEC: follower, unfollow, follow): 'Unfollow'
 * when I follow them, else 'Follow'; a 'Follower' tag when they follow me.
 */
function PeopleCard({ title, empty, query }: PeopleCardProps) {
  const { t } = useTranslation();
  const { items, paging } = infiniteList(query);
  return (
    <Card title={title}>
      {query.isLoading ? (
        <MutedText>{t('people:loading')}</MutedText>
      ) : items.length === 0 ? (
        <MutedText>{empty}</MutedText>
      ) : (
        <UserCardList label={title} paging={paging}>
          {items.map((user) => (
            <UserCardView
              key={user._id}
              user={user}
              detail={user.followsMe ? <Chip>{t('people:follows.followerTag')}</Chip> : undefined}
              actions={
                <FollowButton
                  userId={user._id}
                  isFollowing={user.isFollowing}
                  variant="manage"
                  userName={user.userName}
                />
              }
            />
          ))}
        </UserCardList>
      )}
    </Card>
  );
}

/** /search: who follows me, whom I follow, and people to follow, each to its end. */
export function FollowManagementPage() {
  const { t } = useTranslation();
  useFollowLiveUpdates();
  const followers = useFollowersInfiniteQuery(PAGE_ARGS);
  const following = useFollowingInfiniteQuery(PAGE_ARGS);
  const notFollowed = useUsersNotFollowedInfiniteQuery(PAGE_ARGS);
  return (
    <Page narrow>
      <PeopleCard
        title={t('people:follows.followers')}
        empty={t('people:follows.noFollowers')}
        query={followers}
      />
      <PeopleCard
        title={t('people:follows.following')}
        empty={t('people:follows.noFollowing')}
        query={following}
      />
      <PeopleCard
        title={t('people:follows.notFollowed')}
        empty={t('people:follows.noneLeft')}
        query={notFollowed}
      />
    </Page>
  );
}
