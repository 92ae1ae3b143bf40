import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { VisibilityService } from '../../../modules/visibility/visibility.service';
import type { DomainEvents } from '../domain-events';
import { RealtimePublisher } from '../realtime-publisher';

/**
 * Online dots move live on open screens. Only those who may see the user hear it, and nobody but
 * the user when they hide their online status.
 */
@Injectable()
export class PresenceListener {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly visibility: VisibilityService,
  ) {}

  @OnEvent('presence.changed', { async: true, promisify: true, suppressErrors: true })
  async onPresenceChanged({ userId, online }: DomainEvents['presence.changed']): Promise<void> {
    const audience = await this.visibility.audienceOfUser(userId, 'online');
    this.publisher.toAudience(audience, 'presence_update', { userId, isActive: online });
  }
}
