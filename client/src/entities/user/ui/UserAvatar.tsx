import clsx from 'clsx';
import { Avatar } from '@/shared/ui';
import styles from './UserAvatar.module.css';

export interface UserAvatarProps {
  src?: string | null;
  alt: string;
  size?: number;
  /** Shows the green online dot. */
  online?: boolean;
  className?: string;
}

/** A user's picture with the online dot (isActive). */
export function UserAvatar({ src, alt, size = 40, online = false, className }: UserAvatarProps) {
  return (
    <span className={clsx(styles.wrap, className)} style={{ width: size, height: size }}>
      <Avatar src={src} alt={alt} size={size} />
      {online && <span className={styles.dot} role="status" aria-label="Online" />}
    </span>
  );
}
