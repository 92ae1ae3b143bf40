import { useSelector } from 'react-redux';
import { Navigate, useParams } from 'react-router-dom';
import { useConnectionLiveUpdates } from '@/entities/connection';
import { useGetUserPostsInfiniteQuery, type PostDto } from '@/entities/post';
import { useProfileQuery } from '@/entities/profile';
import { selectSessionUser } from '@/entities/session';
import { useFollowLiveUpdates } from '@/entities/user';
import { useBlockActions } from '@/features/block-user';
import { useReportDialog } from '@/features/report-content';
import { ConnectButton } from '@/features/connect-user';
import { FollowButton } from '@/features/follow-user';
import { MessageButton } from '@/features/send-message';
import { infiniteList } from '@/shared/api';
import { POSTS, ROUTES } from '@/shared/config';
import { Button, ColumnsLayout, MoreMenu, MutedText, StatusPage } from '@/shared/ui';
import { CommentsOverlay } from '@/widgets/comments-overlay';
import { ProfileActivity, useOpenPost } from '@/widgets/profile-activity';
import { PostCard } from '@/widgets/post-card';
import { ProfileBio, ProfileHeader } from '@/widgets/profile-header';
import { ProfileSectionsPanel } from '@/widgets/profile-sections';
import { useTranslation } from '@/shared/i18n';
import styles from './ProfilePage.module.css';

/**
 * /profile/{userId}: someone else's profile, read-only. A profile whose owner keeps it from the
 * caller answers only its header (`restricted`): 'This account is private'. Someone the caller
 * blocked shows 'You blocked this user' with Unblock; the three-dot menu blocks or unblocks.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const { userId = '' } = useParams();
  const me = useSelector(selectSessionUser);
  const isMe = me?._id === userId;
  useFollowLiveUpdates();
  useConnectionLiveUpdates();
  const { data, isLoading, isError } = useProfileQuery(userId, { skip: !userId || isMe });
  const postsQuery = useGetUserPostsInfiniteQuery(
    { userId, limit: POSTS.profilePageSize },
    { skip: !userId || isMe || !data || data.restricted },
  );
  const { block, unblock, busy } = useBlockActions();
  const report = useReportDialog();
  const posts = infiniteList(postsQuery);
  const { openPost, open, close } = useOpenPost(posts.items);
  const renderPost = (post: PostDto) => <PostCard post={post} onOpenComments={open} />;

  if (isMe) return <Navigate to={ROUTES.user} replace />;
  if (isLoading || (!data && !isError)) return <MutedText>{t('profile:page.loading')}</MutedText>;
  if (!data) return <StatusPage title={t('profile:page.notFound')} homeTo={ROUTES.feed} />;

  const blocked = data.blockedByMe;
  const menu = (
    <MoreMenu
      label={t('profile:page.options')}
      items={[
        blocked
          ? { label: t('profile:page.unblock'), onSelect: () => void unblock(userId) }
          : {
              label: t('profile:page.block'),
              danger: true,
              onSelect: () => {
                if (window.confirm(t('profile:page.blockQuestion'))) void block(userId);
              },
            },
        report.item({ targetType: 'user', targetId: userId }),
      ]}
    />
  );

  return (
    <>
      <ColumnsLayout
        header={
          <ProfileHeader
            user={data.user}
            profile={data.profile}
            actions={
              <>
                {!blocked && (
                  <>
                    <FollowButton userId={data.user._id} isFollowing={data.user.isFollowing} />
                    <ConnectButton userId={data.user._id} status={data.user.connectionStatus} />
                    {data.user.isFollowing && <MessageButton userId={data.user._id} />}
                  </>
                )}
                {menu}
                {report.dialog}
              </>
            }
          />
        }
        side={
          data.restricted ? null : (
            <>
              <ProfileBio bio={data.profile.bio} />
              <ProfileSectionsPanel userId={userId} editable={false} fanOnly />
            </>
          )
        }
        main={
          blocked ? (
            <div className={styles.notice} role="status">
              <p>{t('profile:page.blocked')}</p>
              <Button variant="secondary" disabled={busy} onClick={() => void unblock(userId)}>
                {t('profile:page.unblock')}
              </Button>
            </div>
          ) : data.restricted ? (
            <div className={styles.notice} role="status">
              <p>{t('profile:page.private')}</p>
            </div>
          ) : (
            <ProfileActivity
              posts={{ ...posts, isLoading: postsQuery.isLoading || postsQuery.isUninitialized }}
              renderPost={renderPost}
              onOpenPost={open}
            />
          )
        }
      />
      <CommentsOverlay post={openPost} onClose={close} />
    </>
  );
}
