import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi, getSocket, TAGS } from '@/shared/api';
import { setUnreadCount, type NotificationsDispatch } from '../api/notificationApi';
import type { NotificationPushPayload } from '../model/types';

/**
 * While mounted (once, in the signed-in layout), pushes keep every badge's count and the open
 * list current: a new item sets the count and refreshes the list; a read in another tab or an
 * undo sets the count. `onNotification` hears of each new item (the app's toast).
 */
export function useNotificationLiveUpdates(
  onNotification?: (payload: NotificationPushPayload) => void,
): void {
  const dispatch = useDispatch<NotificationsDispatch>();
  const listener = useRef(onNotification);
  useEffect(() => {
    listener.current = onNotification;
  }, [onNotification]);

  useEffect(() => {
    const socket = getSocket();
    const onItem = (payload: NotificationPushPayload) => {
      setUnreadCount(dispatch, payload.unreadCount);
      dispatch(baseApi.util.invalidateTags([TAGS.notification]));
      // The export finished: the data-download card, if open, shows its link now.
      if (payload.notification.type === 'data_export_ready') {
        dispatch(baseApi.util.invalidateTags([TAGS.dataDownload]));
      }
      listener.current?.(payload);
    };
    const onCount = ({ unreadCount }: { unreadCount: number }) => {
      setUnreadCount(dispatch, unreadCount);
      dispatch(baseApi.util.invalidateTags([TAGS.notification]));
    };
    // Pushes sent while the socket was not connected are missed: an open list reads again (the
    // count does so itself, see notificationUnreadCount).
    const onConnect = () => {
      dispatch(baseApi.util.invalidateTags([TAGS.notification]));
    };
    socket.on('notification', onItem);
    socket.on('notification_count', onCount);
    socket.on('connect', onConnect);
    return () => {
      socket.off('notification', onItem);
      socket.off('notification_count', onCount);
      socket.off('connect', onConnect);
    };
  }, [dispatch]);
}
