/** The events the auth module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /** Those sessions ended (logout, a new password, hibernation, deletion): their sockets close. */
    'session.revoked': { sessionIds: string[] };
    /**
     * A successful login (`userAgent`, `ip` as the request gave them; `device` the agent parsed,
     * 'Chrome on Linux'). `knownDevice`: the browser carried this account's device cookie, so it
     * signed in to it before (no login alert).
     */
    'auth.login': {
      userId: string;
      sessionId: string;
      userAgent: string | null;
      ip: string | null;
      device: string | null;
      knownDevice: boolean;
      at: string;
    };
    /** Two-factor sign-in was turned on or off; the privacy setting `twoFactorAuth` follows. */
    'two_factor.changed': { userId: string; enabled: boolean };
  }
}

export {};
