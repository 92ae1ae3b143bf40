import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import { useDeletePostMutation } from '@/entities/post';
import { selectSessionUser } from '@/entities/session';
import { MoreMenu, toastError, type MoreMenuItem } from '@/shared/ui';

export const DELETE_POST_CONFIRM = 'Are you sure you want to delete this post?';

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
  const me = useSelector(selectSessionUser);
  const [deletePost] = useDeletePostMutation();
  const mine = !!me && me._id === authorId;
  if (!me) return null;
  if (!mine) {
    return extraItems.length ? <MoreMenu label="Post options" items={extraItems} /> : null;
  }

  const onDelete = async () => {
    if (!window.confirm(DELETE_POST_CONFIRM)) return;
    const result = await deletePost(postId);
    if ('data' in result && result.data) {
      toast.success(result.data.message ?? 'Post deleted');
      onDeleted?.();
    } else {
      toastError(result.error, 'Could not delete the post');
    }
  };

  return (
    <MoreMenu
      label="Post options"
      items={[{ label: 'Delete', danger: true, onSelect: () => void onDelete() }]}
    />
  );
}
