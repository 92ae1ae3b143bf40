import { useState } from 'react';
import toast from 'react-hot-toast';
import { IoBookmark, IoBookmarkOutline } from 'react-icons/io5';
import { patchCounts, patchPost, usePostCache, type PostDto } from '@/entities/post';
import { ActionButton, toastError } from '@/shared/ui';
import { useSavePostMutation } from '../api/saveApi';
import { useTranslation } from '@/shared/i18n';

export interface SaveButtonProps {
  post: Pick<PostDto, '_id' | 'isSaved'>;
}

/** Save toggles locally at once and shows the server's message. */
export function SaveButton({ post }: SaveButtonProps) {
  const { t } = useTranslation();
  const [save, { isLoading }] = useSavePostMutation();
  const cache = usePostCache();
  const [state, setState] = useState({ saved: post.isSaved, from: post.isSaved });
  let saved = state.saved;
  if (state.from !== post.isSaved) {
    saved = post.isSaved;
    setState({ saved, from: post.isSaved });
  }

  const onClick = async () => {
    const before = saved;
    setState((s) => ({ ...s, saved: !before }));
    const result = await save(post._id);
    if ('data' in result && result.data) {
      const now = result.data.data?.saved ?? !before;
      setState((s) => ({ ...s, saved: now }));
      patchPost(cache, post._id, (p) => {
        p.isSaved = now;
      });
      if (result.data.data) patchCounts(cache, post._id, result.data.data);
      toast.success(
        result.data.message ?? t(now ? 'feed:engagement.saved' : 'feed:engagement.unsaved'),
      );
    } else {
      setState((s) => ({ ...s, saved: before }));
      toastError(result.error, t('feed:engagement.saveFailed'));
    }
  };

  return (
    <ActionButton
      label={t('feed:actions.save')}
      icon={saved ? <IoBookmark /> : <IoBookmarkOutline />}
      pressed={saved}
      disabled={isLoading}
      onClick={() => void onClick()}
    />
  );
}
