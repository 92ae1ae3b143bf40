import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { IoNotifications } from 'react-icons/io5';
import { useNavigate } from 'react-router-dom';
import { useGetSettingsQuery } from '@/entities/account';
import {
  notificationTarget,
  useMarkNotificationsReadMutation,
  useNotificationLiveUpdates,
  type NotificationPushPayload,
} from '@/entities/notification';
import styles from './NotificationsLive.module.css';

/**
 * Keeps the unread counts live everywhere in the signed-in area, and toasts each new item while
 * the app is open when the user keeps `pushNotifications` on (SPEC §3). A toast opens what it is
 * about, as its row on the notifications page does, and counts as read.
 */
export function NotificationsLive() {
  const { data: settings } = useGetSettingsQuery();
  const pushOn = settings?.notifications.pushNotifications === true;
  const navigate = useNavigate();
  const [markRead] = useMarkNotificationsReadMutation();
  const showToast = useCallback(
    ({ notification }: NotificationPushPayload) => {
      if (!pushOn) return;
      const id = `notification-${notification._id}`;
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
