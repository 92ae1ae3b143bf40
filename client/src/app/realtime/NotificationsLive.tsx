import { useCallback, useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { IoNotifications } from 'react-icons/io5';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetSettingsQuery } from '@/entities/account';
import {
  notificationTarget,
  useMarkNotificationsReadMutation,
  useNotificationLiveUpdates,
  type NotificationPushPayload,
} from '@/entities/notification';
import { ROUTES } from '@/shared/config';
import styles from './NotificationsLive.module.css';

/** A new message needs no toast where the chats are on screen (its chat reads it, or lists it). */
function onChatsPage(pathname: string): boolean {
  return pathname === ROUTES.message || pathname === ROUTES.messages;
}

/**
 * Keeps the unread counts live everywhere in the signed-in area, and toasts each new item while
 * the app is open when the user keeps `pushNotifications` on (SPEC §3). A toast opens what it is
 * about, as its row on the notifications page does, and counts as read. Messages of one chat
 * share one toast, which the latest replaces, and none shows on the chats page.
 */
export function NotificationsLive() {
  const { data: settings } = useGetSettingsQuery();
  const pushOn = settings?.notifications.pushNotifications === true;
  const navigate = useNavigate();
  const [markRead] = useMarkNotificationsReadMutation();
  const { pathname } = useLocation();
  const where = useRef(pathname);
  useEffect(() => {
    where.current = pathname;
  }, [pathname]);
  const showToast = useCallback(
    ({ notification }: NotificationPushPayload) => {
      if (!pushOn) return;
      const message = notification.type === 'message';
      if (message && onChatsPage(where.current)) return;
      const id =
        message && notification.chatId
          ? `chat-${notification.chatId}`
          : `notification-${notification._id}`;
      const target = notificationTarget(notification);
      // The toast lives outside the router: it navigates with the layout's `navigate`.
      const open = () => {
        toast.dismiss(id);
        void markRead({ ids: [notification._id] });
        if ('to' in target) navigate(target.to);
        else window.location.assign(target.href);
      };
      toast(
        <button type="button" className={styles.open} onClick={open}>
          {notification.text}
        </button>,
        { id, icon: <IoNotifications aria-hidden className={styles.icon} /> },
      );
    },
    [pushOn, navigate, markRead],
  );
  useNotificationLiveUpdates(showToast);
  return null;
}
