import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  baseApi,
  dataOf,
  listenWhileCached,
  socketConnected,
  TAGS,
  type Envelope,
  type Page,
} from '@/shared/api';
import { COUNT_READ_SOCKET_WAIT_MS } from '@/shared/config';
import type { NotificationDto, UnreadCountDto } from '../model/types';

export interface NotificationsArgs {
  limit: number;
}

/** My notifications (newest activity first, paged to the end) and the unread count. */
export const notificationApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    notifications: build.infiniteQuery<Page<NotificationDto>, NotificationsArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/notifications',
        params: pageParam
          ? { limit: queryArg.limit, cursor: pageParam }
          : { limit: queryArg.limit },
      }),
      providesTags: [TAGS.notification],
    }),
    notificationUnreadCount: build.query<number, void>({
      // Read once the socket is connected: the pushes from then on keep it current, and only a
      // later reconnection (pushes missed while away) reads it again.
      async queryFn(_arg, _api, _extra, baseQuery) {
        await socketConnected(COUNT_READ_SOCKET_WAIT_MS);
        const result = await baseQuery('/notifications/unread-count');
        if (result.error) return { error: result.error };
        return { data: dataOf(result.data as Envelope<UnreadCountDto>).unreadCount };
      },
      providesTags: [TAGS.notificationCount],
      onCacheEntryAdded: (_arg, api) =>
        listenWhileCached(api, {}, () =>
          api.dispatch(notificationApi.util.invalidateTags([TAGS.notificationCount])),
        ),
    }),
    /** Those ids, or every notification when `ids` is absent; answers the new unread count. */
    markNotificationsRead: build.mutation<number, { ids?: string[] }>({
      query: (body) => ({ url: '/notifications/read', method: 'POST', body }),
      transformResponse: (body: Envelope<UnreadCountDto>) => dataOf(body).unreadCount,
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        const { data: count } = await queryFulfilled.catch(() => ({ data: null }));
        if (count !== null) setUnreadCount(dispatch, count);
      },
      invalidatesTags: [TAGS.notification],
    }),
  }),
});

type ApiState = Parameters<typeof notificationApi.util.selectCachedArgsForQuery>[0];
/** A dispatch that takes RTK Query's cache thunks. */
export type NotificationsDispatch = ThunkDispatch<ApiState, unknown, UnknownAction>;

/** The count every badge shows, set from an answer or a push without asking again. */
export const setUnreadCount = (dispatch: NotificationsDispatch, count: number) =>
  void dispatch(notificationApi.util.upsertQueryData('notificationUnreadCount', undefined, count));

export const {
  useNotificationsInfiniteQuery,
  useNotificationUnreadCountQuery,
  useMarkNotificationsReadMutation,
} = notificationApi;
