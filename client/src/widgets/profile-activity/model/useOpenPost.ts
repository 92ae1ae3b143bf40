import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PostDto } from '@/entities/post';

/**
 * `?post=<id>` opens that post's comments over the page (as on /feed), found among the posts the
 * page has loaded, so the overlay shows the cached post and follows its changes.
 */
export function useOpenPost(...lists: PostDto[][]) {
  const [params, setParams] = useSearchParams();
  const openId = params.get('post');
  let openPost: PostDto | null = null;
  if (openId) {
    for (const list of lists) {
      openPost = list.find((p) => p._id === openId) ?? null;
      if (openPost) break;
    }
  }
  const open = useCallback((post: PostDto) => setParams({ post: post._id }), [setParams]);
  const close = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return { openPost, open, close };
}
