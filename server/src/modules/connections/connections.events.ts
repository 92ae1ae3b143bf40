/** The events the connections module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /** A connection between two users changed; `actorId` did it, `otherId` is the other side. */
    'connection.changed': {
      kind: 'request' | 'accepted' | 'rejected' | 'cancelled' | 'disconnected';
      actorId: string;
      otherId: string;
    };
  }
}

export {};
