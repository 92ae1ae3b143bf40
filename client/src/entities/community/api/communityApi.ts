import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  baseApi,
  listenWhileCached,
  TAGS,
  type Community,
  type CommunityDeletedPayload,
  dataOf,
  type CommunitySort,
  type CommunityUpdatePayload,
  type DiscoverPost,
  type Page,
  type PostUpdatePayload,
} from '@/shared/api';
import { COMMUNITIES } from '@/shared/config';

export interface CommunityListArgs {
  /** true: the viewer's communities; false: the ones to explore. */
  member?: boolean;
  /** Part of the name. */
  q?: string;
  sort?: CommunitySort;
  limit: number;
}

/** Every cached list of communities (they all refetch after the viewer joins, leaves, creates). */
export const COMMUNITY_LISTS_TAG = { type: TAGS.community, id: 'LIST' } as const;
export const DISCOVER_TAG = { type: TAGS.community, id: 'DISCOVER' } as const;

interface LiveCache<T> {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
  updateCachedData: (recipe: (draft: T) => void) => unknown;
}

interface LiveHandlers<T> {
  /** Apply a new member count. */
  count: (draft: T, event: CommunityUpdatePayload) => void;
  /** The community is gone. */
  deleted: (draft: T, communityId: string) => void;
}

/**
 * While a cache entry lives, `community_update` moves member counts in it and `community_deleted`
 * takes the community out (both are pushed to every socket: counts are public).
 */
async function followCommunityUpdates<T>(api: LiveCache<T>, handlers: LiveHandlers<T>) {
  const onUpdate = (event: CommunityUpdatePayload) => {
    if (event && typeof event.communityId === 'string') {
      api.updateCachedData((draft) => handlers.count(draft, event));
    }
  };
  const onDeleted = (event: CommunityDeletedPayload) => {
    if (event && typeof event.communityId === 'string') {
      api.updateCachedData((draft) => handlers.deleted(draft, event.communityId));
    }
  };
  await listenWhileCached(api, { community_update: onUpdate, community_deleted: onDeleted });
}

function setCount(list: Community[], { communityId, membersCount }: CommunityUpdatePayload) {
  list.forEach((c) => {
    if (c._id === communityId) c.membersCount = membersCount;
  });
}

const pagesHandlers: LiveHandlers<{ pages: Page<Community>[] }> = {
  count: (draft, event) => draft.pages.forEach((page) => setCount(page.data, event)),
  deleted: (draft, id) =>
    draft.pages.forEach((page) => {
      page.data = page.data.filter((c) => c._id !== id);
    }),
};

export const communityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /community page by page: Your Communities (member), Explore (not member). */
    getCommunities: build.infiniteQuery<Page<Community>, CommunityListArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/community',
        params: {
          limit: queryArg.limit,
          member: queryArg.member,
          q: queryArg.q || undefined,
          sort: queryArg.sort,
          cursor: pageParam ?? undefined,
        },
      }),
      providesTags: [COMMUNITY_LISTS_TAG],
      async onCacheEntryAdded(_arg, api) {
        await followCommunityUpdates(api, pagesHandlers);
      },
    }),

    /** The feed's panel: up to 5, most members first (ties: newest). */
    getSuggestedCommunities: build.query<Community[], void>({
      query: () => ({
        url: '/community',
        params: { sort: 'members', limit: COMMUNITIES.suggestedCount },
      }),
      transformResponse: (page: Page<Community>) => page.data,
      providesTags: [COMMUNITY_LISTS_TAG],
      async onCacheEntryAdded(_arg, api) {
        await followCommunityUpdates<Community[]>(api, {
          count: setCount,
          deleted: (draft, id) => {
            const at = draft.findIndex((c) => c._id === id);
            if (at >= 0) draft.splice(at, 1);
          },
        });
      },
    }),

    /** One community; members only (others get 403 NOT_A_MEMBER, shown as Access Denied). */
    getCommunity: build.query<Community, string>({
      query: (id) => `/community/${encodeURIComponent(id)}`,
      transformResponse: dataOf<Community>,
      providesTags: (_result, _error, id) => [{ type: TAGS.community, id }],
      async onCacheEntryAdded(id, api) {
        await followCommunityUpdates<Community>(api, {
          count: (draft, event) => {
            if (event.communityId === id) draft.membersCount = event.membersCount;
          },
          // The page asks again and shows that the community is gone (404).
          deleted: (_draft, deletedId) => {
            if (deletedId === id) {
              api.dispatch(baseApi.util.invalidateTags([{ type: TAGS.community, id }]));
            }
          },
        });
      },
    }),

    /** The 3 latest posts across the viewer's communities, each with its community. */
    getDiscover: build.query<DiscoverPost[], void>({
      query: () => '/community/discover',
      transformResponse: dataOf<DiscoverPost[]>,
      providesTags: [DISCOVER_TAG],
      onCacheEntryAdded(_arg, api) {
        // A member's socket hears its communities' posts: any of them may change the three.
        const onPost = (event: PostUpdatePayload) => {
          if (event?.communityId) api.dispatch(baseApi.util.invalidateTags([DISCOVER_TAG]));
        };
        const onDeleted = (event: CommunityDeletedPayload) => {
          api.updateCachedData((draft) =>
            draft.filter((p) => p.community._id !== event?.communityId),
          );
        };
        return listenWhileCached(api, { post_update: onPost, community_deleted: onDeleted });
      },
    }),
  }),
});

export const {
  useGetCommunitiesInfiniteQuery,
  useGetSuggestedCommunitiesQuery,
  useGetCommunityQuery,
  useGetDiscoverQuery,
} = communityApi;

type CommunityState = Parameters<typeof communityApi.util.selectCachedArgsForQuery>[0];
type CommunityDispatch = ThunkDispatch<CommunityState, unknown, UnknownAction>;

/**
 * I left a community: its cached page now says so (Access Denied, with Join) without asking the
 * server, which would only answer 403 to a non-member.
 */
export const markCommunityLeft = (dispatch: CommunityDispatch, communityId: string) =>
  void dispatch(
    communityApi.util.updateQueryData('getCommunity', communityId, (draft) => {
      draft.isMember = false;
    }),
  );
