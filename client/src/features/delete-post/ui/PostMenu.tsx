import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import { useDeletePostMutation } from '@/entities/post';
import { selectSessionUser } from '@/entities/session';
import { MoreMenu, toastError, type MoreMenuItem } from '@/shared/ui';
import { useTranslation } from '@/shared/i18n';

export interface PostMenuProps {
  postId: string;
  authorId: string;
  onDeleted?: () => void;
  /** Items for everyone, after the author's own (Report). */
  extraItems?: MoreMenuItem[];
}

/**
 * The three-dot menu of a post: Delete for its author, and the `extraItems` the card adds for
 * everyone else (Report); nothing at all when neither applies.
 */
export function PostMenu({ postId, authorId, onDeleted, extraItems = [] }: PostMenuProps) {
  const { t } = useTranslation();
  const me = useSelector(selectSessionUser);
  const [deletePost] = useDeletePostMutation();
  const mine = !!me && me._id === authorId;
  if (!me) return null;
  if (!mine) {
    return extraItems.length ? (
      <MoreMenu label={t('feed:post.options')} items={extraItems} />
    ) : null;
  }

  const onDelete = async () => {
    if (!window.confirm(t('feed:post.deleteConfirm'))) return;
    const result = await deletePost(postId);
    if ('data' in result && result.data) {
      toast.success(result.data.message ?? t('feed:post.deleted'));
      onDeleted?.();
    } else {
      toastError(result.error, t('feed:post.deleteFailed'));
    }
  };

  return (
    <MoreMenu
      label={t('feed:post.options')}
      items={[{ label: t('common:delete'), danger: true, onSelect: () => void onDelete() }]}
    />
  );
}
