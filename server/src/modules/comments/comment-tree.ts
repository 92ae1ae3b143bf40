import { avatarListKey, mediaUrl } from '../../core/storage/object-key';
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
}

export function toCommentDto(row: CommentRow): CommentResponseDto {
  return {
    _id: row.id,
    user: {
      _id: row.user_id,
      userName: row.user_name,
      fullName: row.full_name,
      image: mediaUrl(avatarListKey(row.image_key)),
    },
    comment: row.comment,
    postId: row.post_id,
    parentCommentId: row.parent_comment_id,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    replies: [],
  };
}

/**
 * Nests the flat rows of one post (from one query) into a tree of any depth. Siblings keep the
 * order of `rows` (oldest first). A row whose parent is missing is shown at the top level rather
 * than lost.
 */
export function buildCommentTree(rows: CommentRow[]): CommentResponseDto[] {
  const nodes = new Map(rows.map((row) => [row.id, toCommentDto(row)]));
  const roots: CommentResponseDto[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id) as CommentResponseDto;
    const parent = row.parent_comment_id ? nodes.get(row.parent_comment_id) : undefined;
    if (parent && parent !== node) parent.replies.push(node);
    else roots.push(node);
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
