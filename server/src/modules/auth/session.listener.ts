import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';

/** A revoked session loses its sockets at once (logout, hibernation, deletion). */
@Injectable()
export class SessionListener {
  constructor(private readonly publisher: RealtimePublisher) {}

  @OnEvent('session.revoked')
  onSessionRevoked({ sessionIds }: DomainEvents['session.revoked']): void {
    this.publisher.disconnectSessions(sessionIds);
  }
}
