import type { PostCounts } from '../../contracts/posts';

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
    };
  }
}
