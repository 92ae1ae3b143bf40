import { baseApi, dataOf, getSocket, TAGS, type Envelope, type Page } from '@/shared/api';
import type {
  ChatHistoryAnswer,
  ChatMessage,
  ChatSummary,
  ChatsAnswer,
  ReceiveMessagePayload,
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
      async onCacheEntryAdded(_arg, api) {
        try {
          await api.cacheDataLoaded;
        } catch {
          return;
        }
        const socket = getSocket();
        const onMessage = (payload: ReceiveMessagePayload) =>
          api.updateCachedData((draft) => putOnTop(draft.pages, payload.chat));
        const onRead = ({ chatId }: { chatId: string }) =>
          api.updateCachedData((draft) => markSeen(draft.pages, chatId));
        socket.on('receive_message', onMessage);
        socket.on('chat_read', onRead);
        await api.cacheEntryRemoved;
        socket.off('receive_message', onMessage);
        socket.off('chat_read', onRead);
      },
    }),

    chat: build.query<ChatSummary, string>({
      query: (chatId) => `/messages/chats/${chatId}`,
      transformResponse: dataOf<ChatSummary>,
      providesTags: (_r, _e, chatId) => [{ type: TAGS.chat, id: chatId }],
      async onCacheEntryAdded(chatId, api) {
        try {
          await api.cacheDataLoaded;
        } catch {
          return;
        }
        const socket = getSocket();
        const onMessage = (payload: ReceiveMessagePayload) => {
          if (payload.chatId === chatId) api.updateCachedData(() => payload.chat);
        };
        socket.on('receive_message', onMessage);
        await api.cacheEntryRemoved;
        socket.off('receive_message', onMessage);
      },
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
      async onCacheEntryAdded(chatId, api) {
        try {
          await api.cacheDataLoaded;
        } catch {
          return;
        }
        const socket = getSocket();
        const onMessage = (payload: ReceiveMessagePayload) => {
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
        };
        socket.on('receive_message', onMessage);
        await api.cacheEntryRemoved;
        socket.off('receive_message', onMessage);
      },
    }),

    /** The badge: messages to me not read yet. Pushes carry the new total. */
    chatUnreadCount: build.query<number, void>({
      query: () => '/messages/unread-count',
      transformResponse: (answer: Envelope<UnreadCount>) => answer.data?.unreadCount ?? 0,
      providesTags: [TAGS.chat],
      async onCacheEntryAdded(_arg, api) {
        try {
          await api.cacheDataLoaded;
        } catch {
          return;
        }
        const socket = getSocket();
        const onTotal = ({ unreadTotal }: { unreadTotal: number }) =>
          api.updateCachedData(() => unreadTotal);
        // Pushes missed while the socket was away: read the total again on reconnect.
        const onConnect = () => void api.dispatch(chatApi.util.invalidateTags([TAGS.chat]));
        socket.on('receive_message', onTotal);
        socket.on('chat_read', onTotal);
        socket.io.on('reconnect', onConnect);
        await api.cacheEntryRemoved;
        socket.off('receive_message', onTotal);
        socket.off('chat_read', onTotal);
        socket.io.off('reconnect', onConnect);
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
