import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';

/**
 * A notification is about its recipient alone: the item (already checked against the visibility
 * rule for them by the notifications module) and the new count go to their own sockets only.
 */
@Injectable()
export class NotificationsListener {
  constructor(private readonly publisher: RealtimePublisher) {}

  @OnEvent('notification.pushed')
  onPushed({ recipientId, notification, unreadCount }: DomainEvents['notification.pushed']): void {
    this.publisher.toAudience({ kind: 'users', userIds: [recipientId] }, 'notification', {
      notification,
      unreadCount,
    });
  }

  /** Every tab of the user (the one that read included) shows the same count. */
  @OnEvent('notification.count.changed')
  onCountChanged({ userId, unreadCount }: DomainEvents['notification.count.changed']): void {
    this.publisher.toAudience({ kind: 'users', userIds: [userId] }, 'notification_count', {
      unreadCount,
    });
  }
}
