import type { ConnectionChange as Wire } from '@/entities/connection';
import { baseApi, TAGS, type Envelope } from '@/shared/api';

/** The pair's state after a call, and the server's words for it. */
export interface ConnectionChange extends Wire {
  message?: string;
}

const toChange = (response: Envelope<Wire>): ConnectionChange => ({
  status: response.data?.status ?? 'none',
  message: response.message,
});

// Also after a failure: a 404 means the other side changed the pair (a withdrawn request), so
// the lists showing it must catch up.
const INVALIDATES = [TAGS.connection, TAGS.people, TAGS.profile];

export const connectApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    connect: build.mutation<ConnectionChange, string>({
      query: (connectId) => ({ url: '/connect', method: 'POST', body: { connectId } }),
      transformResponse: toChange,
      invalidatesTags: INVALIDATES,
    }),
    cancelConnection: build.mutation<ConnectionChange, string>({
      query: (recipientId) => ({
        url: '/cancelSentConnection',
        method: 'POST',
        body: { recipientId },
      }),
      transformResponse: toChange,
      invalidatesTags: INVALIDATES,
    }),
    acceptConnection: build.mutation<ConnectionChange, string>({
      query: (requesterId) => ({ url: '/acceptConnection', method: 'POST', body: { requesterId } }),
      transformResponse: toChange,
      invalidatesTags: INVALIDATES,
    }),
    rejectConnection: build.mutation<ConnectionChange, string>({
      query: (requesterId) => ({ url: '/rejectConnection', method: 'POST', body: { requesterId } }),
      transformResponse: toChange,
      invalidatesTags: INVALIDATES,
    }),
    disconnect: build.mutation<ConnectionChange, string>({
      query: (disconnectId) => ({ url: '/disconnect', method: 'POST', body: { disconnectId } }),
      transformResponse: toChange,
      invalidatesTags: INVALIDATES,
    }),
  }),
});

export const {
  useConnectMutation,
  useCancelConnectionMutation,
  useAcceptConnectionMutation,
  useRejectConnectionMutation,
  useDisconnectMutation,
} = connectApi;
