import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';

/** Both sides of a follow see it change live (follow management page, counters). */
@Injectable()
export class FollowListener {
  constructor(private readonly publisher: RealtimePublisher) {}

  @OnEvent('follow.changed')
  onFollowChanged({ followerId, followingId, following }: DomainEvents['follow.changed']): void {
    this.publisher.toUsers([followerId, followingId], 'follow_update', {
      followerId,
      followingId,
      following,
    });
  }
}
