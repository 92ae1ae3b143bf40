import { baseApi, TAGS, type Page, type UserCard } from '@/shared/api';
import type { PendingRequest, SentRequest } from '../model/types';

const byCursor = {
  initialPageParam: null,
  getNextPageParam: (lastPage: Page<unknown>) => lastPage.nextCursor,
};

const pageParams = (limit: number, cursor: string | null) =>
  cursor ? { limit, cursor } : { limit };

/** My connections and requests, each paged to its end by the server's keyset cursor. */
export const connectionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    connections: build.infiniteQuery<Page<UserCard>, { limit: number }, string | null>({
      infiniteQueryOptions: byCursor,
      query: ({ queryArg, pageParam }) => ({
        url: '/connections',
        params: pageParams(queryArg.limit, pageParam),
      }),
      providesTags: [TAGS.connection],
    }),
    pendingConnections: build.infiniteQuery<Page<PendingRequest>, { limit: number }, string | null>(
      {
        infiniteQueryOptions: byCursor,
        query: ({ queryArg, pageParam }) => ({
          url: '/pendingConnections',
          params: pageParams(queryArg.limit, pageParam),
        }),
        providesTags: [TAGS.connection],
      },
    ),
    sentPendingConnections: build.infiniteQuery<
      Page<SentRequest>,
      { limit: number },
      string | null
    >({
      infiniteQueryOptions: byCursor,
      query: ({ queryArg, pageParam }) => ({
        url: '/sentPendingConnections',
        params: pageParams(queryArg.limit, pageParam),
      }),
      providesTags: [TAGS.connection],
    }),
  }),
});

export const {
  useConnectionsInfiniteQuery,
  usePendingConnectionsInfiniteQuery,
  useSentPendingConnectionsInfiniteQuery,
} = connectionApi;
