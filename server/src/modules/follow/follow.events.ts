/** The events the follow module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /** A follow row appeared (`following: true`) or went away. */
    'follow.changed': { followerId: string; followingId: string; following: boolean };
  }
}

export {};
