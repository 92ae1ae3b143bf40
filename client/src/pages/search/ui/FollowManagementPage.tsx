import {
  useFollowersQuery,
  useFollowingQuery,
  useFollowLiveUpdates,
  useUsersNotFollowedQuery,
  type UserCard,
} from '@/entities/user';
import { FollowToggleButton, type FollowLabels } from '@/features/follow-toggle';
import { Card, MutedText, Page } from '@/shared/ui';
import { UserCardList, UserCardView } from '@/widgets/user-card';

const LIST_LIMIT = 50;

interface PeopleCardProps {
  title: string;
  empty: string;
  users: UserCard[] | undefined;
  loading: boolean;
  labels: FollowLabels;
}

function PeopleCard({ title, empty, users, loading, labels }: PeopleCardProps) {
  return (
    <Card title={title}>
      {loading ? (
        <MutedText>Loading...</MutedText>
      ) : !users || users.length === 0 ? (
        <MutedText>{empty}</MutedText>
      ) : (
        <UserCardList label={title}>
          {users.map((user) => (
            <UserCardView
              key={user._id}
              user={user}
              actions={
                <FollowToggleButton
                  userId={user._id}
                  isFollowing={user.isFollowing}
                  labels={labels}
                />
              }
            />
          ))}
        </UserCardList>
      )}
    </Card>
  );
}

/** /search: who follows me, whom I follow, and people to follow. */
export function FollowManagementPage() {
  useFollowLiveUpdates();
  const followers = useFollowersQuery({ limit: LIST_LIMIT });
  const following = useFollowingQuery({ limit: LIST_LIMIT });
  const notFollowed = useUsersNotFollowedQuery({ limit: LIST_LIMIT });
  return (
    <Page narrow>
      <PeopleCard
        title="Followers"
        empty="No one has followed you"
        users={followers.data?.items}
        loading={followers.isLoading}
        labels="followBack"
      />
      <PeopleCard
        title="Following"
        empty="You are not following any one"
        users={following.data?.items}
        loading={following.isLoading}
        labels="unfollow"
      />
      <PeopleCard
        title="Follow a new User"
        empty="No one left to follow"
        users={notFollowed.data?.items}
        loading={notFollowed.isLoading}
        labels="follow"
      />
    </Page>
  );
}
