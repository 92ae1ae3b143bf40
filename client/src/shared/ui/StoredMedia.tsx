import type { ComponentPropsWithRef } from 'react';
import { useMediaSrc } from '../api';

type ImageProps = Omit<ComponentPropsWithRef<'img'>, 'src' | 'onError'> & { src: string };
type VideoProps = Omit<ComponentPropsWithRef<'video'>, 'src' | 'onError' | 'onLoadedMetadata'> & {
  src: string;
};

/**
 * A stored picture (`/media/…`) that stays shown in a tab left open: when its signed URL has
 * expired it is loaded again from a fresh one (useMediaSrc).
 */
export function StoredImage({ src, alt, ...rest }: ImageProps) {
  const media = useMediaSrc(src);
  return <img {...rest} alt={alt} src={media.src ?? undefined} onError={media.onError} />;
}

/** A stored video: a fresh URL when its signed one expired, going on from where it was. */
export function StoredVideo({ src, ...rest }: VideoProps) {
  const media = useMediaSrc(src);
  return (
    <video
      {...rest}
      src={media.src ?? undefined}
      onError={media.onError}
      onLoadedMetadata={media.onLoadedMetadata}
    />
  );
}
