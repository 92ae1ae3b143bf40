import type { NotificationDto } from '../../contracts/notifications';

/** The events the notifications module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /** An item was stored or updated for `recipientId` (push it to them). */
    'notification.pushed': {
      recipientId: string;
      notification: NotificationDto;
      unreadCount: number;
    };
    /** `userId`'s unread notification count moved without a new item (read, or an undo). */
    'notification.count.changed': { userId: string; unreadCount: number };
  }
}
