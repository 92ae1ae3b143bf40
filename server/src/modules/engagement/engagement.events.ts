import type { PostCounts } from '../../contracts/posts';
import type { AudienceFacts } from '../visibility';

/** The events the engagement module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /**
     * Someone liked, saved or reposted a post (`active: true`) or took it back. `counts` are the
     * post's counters after the change (pushed to whoever may see the post).
     */
    'post.engagement.changed': {
      postId: string;
      communityId: string | null;
      postAuthorId: string;
      actorId: string;
      kind: 'like' | 'save' | 'repost';
      active: boolean;
      counts: PostCounts;
      /** Who may hear of the post, as the write's own statement read it (null: no author). */
      postAuthor: AudienceFacts | null;
    };
  }
}
