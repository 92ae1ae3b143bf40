import { useCallback, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { IoAdd, IoImagesOutline, IoLockClosedOutline, IoPeopleOutline } from 'react-icons/io5';
import { CreatePostDialog } from '@/features/create-post';
import { JoinCommunityButton, LeaveOrDeleteButton } from '@/features/join-community';
import {
  useCommunityRoom,
  useGetCommunityQuery,
  useWatchCommunity,
  type CommunityDto,
} from '@/entities/community';
import { useGetCommunityPostsInfiniteQuery, type PostDto } from '@/entities/post';
import { COMMUNITIES, ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { formatNumber } from '@/shared/lib';
import { Button, MoreMenu, MutedText, StatusPage } from '@/shared/ui';
import { selectSessionUser } from '@/entities/session';
import { useReportDialog } from '@/features/report-content';
import { useSelector } from 'react-redux';
import { CommentsOverlay } from '@/widgets/comments-overlay';
import { PostCard } from '@/widgets/post-card';
import { PostList } from '@/widgets/post-list';
import styles from './CommunityPage.module.css';

function statusOf(error: unknown): number | string | undefined {
  return error && typeof error === 'object' && 'status' in error
    ? (error as { status: number | string }).status
    : undefined;
}

function CommunityHeader({
  community,
  onCreatePost,
  onGone,
}: {
  community: CommunityDto;
  onCreatePost: () => void;
  onGone: () => void;
}) {
  const { t } = useTranslation();
  useWatchCommunity(community._id);
  const me = useSelector(selectSessionUser);
  const report = useReportDialog();
  const ownedByMe = !!me && community.owner?._id === me._id;
  return (
    <header className={styles.header}>
      <div className={styles.banner}>
        {community.bannerImage && (
          <img
            src={community.bannerImage}
            alt={t('communities:page.bannerAlt', { name: community.name })}
          />
        )}
      </div>
      <div className={styles.info}>
        <div className={styles.titleRow}>
          <h1 className={styles.name}>{community.name}</h1>
          <div className={styles.actions}>
            <LeaveOrDeleteButton community={community} onDone={onGone} />
            <button
              type="button"
              className={styles.add}
              aria-label={t('communities:page.createPost')}
              onClick={onCreatePost}
            >
              <IoAdd aria-hidden="true" />
            </button>
            {!ownedByMe && (
              <MoreMenu
                label={t('communities:page.options')}
                items={[report.item({ targetType: 'community', targetId: community._id })]}
              />
            )}
            {report.dialog}
          </div>
        </div>
        <p dir="auto" className={styles.description}>
          {community.description}
        </p>
        <p className={styles.members} aria-live="polite">
          <IoPeopleOutline aria-hidden="true" />
          <span>
            {t('communities:page.members')} <strong>{formatNumber(community.membersCount)}</strong>
          </span>
          {community.owner && (
            <span className={styles.owner}>
              · {t('communities:page.createdBy', { name: community.owner.userName })}
            </span>
          )}
        </p>
      </div>
    </header>
  );
}

function CommunityPosts({
  community,
  onCreatePost,
}: {
  community: CommunityDto;
  onCreatePost: () => void;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { data, isLoading, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    useGetCommunityPostsInfiniteQuery({
      communityId: community._id,
      limit: COMMUNITIES.postsPageSize,
    });
  const posts = data?.pages.flatMap((page) => page.data) ?? [];
  const openId = params.get('post');
  const openPost = openId ? (posts.find((p) => p._id === openId) ?? null) : null;
  const openComments = useCallback((post: PostDto) => setParams({ post: post._id }), [setParams]);
  const closeComments = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  if (isLoading) return <MutedText>{t('communities:loading')}</MutedText>;
  if (isError && !data) {
    return (
      <div className={styles.note}>
        <MutedText>{t('communities:page.postsLoadFailed')}</MutedText>
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('communities:tryAgain')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <PostList
        posts={posts}
        hasMore={hasNextPage}
        isFetchingMore={isFetchingNextPage}
        onLoadMore={loadMore}
        renderPost={(post) => <PostCard post={post} onOpenComments={openComments} />}
        empty={
          <StatusPage
            compact
            icon={<IoImagesOutline />}
            title={t('communities:page.noPosts')}
            description={<Button onClick={onCreatePost}>{t('communities:page.shareFirst')}</Button>}
          />
        }
      />
      <CommentsOverlay post={openPost} onClose={closeComments} />
    </>
  );
}

/** `/community/{id}`: banner, name, description, live member count, + to post, the posts. */
export function CommunityPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const { data, error, isError, isLoading, refetch } = useGetCommunityQuery(id);
  // After a failed refetch (deleted, or left in another tab) the old data must not show.
  const community = isError ? undefined : data;
  useCommunityRoom(community?._id, community?.isMember ?? false);
  const backToList = useCallback(() => void navigate(ROUTES.community), [navigate]);
  const closeCreate = useCallback(() => setCreating(false), []);

  if (isLoading) {
    return (
      <div className={styles.page}>
        <MutedText>{t('communities:loading')}</MutedText>
      </div>
    );
  }
  // A community I just left (here or elsewhere) is known to be closed to me: no read needed.
  if (!community || !community.isMember) {
    const status = community ? 403 : statusOf(error);
    if (status === 403) {
      return (
        <StatusPage
          icon={<IoLockClosedOutline />}
          title={t('communities:page.accessDenied')}
          description={
            <>
              <p>{t('communities:page.notAMember')}</p>
              <JoinCommunityButton
                community={{ _id: id, name: t('communities:page.thisCommunity'), isMember: false }}
                onJoined={() => void refetch()}
              />
            </>
          }
        />
      );
    }
    return (
      <StatusPage
        icon={<IoPeopleOutline />}
        title={
          status === 404 || status === 400
            ? t('communities:page.notFound')
            : t('communities:page.loadFailed')
        }
        homeTo={ROUTES.community}
        homeLabel={t('communities:page.back')}
      />
    );
  }

  return (
    <div className={styles.page}>
      <CommunityHeader
        community={community}
        onCreatePost={() => setCreating(true)}
        onGone={backToList}
      />
      <CommunityPosts community={community} onCreatePost={() => setCreating(true)} />
      <CreatePostDialog
        open={creating}
        onClose={closeCreate}
        onSubmitted={closeCreate}
        communityId={community._id}
      />
    </div>
  );
}
