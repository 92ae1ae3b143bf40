import { mediaUrl } from '../../core/storage/media-url';
import { avatarListKey } from '../../core/storage/object-key';
import { encodeTimeCursor as encodeCursor } from '../../core/http/pagination';
import type { CommentResponseDto } from './dto/comment.dto';

export interface CommentRow {
  id: string;
  post_id: string;
  parent_comment_id: string | null;
  comment: string;
  created_at: Date;
  updated_at: Date;
  user_id: string;
  user_name: string;
  full_name: string;
  image_key: string | null;
  /** Everyone may see the author's picture (a public profile). */
  image_public: boolean;
  /** Read only to tell that its parent has more replies than the thread shows: not shown. */
  beyond?: boolean;
}

/** Before every reply: the cursor of a comment whose replies the page did not open. */
const FIRST_REPLIES = { at: new Date(0), id: '00000000-0000-0000-0000-000000000000' };

/** The comment as `viewer` (null: anonymous) sees it. */
export function toCommentDto(row: CommentRow, viewer: string | null): CommentResponseDto {
  return {
    _id: row.id,
    user: {
      _id: row.user_id,
      userName: row.user_name,
      fullName: row.full_name,
      image: mediaUrl(avatarListKey(row.image_key), { public: row.image_public, viewer }),
    },
    comment: row.comment,
    postId: row.post_id,
    parentCommentId: row.parent_comment_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    replies: [],
    repliesCursor: null,
  };
}

/**
 * Nests the flat rows of one post (from one query) into a tree. Siblings keep the order of
 * `rows` (oldest first). A row whose parent is missing is shown at the top level rather than
 * lost. A `beyond` row is not shown: its parent gets the cursor of the replies after the last
 * one shown (or of all of them, when none is).
 */
export function buildCommentTree(rows: CommentRow[], viewer: string | null): CommentResponseDto[] {
  const shown = rows.filter((row) => !row.beyond);
  const nodes = new Map(shown.map((row) => [row.id, toCommentDto(row, viewer)]));
  const lastReply = new Map<string, CommentRow>();
  const roots: CommentResponseDto[] = [];
  for (const row of shown) {
    const node = nodes.get(row.id) as CommentResponseDto;
    const parent = row.parent_comment_id ? nodes.get(row.parent_comment_id) : undefined;
    if (parent && parent !== node) {
      parent.replies.push(node);
      lastReply.set(parent._id, row);
    } else roots.push(node);
  }
  for (const row of rows) {
    const parent = row.beyond && row.parent_comment_id && nodes.get(row.parent_comment_id);
    if (!parent) continue;
    const last = lastReply.get(parent._id);
    parent.repliesCursor = encodeCursor(
      last ? { at: last.created_at, id: last.id } : FIRST_REPLIES,
    );
  }
  return roots;
}

/** The node with `id` anywhere in the tree. */
export function findInTree(tree: CommentResponseDto[], id: string): CommentResponseDto | undefined {
  for (const node of tree) {
    if (node._id === id) return node;
    const found = findInTree(node.replies, id);
    if (found) return found;
  }
  return undefined;
}
