import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { Modal } from '@/shared/ui';
import { CreatePostForm } from './CreatePostForm';

export interface CreatePostDialogProps {
  open: boolean;
  onClose: () => void;
  /** After the Post click; default: close and go to /feed (SPEC: either way). */
  onSubmitted?: () => void;
  /** Post into this community (its page's + button). */
  communityId?: string;
}

/** The create-post modal (sidebar Create, `/create`); the form unmounts, so it resets, on close. */
export function CreatePostDialog({
  open,
  onClose,
  onSubmitted,
  communityId,
}: CreatePostDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submitted = useCallback(() => {
    if (onSubmitted) {
      onSubmitted();
      return;
    }
    onClose();
    void navigate(ROUTES.feed);
  }, [navigate, onClose, onSubmitted]);

  return (
    <Modal open={open} title={t('feed:create.title')} onClose={onClose}>
      <CreatePostForm onSubmitted={submitted} communityId={communityId} />
    </Modal>
  );
}
