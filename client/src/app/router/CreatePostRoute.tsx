import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { CreatePostDialog } from '@/features/create-post';
import { ROUTES } from '@/shared/config';
import { PlaceholderPage } from '@/shared/ui';

/** `/create`: the create-post dialog over the feed; closing it lands on the feed. */
export function CreatePostRoute() {
  const navigate = useNavigate();
  const close = useCallback(() => navigate(ROUTES.feed, { replace: true }), [navigate]);
  return (
    <>
      <PlaceholderPage />
      <CreatePostDialog open onClose={close} />
    </>
  );
}
