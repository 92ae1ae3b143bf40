export type {
  NotificationDto,
  NotificationType,
  NotificationPushPayload,
  UnreadCountDto,
} from '@/shared/api';
