/** The events the profiles module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /** `userId` added, edited or removed their Fan section (their favourite teams may differ). */
    'fan_profile.changed': { userId: string };
  }
}

export {};
