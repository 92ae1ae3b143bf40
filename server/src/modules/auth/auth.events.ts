/** The events the auth module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /** Those sessions ended (logout, a new password, hibernation, deletion): their sockets close. */
    'session.revoked': { sessionIds: string[] };
    /** A successful login (`userAgent`, `ip` as the request gave them). */
    'auth.login': {
      userId: string;
      sessionId: string;
      userAgent: string | null;
      ip: string | null;
    };
  }
}

export {};
