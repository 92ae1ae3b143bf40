import { useState } from 'react';
import toast from 'react-hot-toast';
import { IoRepeat } from 'react-icons/io5';
import { patchCounts, patchPost, usePostCache, type PostDto } from '@/entities/post';
import { ActionButton, toastError } from '@/shared/ui';
import { useRepostMutation } from '../api/repostApi';
import { useTranslation } from '@/shared/i18n';

export interface RepostButtonProps {
  post: Pick<PostDto, '_id' | 'isReposted' | 'numOfReposts'>;
}

/** Repost toggles locally (this user adds 0 or 1 to the count), then takes the server's count. */
export function RepostButton({ post }: RepostButtonProps) {
  const { t } = useTranslation();
  const [repost, { isLoading }] = useRepostMutation();
  const cache = usePostCache();
  const key = `${post.isReposted}|${post.numOfReposts}`;
  const [state, setState] = useState({
    reposted: post.isReposted,
    count: post.numOfReposts,
    key,
  });
  let current = state;
  if (state.key !== key) {
    current = { reposted: post.isReposted, count: post.numOfReposts, key };
    setState(current);
  }

  const onClick = async () => {
    const before = { reposted: current.reposted, count: current.count };
    setState((s) => ({
      ...s,
      reposted: !before.reposted,
      count: Math.max(0, before.count + (before.reposted ? -1 : 1)),
    }));
    const result = await repost(post._id);
    if ('data' in result && result.data?.data) {
      const { reposted, ...counts } = result.data.data;
      setState((s) => ({ ...s, reposted, count: counts.numOfReposts }));
      patchPost(cache, post._id, (p) => {
        p.isReposted = reposted;
      });
      patchCounts(cache, post._id, counts);
      if (result.data.message) toast.success(result.data.message);
    } else {
      setState((s) => ({ ...s, ...before }));
      toastError(result.error, t('feed:engagement.repostFailed'));
    }
  };

  return (
    <ActionButton
      label={t('feed:actions.repost')}
      icon={<IoRepeat />}
      count={current.count}
      pressed={current.reposted}
      disabled={isLoading}
      onClick={() => void onClick()}
    />
  );
}
