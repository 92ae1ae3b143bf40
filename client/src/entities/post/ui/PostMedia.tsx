import clsx from 'clsx';
import type { Ref } from 'react';
import type { PostDto } from '../model/types';
import styles from './PostMedia.module.css';

export interface PostMediaProps {
  post: Pick<PostDto, 'postImage' | 'postVideo' | 'title' | 'createdBy'>;
  /** `fill`: cover the parent (reels, the overlay's left side). */
  fit?: 'natural' | 'fill';
  className?: string;
  videoRef?: Ref<HTMLVideoElement>;
  /** Reels: muted and looping, started by whoever scrolls it into view. */
  autoplayMuted?: boolean;
}

/** The post's picture or video, nothing when it has neither. */
export function PostMedia({
  post,
  fit = 'natural',
  className,
  videoRef,
  autoplayMuted,
}: PostMediaProps) {
  if (post.postVideo) {
    return (
      <div className={clsx(styles.media, styles[fit], className)}>
        <video
          ref={videoRef}
          className={styles.video}
          src={post.postVideo}
          // Reels: a tap plays or pauses; native controls would sit under the caption.
          controls={!autoplayMuted}
          onClick={
            autoplayMuted
              ? (event) => {
                  const video = event.currentTarget;
                  if (video.paused) void video.play().catch(() => undefined);
                  else video.pause();
                }
              : undefined
          }
          preload="metadata"
          playsInline
          muted={autoplayMuted}
          loop={autoplayMuted}
          aria-label={`Video by ${post.createdBy.userName}`}
        />
      </div>
    );
  }
  if (post.postImage) {
    return (
      <div className={clsx(styles.media, styles[fit], className)}>
        <img
          className={styles.image}
          src={post.postImage}
          alt={`Post by ${post.createdBy.userName}`}
          loading="lazy"
        />
      </div>
    );
  }
  return null;
}
