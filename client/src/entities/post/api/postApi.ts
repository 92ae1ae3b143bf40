import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, getSocket, TAGS, type Envelope, type Page } from '@/shared/api';
import type { PostDto, PostUpdateEvent } from '../model/types';

export interface FeedArgs {
  limit: number;
}

export interface UserPostsArgs {
  /** Omitted: the caller's own posts. */
  userId?: string;
  limit: number;
}

export interface EditPostArgs {
  postId: string;
  title: string;
}

type PostsHeadArgs = { source: 'feed'; limit: number } | ({ source: 'user' } & UserPostsArgs);

const FEED_TAG = { type: TAGS.post, id: 'FEED' } as const;

function pageTags(pages: Page<PostDto>[] | undefined) {
  return (pages ?? []).flatMap((page) =>
    page.data.map((post) => ({ type: TAGS.post, id: post._id })),
  );
}

function userParams(args: UserPostsArgs, cursor: string | null | undefined) {
  return { userId: args.userId, limit: args.limit, cursor: cursor ?? undefined };
}

export const postApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** The home feed, page by page with the server's keyset cursor. */
    getAllPost: build.infiniteQuery<Page<PostDto>, FeedArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/getAllPost',
        params: { limit: queryArg.limit, cursor: pageParam ?? undefined },
      }),
      providesTags: (result) => [FEED_TAG, ...pageTags(result?.pages)],
      async onCacheEntryAdded(arg, api) {
        await followPostUpdates(api, () =>
          api.dispatch(headQuery({ source: 'feed', limit: arg.limit })).unwrap(),
        );
      },
    }),

    getUserPosts: build.infiniteQuery<Page<PostDto>, UserPostsArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/getUserPosts',
        params: userParams(queryArg, pageParam),
      }),
      providesTags: (result, _error, arg) => [
        { type: TAGS.post, id: `USER-${arg.userId ?? 'me'}` },
        ...pageTags(result?.pages),
      ],
      async onCacheEntryAdded(arg, api) {
        await followPostUpdates(api, () =>
          api.dispatch(headQuery({ source: 'user', ...arg })).unwrap(),
        );
      },
    }),

    /** First page, uncached: what arrived since the cached pages were read. */
    getPostsHead: build.query<Page<PostDto>, PostsHeadArgs>({
      query: (arg) =>
        arg.source === 'feed'
          ? { url: '/getAllPost', params: { limit: arg.limit } }
          : { url: '/getUserPosts', params: userParams(arg, null) },
      keepUnusedDataFor: 0,
    }),

    createPost: build.mutation<Envelope<PostDto>, FormData>({
      query: (body) => ({ url: '/createPost', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.data) prependPost({ dispatch, getState }, data.data);
      },
    }),

    deletePost: build.mutation<Envelope<undefined>, string>({
      query: (postId) => ({ url: '/deletePost', method: 'POST', body: { postId } }),
      async onQueryStarted(postId, { dispatch, getState, queryFulfilled }) {
        const ok = await queryFulfilled.then(
          () => true,
          () => false,
        );
        if (ok) removePost({ dispatch, getState }, postId);
      },
    }),

    editPost: build.mutation<Envelope<PostDto>, EditPostArgs>({
      query: (body) => ({ url: '/editPost', method: 'POST', body }),
      async onQueryStarted({ postId }, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.data) {
          const fresh = data.data;
          patchPost({ dispatch, getState }, postId, (post) => Object.assign(post, fresh));
        }
      },
    }),
  }),
});

const headQuery = (arg: PostsHeadArgs) =>
  postApi.endpoints.getPostsHead.initiate(arg, { subscribe: false, forceRefetch: true });

type ApiState = Parameters<typeof postApi.util.selectCachedArgsForQuery>[0];
type PostsDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type StateDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;

/** What cache helpers need: any store-like dispatch/getState pair (thunk-capable). */
export interface CacheApi {
  dispatch: PostsDispatch;
  getState: () => unknown;
}

interface PostsCacheDraft {
  pages: Page<PostDto>[];
}

function updateAllPostCaches(api: CacheApi, recipe: (draft: PostsCacheDraft) => void) {
  const state = api.getState() as ApiState;
  const dispatch = api.dispatch as StateDispatch;
  const patches = [
    ...postApi.util
      .selectCachedArgsForQuery(state, 'getAllPost')
      .map((arg) => dispatch(postApi.util.updateQueryData('getAllPost', arg, recipe))),
    ...postApi.util
      .selectCachedArgsForQuery(state, 'getUserPosts')
      .map((arg) => dispatch(postApi.util.updateQueryData('getUserPosts', arg, recipe))),
  ];
  return { undo: () => patches.forEach((patch) => patch.undo()) };
}

/**
 * Changes one post wherever it is cached (feed, profiles). Returns `undo` for optimistic updates.
 */
export function patchPost(api: CacheApi, postId: string, recipe: (post: PostDto) => void) {
  return updateAllPostCaches(api, (draft) => {
    draft.pages.forEach((page) =>
      page.data.forEach((post) => {
        if (post._id === postId) recipe(post);
      }),
    );
  });
}

function removePost(api: CacheApi, postId: string) {
  updateAllPostCaches(api, (draft) => {
    draft.pages.forEach((page) => {
      page.data = page.data.filter((post) => post._id !== postId);
    });
  });
}

function prependPost(api: CacheApi, created: PostDto) {
  const state = api.getState() as ApiState;
  const dispatch = api.dispatch as StateDispatch;
  const add = (draft: PostsCacheDraft) => prependNew(draft, [created]);
  postApi.util
    .selectCachedArgsForQuery(state, 'getAllPost')
    .forEach((arg) => dispatch(postApi.util.updateQueryData('getAllPost', arg, add)));
  postApi.util
    .selectCachedArgsForQuery(state, 'getUserPosts')
    .filter((arg) => arg.userId === undefined || arg.userId === created.createdBy._id)
    .forEach((arg) => dispatch(postApi.util.updateQueryData('getUserPosts', arg, add)));
}

/** Puts posts not yet in the list at its top, newest first. */
function prependNew(draft: PostsCacheDraft, posts: PostDto[]) {
  if (draft.pages.length === 0) return;
  const known = new Set(draft.pages.flatMap((page) => page.data.map((post) => post._id)));
  const fresh = posts.filter((post) => !known.has(post._id));
  if (fresh.length) draft.pages[0].data.unshift(...fresh);
}

function containsPost(draft: PostsCacheDraft | undefined, postId: string) {
  return !!draft?.pages.some((page) => page.data.some((post) => post._id === postId));
}

interface CacheLifecycle {
  dispatch: PostsDispatch;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  getCacheEntry: () => { data?: PostsCacheDraft };
  updateCachedData: (recipe: (draft: PostsCacheDraft) => void) => unknown;
}

/**
 * Keeps one cached list in step with `post_update` pushes: a new post is read from the first page
 * and put on top, a deleted one leaves, an edited one refetches the lists that show it.
 */
async function followPostUpdates(api: CacheLifecycle, readHead: () => Promise<Page<PostDto>>) {
  try {
    await api.cacheDataLoaded;
  } catch {
    return; // the entry went away before its first page arrived
  }
  const socket = getSocket();
  const onUpdate = (event: PostUpdateEvent) => {
    if (!event || typeof event.postId !== 'string') return;
    if (event.action === 'deleted') {
      api.updateCachedData((draft) => {
        draft.pages.forEach((page) => {
          page.data = page.data.filter((post) => post._id !== event.postId);
        });
      });
    } else if (event.action === 'created') {
      readHead().then(
        (head) => api.updateCachedData((draft) => prependNew(draft, head.data)),
        () => undefined,
      );
    } else if (containsPost(api.getCacheEntry().data, event.postId)) {
      api.dispatch(postApi.util.invalidateTags([{ type: TAGS.post, id: event.postId }]));
    }
  };
  socket.on('post_update', onUpdate);
  await api.cacheEntryRemoved;
  socket.off('post_update', onUpdate);
}

export const {
  useGetAllPostInfiniteQuery,
  useGetUserPostsInfiniteQuery,
  useCreatePostMutation,
  useDeletePostMutation,
  useEditPostMutation,
} = postApi;
