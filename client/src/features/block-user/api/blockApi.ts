import {
  baseApi,
  TAGS,
  type BlockedUser,
  type BlockedUsersPage,
  type Envelope,
  type PublicUser,
} from '@/shared/api';

export interface BlockedUsersArgs {
  /** Part of a user name or full name. */
  q?: string;
  limit?: number;
}

/**
 * Everything a block hides: the people lists, profiles, posts (the feed loses the user's posts),
 * threads, follow and connection state, the chat with that user, and their notifications (the
 * list and the unread badge).
 */
export const HIDDEN_BY_A_BLOCK = [
  TAGS.blocked,
  TAGS.people,
  TAGS.profile,
  TAGS.post,
  TAGS.comment,
  TAGS.follow,
  TAGS.connection,
  TAGS.currentUser,
  TAGS.chat,
  TAGS.notification,
  TAGS.notificationCount,
];

/** Block, unblock, the blocked accounts (paged to their end) and the user-name lookup. */
export const blockApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    blockUser: build.mutation<Envelope<undefined>, string>({
      query: (userId) => ({
        url: `/settings/block/${encodeURIComponent(userId)}`,
        method: 'POST',
      }),
      invalidatesTags: (result) => (result ? HIDDEN_BY_A_BLOCK : []),
    }),
    unblockUser: build.mutation<Envelope<undefined>, string>({
      query: (userId) => ({
        url: `/settings/block/${encodeURIComponent(userId)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (result) => (result ? HIDDEN_BY_A_BLOCK : []),
    }),
    blockedUsers: build.infiniteQuery<BlockedUsersPage, BlockedUsersArgs, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor,
      },
      query: ({ queryArg, pageParam }) => ({
        url: '/settings/blocked-users',
        params: Object.fromEntries(
          Object.entries({ details: 'true', ...queryArg, cursor: pageParam }).filter(
            ([, v]) => v !== undefined && v !== null && v !== '',
          ),
        ),
      }),
      providesTags: [TAGS.blocked],
    }),
    userByName: build.query<PublicUser, string>({
      query: (userName) => `/users/username/${encodeURIComponent(userName)}`,
      transformResponse: (body: Envelope<PublicUser>) => body.data as PublicUser,
    }),
  }),
});

export const {
  useBlockUserMutation,
  useUnblockUserMutation,
  useBlockedUsersInfiniteQuery,
  useLazyUserByNameQuery,
} = blockApi;
export type { BlockedUser };
