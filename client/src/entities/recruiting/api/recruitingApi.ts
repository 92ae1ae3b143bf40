import { baseApi, dataOf, TAGS, type Envelope, type Page } from '@/shared/api';
import type {
  AthleteProfile,
  AthleteProfileRequest,
  Interest,
  InterestRequest,
  InterestResponse,
  Opening,
  OpeningMatch,
  OpeningRequest,
  PlayerMatch,
  PlayerSearchFilters,
  SavedSearch,
} from '@/shared/api';

export const RECRUITING_PAGE_SIZE = 10;

type Params = Record<string, string | number>;

/** The filters as query parameters: empty ones left out. */
export function searchParams(filters: PlayerSearchFilters | Record<string, unknown>): Params {
  const out: Params = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '') out[key] = value as string | number;
  }
  return out;
}

const pageQuery =
  (url: string) =>
  ({ queryArg, pageParam }: { queryArg: Params; pageParam: string | null }) => ({
    url,
    params: {
      ...queryArg,
      limit: RECRUITING_PAGE_SIZE,
      ...(pageParam ? { cursor: pageParam } : {}),
    },
  });

const infinite = {
  initialPageParam: null,
  getNextPageParam: (lastPage: { nextCursor: string | null }) => lastPage.nextCursor,
};

/** Recruiting: athlete data, openings, ranked matches and interest (server: /recruiting). */
export const recruitingApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    myAthleteProfile: build.query<AthleteProfile | null, void>({
      query: () => '/recruiting/profile',
      transformResponse: (body: Envelope<AthleteProfile | null>) => body.data ?? null,
      providesTags: [TAGS.athlete],
    }),
    saveAthleteProfile: build.mutation<AthleteProfile, AthleteProfileRequest>({
      query: (body) => ({ url: '/recruiting/profile', method: 'PUT', body }),
      transformResponse: (body: Envelope<AthleteProfile>) => dataOf(body),
      invalidatesTags: [TAGS.athlete, TAGS.opening],
    }),
    players: build.infiniteQuery<Page<AthleteProfile>, Params, string | null>({
      infiniteQueryOptions: infinite,
      query: pageQuery('/recruiting/players'),
      providesTags: [TAGS.athlete],
    }),
    openings: build.infiniteQuery<Page<Opening>, Params, string | null>({
      infiniteQueryOptions: infinite,
      query: pageQuery('/recruiting/openings'),
      providesTags: [TAGS.opening],
    }),
    createOpening: build.mutation<Opening, OpeningRequest>({
      query: (body) => ({ url: '/recruiting/openings', method: 'POST', body }),
      transformResponse: (body: Envelope<Opening>) => dataOf(body),
      invalidatesTags: [TAGS.opening],
    }),
    updateOpening: build.mutation<Opening, OpeningRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/recruiting/openings/${id}`, method: 'PUT', body }),
      transformResponse: (body: Envelope<Opening>) => dataOf(body),
      invalidatesTags: [TAGS.opening],
    }),
    deleteOpening: build.mutation<void, string>({
      query: (id) => ({ url: `/recruiting/openings/${id}`, method: 'DELETE' }),
      invalidatesTags: [TAGS.opening],
    }),
    openingMatches: build.infiniteQuery<Page<PlayerMatch>, Params, string | null>({
      infiniteQueryOptions: infinite,
      query: ({ queryArg, pageParam }) =>
        pageQuery(`/recruiting/openings/${queryArg.id}/matches`)({ queryArg: {}, pageParam }),
      providesTags: [TAGS.opening, TAGS.athlete],
    }),
    myMatches: build.infiniteQuery<Page<OpeningMatch>, Params, string | null>({
      infiniteQueryOptions: infinite,
      query: pageQuery('/recruiting/matches'),
      providesTags: [TAGS.opening, TAGS.athlete],
    }),
    interests: build.infiniteQuery<Page<Interest>, Params, string | null>({
      infiniteQueryOptions: infinite,
      query: pageQuery('/recruiting/interest'),
      providesTags: [TAGS.interest],
    }),
    sendInterest: build.mutation<Interest, InterestRequest>({
      query: (body) => ({ url: '/recruiting/interest', method: 'POST', body }),
      transformResponse: (body: Envelope<Interest>) => dataOf(body),
      invalidatesTags: [TAGS.interest],
    }),
    respondInterest: build.mutation<InterestResponse, { id: string; accept: boolean }>({
      query: ({ id, accept }) => ({
        url: `/recruiting/interest/${id}/respond`,
        method: 'POST',
        body: { accept },
      }),
      transformResponse: (body: Envelope<InterestResponse>) => dataOf(body),
      invalidatesTags: [TAGS.interest],
    }),
    saveSearch: build.mutation<SavedSearch, PlayerSearchFilters>({
      query: (filters) => ({
        url: '/recruiting/saved-searches',
        method: 'POST',
        body: { filters },
      }),
      transformResponse: (body: Envelope<SavedSearch>) => dataOf(body),
    }),
  }),
});

export const {
  useMyAthleteProfileQuery,
  useSaveAthleteProfileMutation,
  usePlayersInfiniteQuery,
  useOpeningsInfiniteQuery,
  useCreateOpeningMutation,
  useUpdateOpeningMutation,
  useDeleteOpeningMutation,
  useOpeningMatchesInfiniteQuery,
  useMyMatchesInfiniteQuery,
  useInterestsInfiniteQuery,
  useSendInterestMutation,
  useRespondInterestMutation,
  useSaveSearchMutation,
} = recruitingApi;
