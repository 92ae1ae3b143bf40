import type { Audience } from '../../core/realtime/realtime-publisher';

/** The events the settings module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /** A user's privacy settings changed (pushes and rooms that depend on them may need a refresh). */
    'privacy.changed': { userId: string };
    /** The account was hibernated or reactivated; hibernation revokes its sessions first. */
    'account.hibernated': { userId: string };
    'account.reactivated': { userId: string };
    /**
     * The account and everything of it is gone. `audience`: who could see it, asked before the
     * deletion (the visibility rule's `audienceOfUser(…, 'gone')`; the cascade took the blocks).
     */
    'account.deleted': { userId: string; audience: Audience };
    /** A data export finished (`url` is a signed link) or failed. */
    'data_export.finished': { userId: string; status: 'ready' | 'failed'; url: string | null };
  }
}
