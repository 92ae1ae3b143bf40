/** The events the blocking module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /** `blockerId` blocked `blockedId` (their follows and connections are already gone). */
    'user.blocked': { blockerId: string; blockedId: string };
    'user.unblocked': { blockerId: string; blockedId: string };
  }
}

export {};
