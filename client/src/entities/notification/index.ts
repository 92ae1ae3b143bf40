export type {
  NotificationDto,
  NotificationType,
  NotificationPushPayload,
  UnreadCountDto,
} from './model/types';
export {
  notificationApi,
  setUnreadCount,
  useNotificationsInfiniteQuery,
  useNotificationUnreadCountQuery,
  useMarkNotificationsReadMutation,
  type NotificationsArgs,
} from './api/notificationApi';
export { useNotificationLiveUpdates } from './model/useNotificationLiveUpdates';
export { notificationTarget, type NotificationTarget } from './lib/notificationTarget';
export { notificationsLabel } from './lib/unreadLabel';
