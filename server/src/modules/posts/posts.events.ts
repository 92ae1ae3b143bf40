import type { AudienceFacts } from '../visibility';

/** The events the posts module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /**
     * `communityId`: the post lives in that community and only its members hear of it.
     * `author`: the author's audience facts, when the insert read them.
     */
    'post.created': {
      postId: string;
      userId: string;
      communityId: string | null;
      author?: AudienceFacts | null;
    };
    'post.updated': { postId: string; userId: string; communityId: string | null };
    /** `notifiedIds`: who held a notification about it (gone with the post, by cascade). */
    'post.deleted': {
      postId: string;
      userId: string;
      communityId: string | null;
      notifiedIds: string[];
    };
  }
}

export {};
