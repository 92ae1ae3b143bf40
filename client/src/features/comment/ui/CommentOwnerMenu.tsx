import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import type { CommentDto } from '@/entities/comment';
import { patchCounts, usePostCache } from '@/entities/post';
import { selectSessionUser } from '@/entities/session';
import { MoreMenu, toastError, type MoreMenuItem } from '@/shared/ui';
import { useDeleteCommentMutation } from '../api/commentMutations';
import { useTranslation } from '@/shared/i18n';

export interface CommentOwnerMenuProps {
  comment: Pick<CommentDto, '_id' | 'postId' | 'user'>;
  onEdit: () => void;
  /** Items for everyone but the author (Report). */
  extraItems?: MoreMenuItem[];
}

/** Edit and Delete for the comment's author; the `extraItems` (Report) for everyone else. */
export function CommentOwnerMenu({ comment, onEdit, extraItems = [] }: CommentOwnerMenuProps) {
  const { t } = useTranslation();
  const me = useSelector(selectSessionUser);
  const [deleteComment] = useDeleteCommentMutation();
  const cache = usePostCache();
  if (!me) return null;
  if (me._id !== comment.user._id) {
    return extraItems.length ? (
      <MoreMenu label={t('feed:comment.options')} items={extraItems} />
    ) : null;
  }

  const onDelete = async () => {
    if (!window.confirm(t('feed:comment.deleteConfirm'))) return;
    const result = await deleteComment({ postId: comment.postId, commentId: comment._id });
    if ('data' in result && result.data) {
      if (result.data.data) patchCounts(cache, comment.postId, result.data.data);
      toast.success(result.data.message ?? t('feed:comment.deleted'));
    } else {
      toastError(result.error, t('feed:comment.deleteFailed'));
    }
  };

  return (
    <MoreMenu
      label={t('feed:comment.options')}
      items={[
        { label: t('common:edit'), onSelect: onEdit },
        { label: t('common:delete'), danger: true, onSelect: () => void onDelete() },
      ]}
    />
  );
}
