import { baseApi, TAGS } from '@/shared/api';
import type { MutualSuggestion, Page, TeamSuggestion, UserCard } from '../model/types';

interface PageEnvelope<T> {
  success: boolean;
  data: T[];
  nextCursor: string | null;
}

interface ListEnvelope<T> {
  success: boolean;
  data: T[];
}

export interface PageArgs {
  limit?: number;
  cursor?: string;
}

const toPage = <T>(response: PageEnvelope<T>): Page<T> => ({
  items: response.data ?? [],
  nextCursor: response.nextCursor ?? null,
});

const params = (args: Record<string, string | number | undefined>) =>
  Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined && v !== ''));

/** Lists of people: follow lists, user search and recommendations (all relative to me). */
export const peopleApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    followers: build.query<Page<UserCard>, PageArgs & { userId?: string }>({
      query: (args) => ({ url: '/getUserFollowers', params: params({ ...args }) }),
      transformResponse: toPage<UserCard>,
      providesTags: [TAGS.follow, TAGS.people],
    }),
    following: build.query<Page<UserCard>, PageArgs & { userId?: string }>({
      query: (args) => ({ url: '/getUserFollowing', params: params({ ...args }) }),
      transformResponse: toPage<UserCard>,
      providesTags: [TAGS.follow, TAGS.people],
    }),
    usersNotFollowed: build.query<Page<UserCard>, PageArgs>({
      query: (args) => ({ url: '/userNotFollowed', params: params({ ...args }) }),
      transformResponse: toPage<UserCard>,
      providesTags: [TAGS.follow, TAGS.people],
    }),
    searchUsers: build.query<Page<UserCard>, PageArgs & { q: string }>({
      query: (args) => ({ url: '/users/search', params: params({ ...args }) }),
      transformResponse: toPage<UserCard>,
      providesTags: [TAGS.people],
    }),
    mutualSuggestions: build.query<MutualSuggestion[], { limit?: number; offset?: number }>({
      query: (args) => ({ url: '/recommendations/mutual', params: params({ ...args }) }),
      transformResponse: (response: ListEnvelope<MutualSuggestion>) => response.data ?? [],
      providesTags: [TAGS.people],
    }),
    teamSuggestions: build.query<TeamSuggestion[], { limit?: number; offset?: number }>({
      query: (args) => ({ url: '/recommendations/teams', params: params({ ...args }) }),
      transformResponse: (response: ListEnvelope<TeamSuggestion>) => response.data ?? [],
      providesTags: [TAGS.people],
    }),
  }),
});

export const {
  useFollowersQuery,
  useFollowingQuery,
  useUsersNotFollowedQuery,
  useSearchUsersQuery,
  useMutualSuggestionsQuery,
  useTeamSuggestionsQuery,
} = peopleApi;
