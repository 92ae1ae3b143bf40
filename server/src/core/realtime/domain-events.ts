/** In-process domain events (through @nestjs/event-emitter) and their payloads. */
export interface DomainEvents {
  'session.revoked': { sessionIds: string[] };
}

export type DomainEventName = keyof DomainEvents;
