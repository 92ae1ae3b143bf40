import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, dataOf, TAGS, type Envelope, type Page } from '@/shared/api';
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
      query: () => '/notifications/unread-count',
      transformResponse: (body: Envelope<UnreadCountDto>) => dataOf(body).unreadCount,
      providesTags: [TAGS.notificationCount],
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
