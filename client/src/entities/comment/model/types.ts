import type {
  Comment,
  CommentAuthor,
  CommentUpdatePayload,
  CommentsPage,
  CommentView,
} from '@/shared/api';

/** The wire shapes of comments (the server's contract). */
export type CommentDto = Comment;
export type CommentUser = CommentAuthor;
export type { CommentsPage, CommentView };

/** Socket push `comment_update`. */
export type CommentUpdateEvent = CommentUpdatePayload;
