import clsx from 'clsx';
import { useTranslation } from '@/shared/i18n';
import { Avatar } from '@/shared/ui';
import { useOnline } from '../model/presence';
import styles from './UserAvatar.module.css';

export interface UserAvatarProps {
  src?: string | null;
  alt: string;
  size?: number;
  /** Shows the green online dot (as loaded; live pushes for `userId` override it). */
  online?: boolean;
  /** Whose picture: the dot then follows that user's presence live. */
  userId?: string;
  className?: string;
}

/** A user's picture with the online dot (isActive). */
export function UserAvatar({
  src,
  alt,
  size = 40,
  online: loaded = false,
  userId,
  className,
}: UserAvatarProps) {
  const { t } = useTranslation();
  const online = useOnline(userId, loaded);
  return (
    <span className={clsx(styles.wrap, className)} style={{ width: size, height: size }}>
      <Avatar src={src} alt={alt} size={size} />
      {online && <span className={styles.dot} role="status" aria-label={t('people:online')} />}
    </span>
  );
}
