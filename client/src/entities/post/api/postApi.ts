import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  baseApi,
  listenWhileCached,
  READ_ONCE,
  TAGS,
  type AccountGonePayload,
  type CommunityDeletedPayload,
  type Envelope,
  type FollowUpdatePayload,
  type MyEngagementPayload,
  type Page,
  type PostCounts,
  type PostCountsPayload,
  type PostMediaFilter,
} from '@/shared/api';
import { POSTS } from '@/shared/config';
import { readStoredUser } from '@/shared/lib';
import type { PostDto, PostUpdateEvent } from '../model/types';
import {
  addPendingComment,
  endPendingComment,
  rememberCounts,
  takeEditedPost,
  takeMyEngagement,
  takeNewerCounts,
  withNewestCounts,
} from '../lib/newerCounts';

export interface FeedArgs {
  limit: number;
  /** Only video posts (reels) or only image posts, filtered by the server. */
  media?: PostMediaFilter;
}

export interface SavedPostsArgs {
  limit: number;
}

export interface UserPostsArgs {
  /** Omitted: the caller's own posts. */
  userId?: string;
  limit: number;
}

export interface CommunityPostsArgs {
  communityId: string;
  limit: number;
}

export interface EditPostArgs {
  postId: string;
  title: string;
}

type PostsHeadArgs =
  | ({ source: 'feed' } & FeedArgs)
  | ({ source: 'user' } & UserPostsArgs)
  | ({ source: 'saved' } & SavedPostsArgs)
  | ({ source: 'community' } & CommunityPostsArgs);

const FEED_TAG = { type: TAGS.post, id: 'FEED' } as const;
/** The caller's saved posts: saving or unsaving anywhere invalidates it. */
export const SAVED_POSTS_TAG = { type: TAGS.post, id: 'SAVED' } as const;
/** The post lists RTK Query caches; every helper below walks all of them. */
const POST_LISTS = ['getAllPost', 'getUserPosts', 'getSavedPosts', 'getCommunityPosts'] as const;

function feedParams(args: FeedArgs, cursor: string | null | undefined) {
  return { limit: args.limit, media: args.media, cursor: cursor ?? undefined };
}

function pageTags(pages: Page<PostDto>[] | undefined) {
  return (pages ?? []).flatMap((page) =>
    page.data.map((post) => ({ type: TAGS.post, id: post._id })),
  );
}

function userParams(args: UserPostsArgs, cursor: string | null | undefined) {
  return { userId: args.userId, limit: args.limit, cursor: cursor ?? undefined };
}

function communityPostsQuery(args: CommunityPostsArgs, cursor: string | null | undefined) {
  return {
    url: `/community/${encodeURIComponent(args.communityId)}/posts`,
    params: { limit: args.limit, cursor: cursor ?? undefined },
  };
}

function headRequest(arg: PostsHeadArgs) {
  switch (arg.source) {
    case 'feed':
      return { url: '/getAllPost', params: feedParams(arg, null) };
    case 'saved':
      return { url: '/getSavedPosts', params: { limit: arg.limit } };
    case 'user':
      return { url: '/getUserPosts', params: userParams(arg, null) };
    case 'community':
      return communityPostsQuery(arg, null);
  }
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
        params: feedParams(queryArg, pageParam),
      }),
      providesTags: (result) => [FEED_TAG, ...pageTags(result?.pages)],
      onQueryStarted: keepNewestCounts,
      async onCacheEntryAdded(arg, api) {
        await followPostUpdates(api, () =>
          api.dispatch(headQuery({ source: 'feed', ...arg })).unwrap(),
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
      onQueryStarted: keepNewestCounts,
      async onCacheEntryAdded(arg, api) {
        const authorId = arg.userId ?? readStoredUser()?._id;
        await followPostUpdates(
          api,
          () => api.dispatch(headQuery({ source: 'user', ...arg })).unwrap(),
          // Posts by anyone else say nothing about this user's list.
          (event) => event.authorId === authorId,
        );
      },
    }),

    /** The caller's saved posts, the latest save first. */
    getSavedPosts: build.infiniteQuery<Page<PostDto>, SavedPostsArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/getSavedPosts',
        params: { limit: queryArg.limit, cursor: pageParam ?? undefined },
      }),
      providesTags: (result) => [SAVED_POSTS_TAG, ...pageTags(result?.pages)],
      onQueryStarted: keepNewestCounts,
      async onCacheEntryAdded(arg, api) {
        // A save or unsave in another tab of mine changes which posts this list holds.
        const onMine = (event: MyEngagementPayload) => {
          if (isMyEngagement(event) && event.kind === 'save')
            api.dispatch(postApi.util.invalidateTags([SAVED_POSTS_TAG]));
        };
        await Promise.all([
          followPostUpdates(api, () =>
            api.dispatch(headQuery({ source: 'saved', ...arg })).unwrap(),
          ),
          listenWhileCached(api, { my_engagement: onMine }),
        ]);
      },
    }),

    /** A community's posts (members only: others get 403 NOT_A_MEMBER). */
    getCommunityPosts: build.infiniteQuery<Page<PostDto>, CommunityPostsArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => communityPostsQuery(queryArg, pageParam),
      providesTags: (result, _error, arg) => [
        { type: TAGS.post, id: `COMMUNITY-${arg.communityId}` },
        ...pageTags(result?.pages),
      ],
      onQueryStarted: keepNewestCounts,
      async onCacheEntryAdded(arg, api) {
        await followPostUpdates(
          api,
          () => api.dispatch(headQuery({ source: 'community', ...arg })).unwrap(),
          // Every other push (public posts, other communities) says nothing about this list.
          (event) => event.communityId === arg.communityId,
        );
      },
    }),

    /** First page, uncached: what arrived since the cached pages were read. */
    getPostsHead: build.query<Page<PostDto>, PostsHeadArgs>({
      query: headRequest,
      transformResponse: (page: Page<PostDto>) => withNewestCounts(page),
      keepUnusedDataFor: 0,
    }),

    createPost: build.mutation<Envelope<PostDto>, FormData>({
      query: (body) => ({ url: '/createPost', method: 'POST', body }),
      // The author's profile counts posts.
      invalidatesTags: (result) =>
        result?.data ? [{ type: TAGS.profile, id: result.data.createdBy._id }] : [],
      async onQueryStarted(_body, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.data) prependPost({ dispatch, getState }, data.data);
      },
    }),

    /** One post by id (a link or a notification about a post the lists have not loaded). */
    getPost: build.query<PostDto, string>({
      query: (postId) => `/getPost/${encodeURIComponent(postId)}`,
      transformResponse: (body: Envelope<PostDto>) => withNewestCounts(body.data as PostDto),
      providesTags: (_result, _error, postId) => [{ type: TAGS.post, id: postId }],
      async onCacheEntryAdded(postId, api) {
        const onCounts = (event: PostCountsPayload) => {
          if (!isCountsPush(event) || event.postId !== postId) return;
          rememberCounts(postId, event.counts);
          api.updateCachedData((post) => void takeNewerCounts(post, event.counts));
        };
        const onMine = (event: MyEngagementPayload) => {
          if (!isMyEngagement(event) || event.postId !== postId) return;
          rememberCounts(postId, event.counts);
          api.updateCachedData((post) => takeMyEngagement(post, event));
        };
        // Counts pushed before the socket connected (or while it was away) were lost: read again.
        const catchUp = () =>
          void api.dispatch(postApi.endpoints.getPost.initiate(postId, READ_ONCE));
        await listenWhileCached(api, { post_counts: onCounts, my_engagement: onMine }, catchUp);
      },
    }),

    deletePost: build.mutation<Envelope<undefined>, string>({
      query: (postId) => ({ url: '/deletePost', method: 'POST', body: { postId } }),
      invalidatesTags: (result) => (result ? [TAGS.profile] : []),
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
          patchPost({ dispatch, getState }, postId, (post) => takeEditedPost(post, fresh));
        }
      },
    }),
  }),
});

const headQuery = (arg: PostsHeadArgs) => postApi.endpoints.getPostsHead.initiate(arg, READ_ONCE);

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

type PostListName = (typeof POST_LISTS)[number];

/** Applies `recipe` to every cached post list (those `accepts` lets through, default all). */
function updatePostLists(
  api: CacheApi,
  recipe: (draft: PostsCacheDraft) => void,
  accepts: (
    list: PostListName,
    arg: FeedArgs | UserPostsArgs | SavedPostsArgs | CommunityPostsArgs,
  ) => boolean = () => true,
) {
  const state = api.getState() as ApiState;
  const dispatch = api.dispatch as StateDispatch;
  for (const list of POST_LISTS) {
    postApi.util
      .selectCachedArgsForQuery(state, list)
      .filter((arg) => accepts(list, arg))
      // `arg` was read from this very list's cache; TypeScript cannot pair the two in the union.
      .forEach((arg) => dispatch(postApi.util.updateQueryData(list, arg as never, recipe)));
  }
}

/**
 * A post's counts as an answer or a push gave them: every cached list that shows the post takes
 * them if they are newer, and a page still being read takes them when it lands.
 */
export function patchCounts(api: CacheApi, postId: string, counts: PostCounts) {
  rememberCounts(postId, counts);
  patchPost(api, postId, (post) => void takeNewerCounts(post, counts));
}

/**
 * Counts a comment of mine before the server answers, in every copy of the post; `settle` says
 * whether the server kept it.
 */
export function countCommentAhead(api: CacheApi, postId: string) {
  patchPost(api, postId, addPendingComment);
  return {
    settle: (kept: boolean) => patchPost(api, postId, (post) => endPendingComment(post, kept)),
  };
}

/**
 * A list's pages as read, with the newer counts heard while they were being read laid over them
 * (a refetch of several pages lands all at once, after pushes that came in between).
 */
async function keepNewestCounts(
  _arg: unknown,
  api: {
    queryFulfilled: Promise<unknown>;
    updateCachedData: (recipe: (draft: PostsCacheDraft) => void) => unknown;
  },
) {
  const landed = await api.queryFulfilled.then(
    () => true,
    () => false,
  );
  if (landed)
    api.updateCachedData((draft) => draft.pages.forEach((page) => withNewestCounts(page)));
}

/** Changes one post wherever it is cached (feed, profiles, the post read alone). */
export function patchPost(api: CacheApi, postId: string, recipe: (post: PostDto) => void) {
  updatePostLists(api, (draft) => forEachCopy(draft, postId, recipe));
  // The post read alone (opened from a link or a notification), if it is.
  (api.dispatch as StateDispatch)(postApi.util.updateQueryData('getPost', postId, recipe));
}

/** Applies `recipe` to the post `postId` wherever the list's pages hold it. */
function forEachCopy(draft: PostsCacheDraft, postId: string, recipe: (post: PostDto) => void) {
  draft.pages.forEach((page) =>
    page.data.forEach((post) => {
      if (post._id === postId) recipe(post);
    }),
  );
}

/**
 * After I (un)follow someone: every cached post by them, in every list, says so at once (post
 * cards, the comments overlay that shows a cached post, reels, profiles).
 */
export function patchAuthorFollowing(api: CacheApi, authorId: string, following: boolean) {
  updatePostLists(api, (draft) => setAuthorFollowing(draft, authorId, following));
}

function setAuthorFollowing(draft: PostsCacheDraft, authorId: string, following: boolean) {
  draft.pages.forEach((page) =>
    page.data.forEach((post) => {
      if (post.createdBy._id === authorId && post.isFollowingAuthor !== following) {
        post.isFollowingAuthor = following;
      }
    }),
  );
}

function removePost(api: CacheApi, postId: string) {
  updatePostLists(api, (draft) => removeWhere(draft, (post) => post._id === postId));
}

/**
 * Drops a community's posts from every cached list: the viewer left the community (or it was
 * deleted), so the feed and profiles no longer show them.
 */
export function removeCommunityPosts(api: CacheApi, communityId: string) {
  updatePostLists(api, (draft) => removeWhere(draft, (post) => post.communityId === communityId));
}

function removeWhere(draft: PostsCacheDraft, gone: (post: PostDto) => boolean) {
  draft.pages.forEach((page) => {
    page.data = page.data.filter((post) => !gone(post));
  });
}

/** A post I just created goes on top of the lists it belongs to (not saved posts, not reels). */
function prependPost(api: CacheApi, created: PostDto) {
  updatePostLists(
    api,
    (draft) => prependNew(draft, [created]),
    (list, arg) => {
      if (list === 'getAllPost') return matchesMedia((arg as FeedArgs).media, created);
      if (list === 'getUserPosts') {
        const { userId } = arg as UserPostsArgs;
        return userId === undefined || userId === created.createdBy._id;
      }
      if (list === 'getCommunityPosts') {
        return (arg as CommunityPostsArgs).communityId === created.communityId;
      }
      return false;
    },
  );
}

function matchesMedia(media: PostMediaFilter | undefined, post: PostDto): boolean {
  if (media === 'video') return !!post.postVideo;
  if (media === 'image') return !!post.postImage;
  return true;
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
  getCacheEntry: () => { data?: PostsCacheDraft; fulfilledTimeStamp?: number };
  updateCachedData: (recipe: (draft: PostsCacheDraft) => void) => unknown;
}

/** A `post_counts` push as the contract has it (anything else is ignored). */
function isCountsPush(event: PostCountsPayload | undefined): event is PostCountsPayload {
  return (
    !!event && typeof event.postId === 'string' && typeof event.counts?.countsVersion === 'number'
  );
}

/** A `my_engagement` push as the contract has it. */
function isMyEngagement(event: MyEngagementPayload | undefined): event is MyEngagementPayload {
  return isCountsPush(event) && ['like', 'save', 'repost'].includes(event.kind);
}

/**
 * Keeps one cached list in step with `post_update` pushes (those `accepts` lets through): a new
 * post is read from the first page and put on top, a deleted one leaves, an edited one refetches
 * the lists that show it. A deleted community takes its posts out of the list.
 */
async function followPostUpdates(
  api: CacheLifecycle,
  readHead: () => Promise<Page<PostDto>>,
  accepts: (event: PostUpdateEvent) => boolean = () => true,
) {
  const onUpdate = (event: PostUpdateEvent) => {
    if (!event || typeof event.postId !== 'string' || !accepts(event)) return;
    if (event.action === 'deleted') {
      api.updateCachedData((draft) => removeWhere(draft, (post) => post._id === event.postId));
    } else if (event.action === 'created') {
      readHead().then(
        (head) => api.updateCachedData((draft) => prependNew(draft, head.data)),
        () => undefined,
      );
    } else if (containsPost(api.getCacheEntry().data, event.postId)) {
      api.dispatch(postApi.util.invalidateTags([{ type: TAGS.post, id: event.postId }]));
    }
  };
  // I followed or unfollowed someone (in another tab too): my cached posts by them follow suit.
  const onFollow = (event: FollowUpdatePayload) => {
    if (!event || event.followerId !== readStoredUser()?._id) return;
    api.updateCachedData((draft) => setAuthorFollowing(draft, event.followingId, event.following));
  };
  /** Counts heard of a post: remembered, and laid on it here if this list shows it. */
  const heard = (postId: string, counts: PostCounts, recipe: (post: PostDto) => void) => {
    rememberCounts(postId, counts);
    if (!containsPost(api.getCacheEntry().data, postId)) return;
    api.updateCachedData((draft) => forEachCopy(draft, postId, recipe));
  };
  // Someone liked, saved, reposted or commented: the counters move where the post is shown.
  const onCounts = (event: PostCountsPayload) => {
    if (!isCountsPush(event)) return;
    heard(event.postId, event.counts, (post) => void takeNewerCounts(post, event.counts));
  };
  // I liked, saved or reposted in another tab: the post shows it here too.
  const onMine = (event: MyEngagementPayload) => {
    if (!isMyEngagement(event)) return;
    heard(event.postId, event.counts, (post) => takeMyEngagement(post, event));
  };
  // Pushes sent while the socket was away (or before it first connected, when this list was read
  // first) were lost: the first page read again brings new posts and newer counts. Not when the
  // list was read moments ago (the socket connecting right after the page's first read): that
  // read is as fresh as a second one would be, and each count push carries whole numbers anyway.
  const catchUp = () => {
    const readAt = api.getCacheEntry().fulfilledTimeStamp ?? 0;
    if (Date.now() - readAt < POSTS.catchUpAfterMs) return;
    void readHead().then(
      (head) =>
        api.updateCachedData((draft) => {
          const heard = new Map(head.data.map((post) => [post._id, post]));
          draft.pages.forEach((page) =>
            page.data.forEach((post) => {
              const fresh = heard.get(post._id);
              if (fresh) takeNewerCounts(post, fresh);
            }),
          );
          prependNew(draft, head.data);
        }),
      () => undefined,
    );
  };
  const onCommunityDeleted = (event: CommunityDeletedPayload) => {
    if (!event || typeof event.communityId !== 'string') return;
    api.updateCachedData((draft) =>
      removeWhere(draft, (post) => post.communityId === event.communityId),
    );
  };
  // An author put their account to sleep or deleted it: their posts leave at once.
  const onAccountGone = (event: AccountGonePayload) => {
    if (!event || typeof event.userId !== 'string') return;
    api.updateCachedData((draft) =>
      removeWhere(draft, (post) => post.createdBy?._id === event.userId),
    );
  };
  await listenWhileCached(
    api,
    {
      post_update: onUpdate,
      post_counts: onCounts,
      my_engagement: onMine,
      follow_update: onFollow,
      community_deleted: onCommunityDeleted,
      account_gone: onAccountGone,
    },
    catchUp,
  );
}

export const {
  useGetPostQuery,
  useGetAllPostInfiniteQuery,
  useGetUserPostsInfiniteQuery,
  useGetSavedPostsInfiniteQuery,
  useGetCommunityPostsInfiniteQuery,
  useCreatePostMutation,
  useDeletePostMutation,
  useEditPostMutation,
} = postApi;
