/** The events the communities module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /** `userId` joined (`member: true`) or left a community; `membersCount` is the count after it. */
    'community.membership.changed': {
      communityId: string;
      userId: string;
      member: boolean;
      membersCount: number;
    };
    /** The owner deleted the community; its memberships and posts are gone with it. */
    'community.deleted': { communityId: string };
  }
}

export {};
