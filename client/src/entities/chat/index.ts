export type {
  ChatMessage,
  ChatUser,
  ChatSummary,
  ChatHistoryAnswer,
  ReceiveMessagePayload,
} from './model/types';
export {
  chatApi,
  CHAT_PAGE_SIZE,
  useChatsInfiniteQuery,
  useChatQuery,
  useLazyChatWithQuery,
  useChatHistoryInfiniteQuery,
  useChatUnreadCountQuery,
  useMarkChatReadMutation,
  useSendMessageMutation,
} from './api/chatApi';
export { useOtherTyping, TYPING_REPEAT_MS } from './model/useOtherTyping';
export { historyMessages, groupByDay, messageTime, type DayGroup } from './lib/history';
export { UnreadTotalBadge } from './ui/UnreadTotalBadge';
export { unreadMessagesLabel } from './lib/unreadMessagesLabel';
