import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { PostDto } from '@/entities/post';
import { InfiniteScroll } from '@/shared/ui';
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
  className?: string;
  itemClassName?: string;
}

/** A list of posts that pages to its end with the app's one infinite-scroll mechanism. */
export function PostList({
  posts,
  renderPost,
  hasMore,
  isFetchingMore,
  onLoadMore,
  empty,
  className,
  itemClassName,
}: PostListProps) {
  if (posts.length === 0 && !hasMore && !isFetchingMore) return <>{empty}</>;

  return (
    <InfiniteScroll
      hasMore={hasMore}
      isFetchingMore={isFetchingMore}
      onLoadMore={onLoadMore}
      itemCount={posts.length}
    >
      <ul className={clsx(styles.list, className)}>
        {posts.map((post) => (
          <li key={post._id} className={clsx(styles.item, itemClassName)}>
            {renderPost(post)}
          </li>
        ))}
      </ul>
    </InfiniteScroll>
  );
}
