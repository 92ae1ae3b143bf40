import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';

/**
 * The other side of a connection change gets the matching event; the actor's own room gets it
 * too, so their other tabs refresh. No one else hears of it.
 */
@Injectable()
export class ConnectionsListener {
  constructor(private readonly publisher: RealtimePublisher) {}

  @OnEvent('connection.changed')
  onConnectionChanged({ kind, actorId, otherId }: DomainEvents['connection.changed']): void {
    const both = [otherId, actorId];
    switch (kind) {
      case 'request':
        return this.publisher.toUsers(both, 'connection_request', { requesterId: actorId });
      case 'accepted':
        return this.publisher.toUsers(both, 'connection_accepted', { userId: actorId });
      case 'rejected':
        return this.publisher.toUsers(both, 'connection_rejected', { userId: actorId });
      case 'cancelled':
        return this.publisher.toUsers(both, 'connection_cancelled', { userId: actorId });
      case 'disconnected':
        return this.publisher.toUsers(both, 'connection_disconnected', { userId: actorId });
    }
  }
}
