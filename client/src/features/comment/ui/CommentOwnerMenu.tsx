import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import type { CommentDto } from '@/entities/comment';
import { patchCounts, usePostCache } from '@/entities/post';
import { selectSessionUser } from '@/entities/session';
import { MoreMenu, toastError, type MoreMenuItem } from '@/shared/ui';
import { useDeleteCommentMutation } from '../api/commentMutations';

export const DELETE_COMMENT_CONFIRM = 'Delete this comment and its replies?';

export interface CommentOwnerMenuProps {
  comment: Pick<CommentDto, '_id' | 'postId' | 'user'>;
  onEdit: () => void;
  /** Items for everyone but the author (Report). */
  extraItems?: MoreMenuItem[];
}

/** Edit and Delete for the comment's author; the `extraItems` (Report) for everyone else. */
export function CommentOwnerMenu({ comment, onEdit, extraItems = [] }: CommentOwnerMenuProps) {
  const me = useSelector(selectSessionUser);
  const [deleteComment] = useDeleteCommentMutation();
  const cache = usePostCache();
  if (!me) return null;
  if (me._id !== comment.user._id) {
    return extraItems.length ? <MoreMenu label="Comment options" items={extraItems} /> : null;
  }

  const onDelete = async () => {
    if (!window.confirm(DELETE_COMMENT_CONFIRM)) return;
    const result = await deleteComment({ postId: comment.postId, commentId: comment._id });
    if ('data' in result && result.data) {
      if (result.data.data) patchCounts(cache, comment.postId, result.data.data);
      toast.success(result.data.message ?? 'Comment deleted');
    } else {
      toastError(result.error, 'Could not delete the comment');
    }
  };

  return (
    <MoreMenu
      label="Comment options"
      items={[
        { label: 'Edit', onSelect: onEdit },
        { label: 'Delete', danger: true, onSelect: () => void onDelete() },
      ]}
    />
  );
}
