import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { IoFilmOutline } from 'react-icons/io5';
import { useGetAllPostInfiniteQuery, type PostDto } from '@/entities/post';
import { POSTS } from '@/shared/config';
import { StatusPage } from '@/shared/ui';
import { CommentsOverlay } from '@/widgets/comments-overlay';
import { PostCard } from '@/widgets/post-card';
import { PostList } from '@/widgets/post-list';
import styles from './ReelsPage.module.css';

export const REELS_EMPTY_TITLE = 'No reels yet';

const REELS_ARGS = { limit: POSTS.reelsPageSize };
/** Pages read in a row without finding a video before the page stops looking on its own. */
const MAX_SCAN_PAGES = 10;

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

/** `/reels`: the feed's video posts, one per screen height, snapping, autoplaying in view. */
export function ReelsPage() {
  const scroller = useRef<HTMLDivElement>(null);
  const { data, isLoading, hasNextPage, isFetchingNextPage, fetchNextPage } =
    useGetAllPostInfiniteQuery(REELS_ARGS);
  const pages = data?.pages ?? [];
  const videos = pages.flatMap((page) => page.data).filter((post) => !!post.postVideo);
  const [openPost, setOpenPost] = useState<PostDto | null>(null);
  const current = openPost ? (videos.find((v) => v._id === openPost._id) ?? null) : null;

  useAutoplayInView(scroller, videos.length);

  // Few videos among the posts: keep reading pages until there is something to watch.
  const scanned = pages.length;
  useEffect(() => {
    if (
      data &&
      hasNextPage &&
      !isFetchingNextPage &&
      videos.length < 2 &&
      scanned < MAX_SCAN_PAGES
    ) {
      void fetchNextPage();
    }
  }, [data, hasNextPage, isFetchingNextPage, videos.length, scanned, fetchNextPage]);

  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const searching = isLoading || (videos.length === 0 && hasNextPage && scanned < MAX_SCAN_PAGES);

  return (
    <div className={styles.reels} ref={scroller}>
      <h1 className={styles.srOnly}>Reels</h1>
      {searching && videos.length === 0 ? (
        <p className={styles.note} role="status">
          Loading...
        </p>
      ) : (
        <PostList
          posts={videos}
          hasMore={hasNextPage}
          isFetchingMore={isFetchingNextPage}
          onLoadMore={loadMore}
          scrollContainer={scroller}
          className={styles.list}
          itemClassName={styles.reel}
          renderPost={(post) => (
            <div data-reel className={styles.reelInner}>
              <PostCard post={post} variant="reel" onOpenComments={setOpenPost} />
            </div>
          )}
          empty={
            <StatusPage
              icon={<IoFilmOutline />}
              title={REELS_EMPTY_TITLE}
              description="Video posts show up here."
            />
          }
        />
      )}
      <CommentsOverlay post={current} onClose={() => setOpenPost(null)} />
    </div>
  );
}
