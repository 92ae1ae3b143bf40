import type { NotificationModeration } from '../../contracts/notifications';

/** The events the moderation module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /**
     * Tell one user what staff decided: a reporter the outcome (`report_outcome`, never the
     * action), an author the action and its reason (`moderation_notice`).
     */
    'moderation.notice': {
      recipientId: string;
      type: 'report_outcome' | 'moderation_notice';
      kind: NotificationModeration['kind'];
      reason: string | null;
      actionId: string | null;
      targetType: string | null;
    };
    /** Content was hidden or shown again by moderation: cached pages read afresh. */
    'moderation.content': { targetType: string; targetId: string };
  }
}

export {};
