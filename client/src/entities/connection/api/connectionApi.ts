import type { UserCard } from '@/entities/user/@x/connection';
import { baseApi, TAGS } from '@/shared/api';
import type { PendingRequest, SentRequest } from '../model/types';

interface ListEnvelope<T> {
  success: boolean;
  data: T[];
}

export const connectionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    connections: build.query<UserCard[], void>({
      query: () => '/connections',
      transformResponse: (response: ListEnvelope<UserCard>) => response.data ?? [],
      providesTags: [TAGS.connection],
    }),
    pendingConnections: build.query<PendingRequest[], void>({
      query: () => '/pendingConnections',
      transformResponse: (response: ListEnvelope<PendingRequest>) => response.data ?? [],
      providesTags: [TAGS.connection],
    }),
    sentPendingConnections: build.query<SentRequest[], void>({
      query: () => '/sentPendingConnections',
      transformResponse: (response: ListEnvelope<SentRequest>) => response.data ?? [],
      providesTags: [TAGS.connection],
    }),
  }),
});

export const { useConnectionsQuery, usePendingConnectionsQuery, useSentPendingConnectionsQuery } =
  connectionApi;
