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
import type {
  ChatHistoryAnswer,
  ChatMessage,
  ChatSummary,
  ChatsAnswer,
  SendMessageAnswer,
  SendMessageBody,
  UnreadCount,
} from '../model/types';
import { appendToHistory } from '../lib/history';

/** SPEC §9: messages per history page. */
export const CHAT_PAGE_SIZE = 20;

type ChatsPage = Page<ChatSummary>;

/** The chat moves to the top of the list with its new summary (SPEC §4: re-sorted live). */
function putOnTop(pages: ChatsPage[], chat: ChatSummary): void {
  if (pages.length === 0) return;
  for (const page of pages) page.data = page.data.filter((c) => c._id !== chat._id);
  pages[0].data.unshift(chat);
}

function markSeen(pages: ChatsPage[], chatId: string): void {
  for (const page of pages) {
    for (const chat of page.data) if (chat._id === chatId) chat.unreadCount = 0;
  }
}

/**
 * Chats, their history and the unread total. History is an infinite query whose pages count from
 * the newest; live messages stream into every open cache through `onCacheEntryAdded`.
 */
export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    chats: build.infiniteQuery<ChatsPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: '/messages/chats',
        params: pageParam ? { cursor: pageParam } : {},
      }),
      transformResponse: (answer: ChatsAnswer): ChatsPage => ({
        success: true,
        data: answer.chats,
        nextCursor: answer.nextCursor,
      }),
      providesTags: [TAGS.chat],
      onCacheEntryAdded: (_arg, api) =>
        listenWhileCached(api, {
          receive_message: (payload) =>
            api.updateCachedData((draft) => putOnTop(draft.pages, payload.chat)),
          chat_read: ({ chatId }) => api.updateCachedData((draft) => markSeen(draft.pages, chatId)),
          // Someone I chat with put their account to sleep or deleted it: the list, an open
          // conversation with them ('Chat not found.') and the unread total read again.
          account_gone: ({ userId }) => {
            const pages = api.getCacheEntry().data?.pages ?? [];
            const withThem = pages.some((page) =>
              page.data.some((chat) => chat.users.some((user) => user._id === userId)),
            );
            if (withThem) api.dispatch(chatApi.util.invalidateTags([TAGS.chat]));
          },
        }),
    }),

    chat: build.query<ChatSummary, string>({
      query: (chatId) => `/messages/chats/${chatId}`,
      transformResponse: dataOf<ChatSummary>,
      providesTags: (_r, _e, chatId) => [{ type: TAGS.chat, id: chatId }],
      onCacheEntryAdded: (chatId, api) =>
        listenWhileCached(api, {
          receive_message: (payload) => {
            if (payload.chatId === chatId) api.updateCachedData(() => payload.chat);
          },
        }),
    }),

    /** My chat with that user, or null before its first message. */
    chatWith: build.query<ChatSummary | null, string>({
      query: (userId) => `/messages/with/${userId}`,
      transformResponse: (answer: Envelope<ChatSummary | null>) => answer.data ?? null,
      keepUnusedDataFor: 0,
    }),

    chatHistory: build.infiniteQuery<ChatHistoryAnswer, string, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last) =>
          last.currentPage < last.totalPages ? last.currentPage + 1 : undefined,
      },
      query: ({ queryArg: chatId, pageParam }) => ({
        url: `/messages/chat/${chatId}`,
        params: { page: pageParam, limit: CHAT_PAGE_SIZE },
      }),
      onCacheEntryAdded: (chatId, api) =>
        listenWhileCached(api, {
          receive_message: (payload) => {
            if (payload.chatId !== chatId) return;
            const message: ChatMessage = {
              _id: payload._id,
              chatId: payload.chatId,
              senderId: payload.senderId,
              receiverId: payload.receiverId,
              content: payload.content,
              createdAt: payload.createdAt,
            };
            api.updateCachedData((draft) => appendToHistory(draft.pages, message));
          },
        }),
    }),

    /** The badge: messages to me not read yet. Pushes carry the new total. */
    chatUnreadCount: build.query<number, void>({
      // Read once the socket is connected, as the notifications' count: one read at start-up.
      async queryFn(_arg, _api, _extra, baseQuery) {
        await socketConnected(COUNT_READ_SOCKET_WAIT_MS);
        const result = await baseQuery('/messages/unread-count');
        if (result.error) return { error: result.error };
        return { data: (result.data as Envelope<UnreadCount>).data?.unreadCount ?? 0 };
      },
      providesTags: [TAGS.chat],
      onCacheEntryAdded(_arg, api) {
        const onTotal = ({ unreadTotal }: { unreadTotal: number }) =>
          api.updateCachedData(() => unreadTotal);
        return listenWhileCached(
          api,
          { receive_message: onTotal, chat_read: onTotal },
          // Pushes sent while the socket was not connected are missed: read the total again.
          () => void api.dispatch(chatApi.util.invalidateTags([TAGS.chat])),
        );
      },
    }),

    markChatRead: build.mutation<number, string>({
      query: (chatId) => ({ url: `/messages/chat/${chatId}/read`, method: 'POST' }),
      transformResponse: (answer: Envelope<UnreadCount>) => answer.data?.unreadCount ?? 0,
      async onQueryStarted(chatId, api) {
        const total = await api.queryFulfilled.then(
          (r) => r.data,
          () => null,
        );
        if (total === null) return;
        api.dispatch(chatApi.util.updateQueryData('chatUnreadCount', undefined, () => total));
        api.dispatch(
          chatApi.util.updateQueryData('chats', undefined, (draft) =>
            markSeen(draft.pages, chatId),
          ),
        );
        api.dispatch(
          chatApi.util.updateQueryData('chat', chatId, (draft) => {
            draft.unreadCount = 0;
          }),
        );
      },
    }),

    sendMessage: build.mutation<ChatMessage, SendMessageBody>({
      query: (body) => ({ url: '/messages/send', method: 'POST', body }),
      transformResponse: (answer: SendMessageAnswer) => answer.message,
      async onQueryStarted(_body, api) {
        const message = await api.queryFulfilled.then(
          (r) => r.data,
          () => null,
        );
        // Shown at once, before the push comes back (which then changes nothing).
        if (message) {
          api.dispatch(
            chatApi.util.updateQueryData('chatHistory', message.chatId, (draft) =>
              appendToHistory(draft.pages, message),
            ),
          );
        }
      },
    }),
  }),
});

export const {
  useChatsInfiniteQuery,
  useChatQuery,
  useLazyChatWithQuery,
  useChatHistoryInfiniteQuery,
  useChatUnreadCountQuery,
  useMarkChatReadMutation,
  useSendMessageMutation,
} = chatApi;
