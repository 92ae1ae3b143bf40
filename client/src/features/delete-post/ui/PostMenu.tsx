import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import { useDeletePostMutation } from '@/entities/post';
import { selectSessionUser } from '@/entities/session';
import { MoreMenu, toastError } from '@/shared/ui';

export const DELETE_POST_CONFIRM = 'Are you sure you want to delete this post?';

export interface PostMenuProps {
  postId: string;
  authorId: string;
  onDeleted?: () => void;
}

/** The three-dot menu of a post; it exists only for the post's author and offers Delete. */
export function PostMenu({ postId, authorId, onDeleted }: PostMenuProps) {
  const me = useSelector(selectSessionUser);
  const [deletePost] = useDeletePostMutation();
  if (!me || me._id !== authorId) return null;

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
