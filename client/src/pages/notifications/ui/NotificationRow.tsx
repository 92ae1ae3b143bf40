import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { IoCloudDownloadOutline, IoSearchOutline, IoShieldCheckmarkOutline } from 'react-icons/io5';
import { notificationTarget, type NotificationDto } from '@/entities/notification';
import { useTranslation } from '@/shared/i18n';
import { formatRelativeTime } from '@/shared/lib';
import { Avatar, StoredImage } from '@/shared/ui';
import styles from './NotificationsPage.module.css';

export interface NotificationRowProps {
  notification: NotificationDto;
  /** Opening an unread item reads it. */
  onOpen: (notification: NotificationDto) => void;
}

function Picture({ notification }: { notification: NotificationDto }) {
  if (notification.actor) {
    return <Avatar src={notification.actor.image} alt="" size={44} />;
  }
  const Icon =
    notification.type === 'data_export_ready'
      ? IoCloudDownloadOutline
      : notification.type === 'saved_search_match'
        ? IoSearchOutline
        : IoShieldCheckmarkOutline;
  return (
    <span className={styles.systemIcon}>
      <Icon aria-hidden />
    </span>
  );
}

/** One item: who, what, when, the post's picture; unread ones stand out. */
export function NotificationRow({ notification, onOpen }: NotificationRowProps) {
  const { t } = useTranslation();
  const target = notificationTarget(notification);
  const className = clsx(styles.row, !notification.read && styles.unread);
  const body: ReactNode = (
    <>
      <Picture notification={notification} />
      <span className={styles.body}>
        <span className={styles.text}>{notification.text}</span>
        <time className={styles.time} dateTime={notification.createdAt}>
          {formatRelativeTime(notification.createdAt)}
        </time>
      </span>
      {notification.post?.thumbnail && (
        <StoredImage className={styles.thumbnail} src={notification.post.thumbnail} alt="" />
      )}
      {!notification.read && (
        <span className={styles.dot} aria-label={t('notifications:row.unread')} />
      )}
    </>
  );
  const open = () => onOpen(notification);
  return (
    <li>
      {'href' in target ? (
        <a className={className} href={target.href} onClick={open}>
          {body}
        </a>
      ) : (
        <Link className={className} to={target.to} onClick={open}>
          {body}
        </Link>
      )}
    </li>
  );
}
