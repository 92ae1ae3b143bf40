import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { IoGridOutline, IoListOutline } from 'react-icons/io5';
import type { ProfilePost } from '@/entities/profile';
import { Card } from '@/shared/ui';
import styles from './ProfileActivity.module.css';

type Tab = 'activity' | 'saved';
type Layout = 'grid' | 'scroll';

export interface ProfileActivityProps {
  posts: ProfilePost[];
  /** Given on my own profile: adds the Saved tab. */
  savedPosts?: ProfilePost[];
  /** Own profile: shows the disabled 'Scenarios (coming soon)' tab. */
  showScenarios?: boolean;
  /** Scroll layout: the full post (the page passes the post card); thumbnails otherwise. */
  renderPost?: (post: ProfilePost) => ReactNode;
}

function PostTile({ post, layout }: { post: ProfilePost; layout: Layout }) {
  const caption = post.title ?? '';
  return (
    <li className={clsx(styles.tile, layout === 'scroll' && styles.tileScroll)}>
      {post.postImage ? (
        <img
          className={styles.media}
          src={post.postImage}
          alt={caption || 'Post image'}
          loading="lazy"
        />
      ) : post.postVideo ? (
        <video
          className={styles.media}
          src={post.postVideo}
          muted
          playsInline
          preload="metadata"
          controls={layout === 'scroll'}
          aria-label={caption || 'Post video'}
        />
      ) : (
        <div className={styles.textTile}>
          <span>{caption}</span>
        </div>
      )}
      {layout === 'scroll' && caption && (post.postImage || post.postVideo) && (
        <p className={styles.caption}>{caption}</p>
      )}
    </li>
  );
}

export function ProfileActivity({
  posts,
  savedPosts,
  showScenarios = false,
  renderPost,
}: ProfileActivityProps) {
  const [tab, setTab] = useState<Tab>('activity');
  const [layout, setLayout] = useState<Layout>('grid');
  const shown = tab === 'saved' ? (savedPosts ?? []) : posts;

  const layoutToggle = (
    <div className={styles.layoutToggle} role="group" aria-label="Layout">
      <button
        type="button"
        className={clsx(styles.iconButton, layout === 'grid' && styles.iconActive)}
        aria-pressed={layout === 'grid'}
        onClick={() => setLayout('grid')}
      >
        <IoGridOutline aria-hidden="true" />
        Grid
      </button>
      <button
        type="button"
        className={clsx(styles.iconButton, layout === 'scroll' && styles.iconActive)}
        aria-pressed={layout === 'scroll'}
        onClick={() => setLayout('scroll')}
      >
        <IoListOutline aria-hidden="true" />
        Scroll
      </button>
    </div>
  );

  return (
    <Card title="Activity" actions={layoutToggle}>
      <div className={styles.tabs} role="tablist" aria-label="Posts">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'activity'}
          className={clsx(styles.tab, tab === 'activity' && styles.tabActive)}
          onClick={() => setTab('activity')}
        >
          Activity
        </button>
        {savedPosts && (
          <button
            type="button"
            role="tab"
            aria-selected={tab === 'saved'}
            className={clsx(styles.tab, tab === 'saved' && styles.tabActive)}
            onClick={() => setTab('saved')}
          >
            Saved
          </button>
        )}
        {showScenarios && (
          <button type="button" role="tab" aria-selected={false} className={styles.tab} disabled>
            Scenarios (coming soon)
          </button>
        )}
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>No Post found</p>
      ) : (
        <ul
          className={clsx(layout === 'grid' ? styles.grid : styles.scroll)}
          aria-label={tab === 'saved' ? 'Saved posts' : 'Posts'}
        >
          {shown.map((post) =>
            layout === 'scroll' && renderPost ? (
              <li key={post._id} className={styles.fullPost}>
                {renderPost(post)}
              </li>
            ) : (
              <PostTile key={post._id} post={post} layout={layout} />
            ),
          )}
        </ul>
      )}
    </Card>
  );
}
