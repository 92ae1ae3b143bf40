import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IoFilmOutline } from 'react-icons/io5';
import { useGetAllPostInfiniteQuery, type PostDto } from '@/entities/post';
import { POSTS } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { StatusPage, VisuallyHidden } from '@/shared/ui';
import { CommentsOverlay } from '@/widgets/comments-overlay';
import { PostCard } from '@/widgets/post-card';
import { PostList } from '@/widgets/post-list';
import styles from './ReelsPage.module.css';

/** Video posts only, filtered by the server (`getAllPost?media=video`). */
const REELS_ARGS = { limit: POSTS.reelsPageSize, media: 'video' } as const;

/** Plays the reel that is (mostly) in view, muted; pauses the others. */
function useAutoplayInView(container: RefObject<HTMLElement | null>, count: number) {
  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        entries.forEach((entry) => {
          const video = entry.target.querySelector('video');
          if (!video) return;
          if (entry.isIntersecting && entry.intersectionRatio >= 0.6) {
            video.muted = true;
            void video.play().catch(() => undefined);
          } else {
            video.pause();
          }
        });
      },
      { root, threshold: [0, 0.6, 1] },
    );
    root.querySelectorAll('[data-reel]').forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, [container, count]);
}

/** `/reels`: video posts, one per screen height, snapping, autoplaying in view. */
export function ReelsPage() {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const [params, setParams] = useSearchParams();
  const { data, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetAllPostInfiniteQuery(REELS_ARGS);
  const videos = data?.pages.flatMap((page) => page.data) ?? [];
  const openId = params.get('post');
  const openPost = openId ? (videos.find((v) => v._id === openId) ?? null) : null;
  const openComments = useCallback((post: PostDto) => setParams({ post: post._id }), [setParams]);
  const closeComments = useCallback(() => setParams({}, { replace: true }), [setParams]);

  useAutoplayInView(scroller, videos.length);

  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  return (
    <div className={styles.reels} ref={scroller}>
      <VisuallyHidden as="h1">{t('profile:reels.title')}</VisuallyHidden>
      {isLoading ? (
        <p className={styles.note} role="status">
          {t('profile:reels.loading')}
        </p>
      ) : (
        <PostList
          posts={videos}
          hasMore={hasNextPage}
          isFetchingMore={isFetchingNextPage}
          onLoadMore={loadMore}
          className={styles.list}
          itemClassName={styles.reel}
          renderPost={(post) => (
            <div data-reel className={styles.reelInner}>
              <PostCard post={post} variant="reel" onOpenComments={openComments} />
            </div>
          )}
          empty={
            <StatusPage
              icon={<IoFilmOutline />}
              title={t('profile:reels.emptyTitle')}
              description={t('profile:reels.emptyDescription')}
            />
          }
        />
      )}
      <CommentsOverlay post={openPost} onClose={closeComments} />
    </div>
  );
}
