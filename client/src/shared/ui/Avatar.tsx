import clsx from 'clsx';
import { useState } from 'react';
import defaultAvatar from './assets/default-avatar.svg';
import styles from './Avatar.module.css';

export interface AvatarProps {
  src?: string | null;
  alt: string;
  size?: number;
  className?: string;
}

/** A round picture that falls back to the default avatar when missing or broken. */
export function Avatar({ src, alt, size = 32, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc ? src : defaultAvatar;
  return (
    <img
      className={clsx(styles.avatar, className)}
      src={usable}
      alt={alt}
      width={size}
      height={size}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
