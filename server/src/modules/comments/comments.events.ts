import type { PostCounts } from '../../contracts/posts';
import type { AudienceFacts } from '../visibility';

/** The events the comments module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /**
     * A comment on the post was added, edited or deleted, with its replies (`communityId`: as for
     * posts). `authorId` wrote the comment, `postAuthorId` the post, `parentAuthorId` the comment
     * it replies to.
     */
    'comment.changed': {
      postId: string;
      communityId: string | null;
      postAuthorId: string;
      commentId: string;
      authorId: string;
      parentCommentId: string | null;
      parentAuthorId: string | null;
      action: 'created' | 'updated' | 'deleted';
      /** The post's counters after a create or delete; null for an edit (unchanged). */
      counts: PostCounts | null;
      /**
       * Who may hear of it, when the write's own statement read it: the post author's audience
       * facts and everyone blocked either way with the comment's author.
       */
      audience?: { postAuthor: AudienceFacts | null; authorBlocked: string[] };
    };
  }
}
