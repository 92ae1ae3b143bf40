import type { PageEnvelope } from './envelope';
import type { PostCounts } from './posts';

/** A comment's author as the thread shows them. */
export interface CommentAuthor {
  _id: string;
  userName: string;
  fullName: string;
  /** Avatar URL. */
  image: string | null;
}

/**
 * A comment with its first replies nested under it: a few a comment, two levels below each
 * comment of a page (the server's `REPLIES_SHOWN`, `REPLY_LEVELS_SHOWN`).
 */
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
  /**
   * Non-null when the comment has replies not in `replies`: the cursor of `POST /viewReplies`
   * for the next of them.
   */
  repliesCursor: string | null;
}

/** `POST /viewComments { postId, limit?, cursor? }`: top-level comments oldest first. */
export interface ViewCommentsRequest {
  postId: string;
  limit?: number;
  cursor?: string;
}

/**
 * One page of a post's thread: top-level comments oldest first (keyset `nextCursor`), each with
 * its first replies, and the post's comment count (comments and replies) as of this read.
 */
export interface CommentsPage extends PageEnvelope<Comment> {
  numOfComments: number;
  /** The post's counts as of this read, versioned (a card keeps the newest it has seen). */
  postCounts: PostCounts;
}

/** `POST /viewComment { commentId }`: one comment with its replies, read after a push. */
export interface CommentView {
  comment: Comment;
  numOfComments: number;
  postCounts: PostCounts;
}

/** `POST /deleteComment`: the post's counts after the thread went. */
export type DeleteCommentAnswer = PostCounts;

/**
 * `POST /viewReplies { commentId, cursor?, limit? }`: a page of a comment's replies, oldest first
 * (no cursor: from the first), each with its own first replies.
 */
export interface ViewRepliesRequest {
  commentId: string;
  cursor?: string;
  limit?: number;
}
