import clsx from 'clsx';
import type { CSSProperties, Ref } from 'react';
import { StoredImage, StoredVideo } from '@/shared/ui';
import type { PostDto } from '../model/types';
import styles from './PostMedia.module.css';

/** Images stored before sizes were kept, and videos (their size is not known). */
export const DEFAULT_IMAGE_RATIO = '4 / 3';
export const DEFAULT_VIDEO_RATIO = '16 / 9';

export interface PostMediaProps {
  post: Pick<
    PostDto,
    'postImage' | 'postVideo' | 'title' | 'createdBy' | 'imageWidth' | 'imageHeight'
  >;
  /** `fill`: cover the parent (reels, the overlay's left side). */
  fit?: 'natural' | 'fill';
  className?: string;
  videoRef?: Ref<HTMLVideoElement>;
  /** Reels: muted and looping, started by whoever scrolls it into view. */
  autoplayMuted?: boolean;
}

/**
 * The box a card keeps for the media before it loads, so the page does not grow (and ask for
 * the next page, or jump under the reader) as pictures arrive.
 */
function reservedBox(
  post: PostMediaProps['post'],
  fit: PostMediaProps['fit'],
): CSSProperties | undefined {
  if (fit === 'fill') return undefined;
  if (post.postVideo) return { aspectRatio: DEFAULT_VIDEO_RATIO };
  const { imageWidth: w, imageHeight: h } = post;
  return { aspectRatio: w && h ? `${w} / ${h}` : DEFAULT_IMAGE_RATIO };
}

/** The post's picture or video, nothing when it has neither. */
export function PostMedia({
  post,
  fit = 'natural',
  className,
  videoRef,
  autoplayMuted,
}: PostMediaProps) {
  const box = reservedBox(post, fit);
  if (post.postVideo) {
    return (
      <div className={clsx(styles.media, styles[fit], className)} style={box}>
        <StoredVideo
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
      <div className={clsx(styles.media, styles[fit], className)} style={box}>
        <StoredImage
          className={styles.image}
          src={post.postImage}
          alt={`Post by ${post.createdBy.userName}`}
          width={post.imageWidth ?? undefined}
          height={post.imageHeight ?? undefined}
          loading="lazy"
          decoding="async"
        />
      </div>
    );
  }
  return null;
}
