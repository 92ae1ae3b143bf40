import { IoPeopleCircleOutline } from 'react-icons/io5';
import { useGetDiscoverQuery, type DiscoverPost } from '@/entities/community';
import { formatRelativeTime } from '@/shared/lib';
import { MutedText, SwipeDeck } from '@/shared/ui';
import styles from './CommunitiesPage.module.css';

export interface DiscoverPostsProps {
  onOpen: (post: DiscoverPost) => void;
}

/** SPEC §2 Discover: the 3 latest posts across the viewer's communities, each opening its own. */
export function DiscoverPosts({ onOpen }: DiscoverPostsProps) {
  const { data, isLoading, isError } = useGetDiscoverQuery();
  if (isLoading) return <MutedText>Loading...</MutedText>;
  if (isError) return <MutedText>Could not load the latest posts.</MutedText>;
  if (!data || data.length === 0) {
    return <MutedText>Join a community to see its latest posts here.</MutedText>;
  }
  return (
    <SwipeDeck
      label="Discover"
      items={data}
      getKey={(post) => post._id}
      renderItem={(post) => (
        <button
          type="button"
          className={styles.discover}
          aria-label={`${post.title} in ${post.community.name}`}
          onClick={() => onOpen(post)}
        >
          {post.postImage ? (
            <img className={styles.discoverImage} src={post.postImage} alt="" loading="lazy" />
          ) : (
            <span className={styles.discoverImage} aria-hidden="true" />
          )}
          <span className={styles.discoverBody}>
            <span className={styles.discoverCommunity}>
              <IoPeopleCircleOutline aria-hidden="true" />
              {post.community.name}
            </span>
            <span className={styles.discoverTitle}>{post.title}</span>
            <span className={styles.discoverMeta}>
              {post.createdBy.userName} · {formatRelativeTime(post.createdAt)}
            </span>
          </span>
        </button>
      )}
    />
  );
}
