import { Modal, PlaceholderPage } from '@/shared/ui';

export interface CreatePostDialogProps {
  open: boolean;
  onClose: () => void;
}

export const CREATE_POST_TITLE = 'Create a new Post';

/** The create-post modal; its form arrives with the posts issue, so it shows the placeholder. */
export function CreatePostDialog({ open, onClose }: CreatePostDialogProps) {
  return (
    <Modal open={open} title={CREATE_POST_TITLE} onClose={onClose}>
      <PlaceholderPage onHomeClick={onClose} compact />
    </Modal>
  );
}
