import type { ConnectionStatus } from '@/entities/user';
import { baseApi, TAGS } from '@/shared/api';

interface StatusEnvelope {
  success: boolean;
  message?: string;
  data: { status: ConnectionStatus };
}

export interface ConnectionChange {
  status: ConnectionStatus;
  message?: string;
}

const toChange = (response: StatusEnvelope): ConnectionChange => ({
  status: response.data?.status ?? 'none',
  message: response.message,
});

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
