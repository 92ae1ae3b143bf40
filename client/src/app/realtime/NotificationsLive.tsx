import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { IoNotifications } from 'react-icons/io5';
import { useGetSettingsQuery } from '@/entities/account';
import { useNotificationLiveUpdates, type NotificationPushPayload } from '@/entities/notification';

/**
 * Keeps the unread counts live everywhere in the signed-in area, and toasts each new item while
 * the app is open when the user keeps `pushNotifications` on (SPEC §3).
 */
export function NotificationsLive() {
  const { data: settings } = useGetSettingsQuery();
  const pushOn = settings?.notifications.pushNotifications === true;
  const showToast = useCallback(
    ({ notification }: NotificationPushPayload) => {
      if (!pushOn) return;
      toast(notification.text, {
        id: `notification-${notification._id}`,
        icon: <IoNotifications aria-hidden color="var(--primary)" />,
      });
    },
    [pushOn],
  );
  useNotificationLiveUpdates(showToast);
  return null;
}
