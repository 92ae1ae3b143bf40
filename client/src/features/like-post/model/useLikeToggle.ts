import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { patchCounts, patchPost, usePostCache, type PostDto } from '@/entities/post';
import type { LikeAnswer } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { toastError } from '@/shared/ui';
import { useLikePostMutation, useUnlikePostMutation } from '../api/likeApi';

const FAILED = 'feed:engagement.likeFailed';

type LikeSource = Pick<PostDto, '_id' | 'isLiked' | 'numOfLikes' | 'countsVersion'>;

function isConflict(error: unknown): boolean {
  return !!error && typeof error === 'object' && 'status' in error && error.status === 409;
}

/**
 * Optimistic like toggle (SPEC §4): like +1, unlike −1 at once; a 409 on like sends an unlike
 * instead; a failed unlike (or like) puts the previous state back.
 */
export function useLikeToggle(post: LikeSource) {
  const [like, unlike] = [useLikePostMutation()[0], useUnlikePostMutation()[0]];
  const cache = usePostCache();
  const busy = useRef(false);
  const [state, setState] = useState({
    liked: post.isLiked,
    count: post.numOfLikes,
    from: post,
  });
  // The post changed under us (refetch, another card): follow the server's values.
  let current = state;
  if (state.from.isLiked !== post.isLiked || state.from.numOfLikes !== post.numOfLikes) {
    current = { liked: post.isLiked, count: post.numOfLikes, from: post };
    setState(current);
  }

  /**
   * The server's answer: the like as it is now, and the counts if the answer carried them. Counts
   * pushed meanwhile with a newer `countsVersion` (someone else liked at the same moment) already
   * include this like: the older answer must not take them back.
   */
  const settle = (liked: boolean, fallbackCount: number, counts?: LikeAnswer) => {
    // `s.from` is the post as the card last received it, pushes included.
    const countOf = (shown: LikeSource) =>
      !counts
        ? fallbackCount
        : shown.countsVersion > counts.countsVersion
          ? shown.numOfLikes
          : counts.numOfLikes;
    setState((s) => ({ ...s, liked, count: countOf(s.from) }));
    patchPost(cache, post._id, (p) => {
      p.isLiked = liked;
    });
    if (counts) patchCounts(cache, post._id, counts);
  };

  const toggle = async () => {
    if (busy.current) return;
    busy.current = true;
    const before = { liked: current.liked, count: current.count };
    try {
      if (!before.liked) {
        setState((s) => ({ ...s, liked: true, count: before.count + 1 }));
        const liked = await like(post._id);
        if ('data' in liked && liked.data) {
          settle(true, before.count + 1, liked.data.data);
          toast.success(i18n.t('feed:engagement.liked'));
          return;
        }
        if (!isConflict(liked.error)) {
          setState((s) => ({ ...s, ...before }));
          toastError(liked.error, i18n.t(FAILED));
          return;
        }
        // Already liked on the server: the click meant to toggle, so take the like away.
        const removed = await unlike(post._id);
        if ('data' in removed && removed.data) {
          settle(false, Math.max(0, before.count - 1), removed.data.data);
          // A like the server already had (409) was turned into an unlike.
          toast(i18n.t('feed:engagement.likeRemoved'));
        } else {
          setState((s) => ({ ...s, ...before }));
          toastError(removed.error, i18n.t(FAILED));
        }
        return;
      }
      setState((s) => ({ ...s, liked: false, count: Math.max(0, before.count - 1) }));
      const removed = await unlike(post._id);
      if ('data' in removed && removed.data) {
        settle(false, Math.max(0, before.count - 1), removed.data.data);
        toast.success(i18n.t('feed:engagement.unliked'));
      } else {
        setState((s) => ({ ...s, ...before }));
        toastError(removed.error, i18n.t(FAILED));
      }
    } finally {
      busy.current = false;
    }
  };

  return { liked: current.liked, count: current.count, toggle };
}
