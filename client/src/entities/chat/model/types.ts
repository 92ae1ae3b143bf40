export type {
  ChatMessage,
  ChatUser,
  ChatSummary,
  ChatsAnswer,
  ChatHistoryAnswer,
  ReceiveMessagePayload,
  ChatReadPayload,
  SendMessageAnswer,
  SendMessageBody,
  UnreadCount,
  UserTypingPayload,
} from '@/shared/api';
