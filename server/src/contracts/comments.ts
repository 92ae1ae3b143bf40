import type { PageEnvelope } from './envelope';

/** A comment's author as the thread shows them. */
export interface CommentAuthor {
  _id: string;
  userName: string;
  fullName: string;
  /** Avatar URL. */
  image: string | null;
}

/** A comment with its replies nested to any depth. */
export interface Comment {
  _id: string;
  user: CommentAuthor;
  comment: string;
  postId: string;
  /** Null for a top-level comment. */
  parentCommentId: string | null;
  createdAt: string;
  updatedAt: string;
  replies: Comment[];
}

/** `POST /viewComments { postId, limit?, cursor? }`: top-level comments oldest first. */
export interface ViewCommentsRequest {
  postId: string;
  limit?: number;
  cursor?: string;
}

/**
 * One page of a post's thread: top-level comments oldest first (keyset `nextCursor`), each with
 * all of its replies, and the post's comment count (comments and replies) as of this read.
 */
export interface CommentsPage extends PageEnvelope<Comment> {
  numOfComments: number;
}

/** `POST /viewComment { commentId }`: one comment with its replies, read after a push. */
export interface CommentView {
  comment: Comment;
  numOfComments: number;
}
