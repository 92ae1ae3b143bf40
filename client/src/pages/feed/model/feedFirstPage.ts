import { postApi } from '@/entities/post';
import { POSTS } from '@/shared/config';

/** The feed's query argument: the page's query and the router's prefetch share one cache entry. */
export const FEED_ARGS = { limit: POSTS.feedPageSize };

/**
 * The feed's first page, for the route's loader: requested as soon as the page's code has run,
 * before React renders the layout and the page (a few hundred milliseconds on a slow phone); the
 * page's query then finds it in flight. Unsubscribed: the page holds it from then on.
 */
export const prefetchFeedFirstPage = () =>
  postApi.endpoints.getAllPost.initiate(FEED_ARGS, { subscribe: false });
