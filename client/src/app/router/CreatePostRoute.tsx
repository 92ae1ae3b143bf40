import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { CreatePostDialog } from '@/features/create-post';
import { FeedPage } from '@/pages/feed';
import { ROUTES } from '@/shared/config';

/** `/create`: the create-post dialog over the feed; closing it lands on the feed. */
export function CreatePostRoute() {
  const navigate = useNavigate();
  const close = useCallback(() => navigate(ROUTES.feed, { replace: true }), [navigate]);
  return (
    <>
      <FeedPage />
      <CreatePostDialog open onClose={close} onSubmitted={close} />
    </>
  );
}
