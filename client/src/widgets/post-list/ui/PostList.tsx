import clsx from 'clsx';
import { useEffect, type ReactNode, type RefObject } from 'react';
import type { PostDto } from '@/entities/post';
import { POSTS } from '@/shared/config';
import styles from './PostList.module.css';

export interface PostListProps {
  posts: PostDto[];
  renderPost: (post: PostDto) => ReactNode;
  /** More pages on the server. */
  hasMore: boolean;
  isFetchingMore: boolean;
  onLoadMore: () => void;
  /** Shown when there is no post at all (and nothing is loading). */
  empty?: ReactNode;
  /** The element that scrolls, when it is not the page itself (reels). */
  scrollContainer?: RefObject<HTMLElement | null>;
  className?: string;
  itemClassName?: string;
}

function nearBottom(el: HTMLElement | null): boolean {
  const threshold = POSTS.loadMoreThresholdPx;
  if (el) return el.scrollHeight - el.scrollTop - el.clientHeight <= threshold;
  const doc = document.documentElement;
  return window.innerHeight + window.scrollY >= doc.scrollHeight - threshold;
}

/**
 * A list of posts that asks for the next page whenever its scroller is within 100px of the
 * bottom (SPEC §9), also right after a page lands if the content does not fill the screen.
 */
export function PostList({
  posts,
  renderPost,
  hasMore,
  isFetchingMore,
  onLoadMore,
  empty,
  scrollContainer,
  className,
  itemClassName,
}: PostListProps) {
  // Also checks right away: a page that does not fill the screen cannot be scrolled.
  useEffect(() => {
    const scroller = scrollContainer?.current ?? null;
    const check = () => {
      if (hasMore && !isFetchingMore && nearBottom(scroller)) onLoadMore();
    };
    const target: HTMLElement | Window = scroller ?? window;
    target.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      target.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [hasMore, isFetchingMore, onLoadMore, scrollContainer, posts.length]);

  if (posts.length === 0 && !hasMore && !isFetchingMore) return <>{empty}</>;

  return (
    <>
      <ul className={clsx(styles.list, className)}>
        {posts.map((post) => (
          <li key={post._id} className={clsx(styles.item, itemClassName)}>
            {renderPost(post)}
          </li>
        ))}
      </ul>
      {isFetchingMore && (
        <p className={styles.loading} role="status">
          Loading...
        </p>
      )}
    </>
  );
}
