import clsx from 'clsx';
import { useMediaSrc } from '../api';
import defaultAvatar from './assets/default-avatar.svg';
import styles from './Avatar.module.css';

export interface AvatarProps {
  src?: string | null;
  alt: string;
  size?: number;
  className?: string;
}

/**
 * A round picture that falls back to the default avatar when missing or broken; a picture whose
 * signed URL expired while the tab stayed open is loaded again from a fresh one first.
 */
export function Avatar({ src, alt, size = 32, className }: AvatarProps) {
  const media = useMediaSrc(src);
  const usable = media.src && !media.failed ? media.src : defaultAvatar;
  return (
    <img
      className={clsx(styles.avatar, className)}
      src={usable}
      alt={alt}
      width={size}
      height={size}
      onError={usable === defaultAvatar ? undefined : media.onError}
    />
  );
}
