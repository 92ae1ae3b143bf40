import { IoPeopleCircleOutline } from 'react-icons/io5';
import {
  useGetCommunitiesInfiniteQuery,
  useGetDiscoverQuery,
  type DiscoverPost,
} from '@/entities/community';
import { useTranslation } from '@/shared/i18n';
import { formatRelativeTime } from '@/shared/lib';
import { MutedText, StoredImage, SwipeDeck } from '@/shared/ui';
import { MY_COMMUNITIES } from '../config/myCommunities';
import styles from './CommunitiesPage.module.css';

export interface DiscoverPostsProps {
  onOpen: (post: DiscoverPost) => void;
}

/** SPEC §2 Discover: the 3 latest posts across the viewer's communities, each opening its own. */
export function DiscoverPosts({ onOpen }: DiscoverPostsProps) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetDiscoverQuery();
  // No posts means 'join one' only to someone in no community; members whose communities are
  // still quiet are told that instead.
  const { data: mine, isLoading: mineLoading } = useGetCommunitiesInfiniteQuery(MY_COMMUNITIES);
  if (isLoading) return <MutedText>{t('communities:loading')}</MutedText>;
  if (isError) return <MutedText>{t('communities:discover.loadFailed')}</MutedText>;
  if (!data || data.length === 0) {
    if (mineLoading) return <MutedText>{t('communities:loading')}</MutedText>;
    return mine?.pages.some((page) => page.data.length > 0) ? (
      <MutedText>{t('communities:discover.noPosts')}</MutedText>
    ) : (
      <MutedText>{t('communities:discover.joinOne')}</MutedText>
    );
  }
  return (
    <SwipeDeck
      label={t('communities:discover.title')}
      items={data}
      getKey={(post) => post._id}
      renderItem={(post) => (
        <button
          type="button"
          className={styles.discover}
          aria-label={t('communities:discover.postLabel', {
            title: post.title,
            community: post.community.name,
          })}
          onClick={() => onOpen(post)}
        >
          {post.postImage ? (
            <StoredImage
              className={styles.discoverImage}
              src={post.postImage}
              alt=""
              loading="lazy"
            />
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
