import { baseApi, TAGS, type Envelope, type Page } from '@/shared/api';
import type { MutualSuggestion, TeamSuggestion, UserCard } from '../model/types';

export interface PageArgs {
  limit?: number;
}

const params = (args: Record<string, string | number | null | undefined>) =>
  Object.fromEntries(
    Object.entries(args).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  );

const byCursor = {
  initialPageParam: null,
  getNextPageParam: (lastPage: Page<UserCard>) => lastPage.nextCursor,
};

/**
 * Lists of people relative to me. The unbounded ones (follow lists, search) page by keyset
 * cursor to their end; recommendations are ranked (limit and offset).
 */
export const peopleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    followers: build.infiniteQuery<Page<UserCard>, PageArgs & { userId?: string }, string | null>({
      infiniteQueryOptions: byCursor,
      query: ({ queryArg, pageParam }) => ({
        url: '/getUserFollowers',
        params: params({ ...queryArg, cursor: pageParam }),
      }),
      providesTags: [TAGS.follow, TAGS.people],
    }),
    following: build.infiniteQuery<Page<UserCard>, PageArgs & { userId?: string }, string | null>({
      infiniteQueryOptions: byCursor,
      query: ({ queryArg, pageParam }) => ({
        url: '/getUserFollowing',
        params: params({ ...queryArg, cursor: pageParam }),
      }),
      providesTags: [TAGS.follow, TAGS.people],
    }),
    usersNotFollowed: build.infiniteQuery<Page<UserCard>, PageArgs, string | null>({
      infiniteQueryOptions: byCursor,
      query: ({ queryArg, pageParam }) => ({
        url: '/userNotFollowed',
        params: params({ ...queryArg, cursor: pageParam }),
      }),
      providesTags: [TAGS.follow, TAGS.people],
    }),
    searchUsers: build.infiniteQuery<Page<UserCard>, PageArgs & { q: string }, string | null>({
      infiniteQueryOptions: byCursor,
      query: ({ queryArg, pageParam }) => ({
        url: '/users/search',
        params: params({ ...queryArg, cursor: pageParam }),
      }),
      providesTags: [TAGS.people],
      // A term typed again asks again: who may be found changes (a user who allows search by
      // email, a new account), and the answer a minute ago may no longer hold.
      keepUnusedDataFor: 0,
    }),
    mutualSuggestions: build.query<MutualSuggestion[], { limit?: number; offset?: number }>({
      query: (args) => ({ url: '/recommendations/mutual', params: params({ ...args }) }),
      transformResponse: (response: Envelope<MutualSuggestion[]>) => response.data ?? [],
      providesTags: [TAGS.people],
    }),
    teamSuggestions: build.query<TeamSuggestion[], { limit?: number; offset?: number }>({
      query: (args) => ({ url: '/recommendations/teams', params: params({ ...args }) }),
      transformResponse: (response: Envelope<TeamSuggestion[]>) => response.data ?? [],
      providesTags: [TAGS.people],
    }),
  }),
});

export const {
  useFollowersInfiniteQuery,
  useFollowingInfiniteQuery,
  useUsersNotFollowedInfiniteQuery,
  useSearchUsersInfiniteQuery,
  useMutualSuggestionsQuery,
  useTeamSuggestionsQuery,
} = peopleApi;
