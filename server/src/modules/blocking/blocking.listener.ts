import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';

/**
 * The blocker's other tabs follow their own block or unblock (their chat with that user, the
 * feed, profiles, lists). Only the blocker hears of it: a block is never told to the blocked.
 */
@Injectable()
export class BlockingListener {
  constructor(private readonly publisher: RealtimePublisher) {}

  @OnEvent('user.blocked')
  onBlocked({ blockerId, blockedId }: DomainEvents['user.blocked']): void {
    this.publisher.toUser(blockerId, 'my_block', { userId: blockedId, blocked: true });
  }

  @OnEvent('user.unblocked')
  onUnblocked({ blockerId, blockedId }: DomainEvents['user.unblocked']): void {
    this.publisher.toUser(blockerId, 'my_block', { userId: blockedId, blocked: false });
  }
}
