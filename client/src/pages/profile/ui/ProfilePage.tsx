import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import { useConnectionLiveUpdates } from '@/entities/connection';
import { useProfileQuery, type ProfilePost } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { useFollowLiveUpdates } from '@/entities/user';
import { ConnectButton } from '@/features/connect-user';
import { FollowToggleButton } from '@/features/follow-toggle';
import type { PostDto } from '@/entities/post';
import { ROUTES } from '@/shared/config';
import { ColumnsLayout, MutedText, StatusPage } from '@/shared/ui';
import { ProfileActivity } from '@/widgets/profile-activity';
import { PostCard } from '@/widgets/post-card';
import { ProfileBio, ProfileHeader } from '@/widgets/profile-header';
import { ProfileSectionsPanel } from '@/widgets/profile-sections';

// GET /profile ships the posts service's PostDto; the profile slice only names what it needs.
const renderPost = (post: ProfilePost) => <PostCard post={post as PostDto} />;

/** /profile/{userId}: someone else's profile, read-only. */
export function ProfilePage() {
  const { userId = '' } = useParams();
  const me = useSelector(selectSessionUser);
  const isMe = me?._id === userId;
  useFollowLiveUpdates();
  useConnectionLiveUpdates();
  const { data, isLoading, isError } = useProfileQuery(userId, { skip: !userId || isMe });

  if (isMe) return <Navigate to={ROUTES.user} replace />;
  if (isLoading || (!data && !isError)) return <MutedText>Loading profile...</MutedText>;
  if (!data) return <StatusPage title="Profile not found." homeTo={ROUTES.feed} />;

  return (
    <ColumnsLayout
      header={
        <ProfileHeader
          user={data.user}
          profile={data.profile}
          actions={
            <>
              <FollowToggleButton userId={data.user._id} isFollowing={data.user.isFollowing} />
              <ConnectButton userId={data.user._id} status={data.user.connectionStatus} />
            </>
          }
        />
      }
      side={
        <>
          <ProfileBio bio={data.profile.bio} />
          <ProfileSectionsPanel userId={userId} editable={false} fanOnly />
        </>
      }
      main={<ProfileActivity posts={data.posts} renderPost={renderPost} />}
    />
  );
}
