/** In-process domain events (through @nestjs/event-emitter) and their payloads. */
export interface DomainEvents {
  'session.revoked': { sessionIds: string[] };
  /** A user's first socket connected, or their last one went away (on any replica). */
  'presence.changed': { userId: string; online: boolean };
}

export type DomainEventName = keyof DomainEvents;
