import type {
  Comment,
  CommentAuthor,
  CommentUpdatePayload,
  CommentsPage,
  CommentView,
  PageEnvelope,
} from '@/shared/api';

/** The wire shapes of comments (the server's contract). */
export type CommentDto = Comment;
export type CommentUser = CommentAuthor;
export type { CommentsPage, CommentView };
/** A page of one comment's replies (`POST /viewReplies`). */
export type RepliesPage = PageEnvelope<Comment>;

/** Socket push `comment_update`. */
export type CommentUpdateEvent = CommentUpdatePayload;
