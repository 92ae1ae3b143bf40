import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { IoGridOutline, IoListOutline, IoPlay } from 'react-icons/io5';
import type { PostDto } from '@/entities/post';
import type { InfiniteListProps } from '@/shared/api';
import { Card, InfiniteScroll, StoredImage, StoredVideo } from '@/shared/ui';
import { useTranslation } from '@/shared/i18n';
import styles from './ProfileActivity.module.css';

type Tab = 'activity' | 'saved';
type Layout = 'grid' | 'scroll';

/** A list of posts loaded so far and how to read its next page. */
export interface PostListState {
  items: PostDto[];
  paging: InfiniteListProps;
  isLoading?: boolean;
}

export interface ProfileActivityProps {
  posts: PostListState;
  /** Given on my own profile: adds the Saved tab. */
  saved?: PostListState;
  /** Own profile: shows the disabled 'Scenarios (coming soon)' tab. */
  showScenarios?: boolean;
  /** Scroll layout: the full post (the page passes the post card). */
  renderPost: (post: PostDto) => ReactNode;
  /** A grid tile was chosen: show the post with its comments. */
  onOpenPost: (post: PostDto) => void;
}

function PostTile({ post, onOpen }: { post: PostDto; onOpen: (post: PostDto) => void }) {
  const { t } = useTranslation();
  const caption = post.title ?? '';
  return (
    <li className={styles.tile}>
      <button
        type="button"
        className={styles.tileButton}
        aria-label={t('profile:activity.openPost', {
          caption: caption || t('profile:activity.untitled'),
        })}
        onClick={() => onOpen(post)}
      >
        {post.postImage ? (
          <StoredImage className={styles.media} src={post.postImage} alt="" loading="lazy" />
        ) : post.postVideo ? (
          <>
            <StoredVideo
              className={styles.media}
              src={post.postVideo}
              muted
              playsInline
              preload="metadata"
              aria-hidden="true"
              tabIndex={-1}
            />
            <IoPlay className={styles.videoMark} aria-hidden="true" />
          </>
        ) : (
          <span className={styles.textTile}>
            <span>{caption}</span>
          </span>
        )}
      </button>
    </li>
  );
}

export function ProfileActivity({
  posts,
  saved,
  showScenarios = false,
  renderPost,
  onOpenPost,
}: ProfileActivityProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('activity');
  const [layout, setLayout] = useState<Layout>('grid');
  const shown = tab === 'saved' && saved ? saved : posts;

  const layoutToggle = (
    <div className={styles.layoutToggle} role="group" aria-label={t('profile:activity.layout')}>
      <button
        type="button"
        className={clsx(styles.iconButton, layout === 'grid' && styles.iconActive)}
        aria-pressed={layout === 'grid'}
        onClick={() => setLayout('grid')}
      >
        <IoGridOutline aria-hidden="true" />
        {t('profile:activity.grid')}
      </button>
      <button
        type="button"
        className={clsx(styles.iconButton, layout === 'scroll' && styles.iconActive)}
        aria-pressed={layout === 'scroll'}
        onClick={() => setLayout('scroll')}
      >
        <IoListOutline aria-hidden="true" />
        {t('profile:activity.scroll')}
      </button>
    </div>
  );

  return (
    <Card title={t('profile:activity.title')} actions={layoutToggle}>
      <div className={styles.tabs} role="tablist" aria-label={t('profile:activity.posts')}>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'activity'}
          className={clsx(styles.tab, tab === 'activity' && styles.tabActive)}
          onClick={() => setTab('activity')}
        >
          {t('profile:activity.title')}
        </button>
        {saved && (
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'saved'}
            className={clsx(styles.tab, tab === 'saved' && styles.tabActive)}
            onClick={() => setTab('saved')}
          >
            {t('profile:activity.saved')}
          </button>
        )}
        {showScenarios && (
          <button type="button" role="tab" aria-selected={false} className={styles.tab} disabled>
            {t('profile:activity.scenarios')}
          </button>
        )}
      </div>
      {shown.isLoading ? (
        <p className={styles.empty}>{t('profile:activity.loading')}</p>
      ) : shown.items.length === 0 && !shown.paging.hasMore ? (
        <p className={styles.empty}>{t('profile:activity.empty')}</p>
      ) : (
        <InfiniteScroll key={tab} {...shown.paging}>
          <ul
            className={clsx(layout === 'grid' ? styles.grid : styles.scroll)}
            aria-label={
              tab === 'saved' ? t('profile:activity.savedPosts') : t('profile:activity.posts')
            }
          >
            {shown.items.map((post) =>
              layout === 'scroll' ? (
                <li key={post._id} className={styles.fullPost}>
                  {renderPost(post)}
                </li>
              ) : (
                <PostTile key={post._id} post={post} onOpen={onOpenPost} />
              ),
            )}
          </ul>
        </InfiniteScroll>
      )}
    </Card>
  );
}
