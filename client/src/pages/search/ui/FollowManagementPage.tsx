import {
  useFollowersInfiniteQuery,
  useFollowingInfiniteQuery,
  useFollowLiveUpdates,
  useUsersNotFollowedInfiniteQuery,
  type UserCard,
} from '@/entities/user';
import { FollowButton } from '@/features/follow-user';
import { infiniteList, type InfinitePagesResult } from '@/shared/api';
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
  const { items, paging } = infiniteList(query);
  return (
    <Card title={title}>
      {query.isLoading ? (
        <MutedText>Loading...</MutedText>
      ) : items.length === 0 ? (
        <MutedText>{empty}</MutedText>
      ) : (
        <UserCardList label={title} paging={paging}>
          {items.map((user) => (
            <UserCardView
              key={user._id}
              user={user}
              detail={user.followsMe ? <Chip>Follower</Chip> : undefined}
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
  useFollowLiveUpdates();
  const followers = useFollowersInfiniteQuery(PAGE_ARGS);
  const following = useFollowingInfiniteQuery(PAGE_ARGS);
  const notFollowed = useUsersNotFollowedInfiniteQuery(PAGE_ARGS);
  return (
    <Page narrow>
      <PeopleCard title="Followers" empty="No one has followed you" query={followers} />
      <PeopleCard title="Following" empty="You are not following any one" query={following} />
      <PeopleCard title="Follow a new User" empty="No one left to follow" query={notFollowed} />
    </Page>
  );
}
