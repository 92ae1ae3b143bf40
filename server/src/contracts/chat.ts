/** One-to-one chat (SPEC §3 Chat, Message; §7 Messages). */

/** A message as the wire carries it. */
export interface ChatMessage {
  _id: string;
  chatId: string;
  senderId: string;
  receiverId: string;
  content: string;
  createdAt: string;
}

/** A member of a chat as the other member sees them (the online dot as their privacy allows). */
export interface ChatUser {
  _id: string;
  userName: string;
  fullName: string;
  /** Avatar URL. */
  image: string | null;
  isActive: boolean;
}

export interface ChatLastMessage {
  content: string;
  senderId: string;
  createdAt: string;
}

/** A chat in the list, as one of its two members sees it. */
export interface ChatSummary {
  _id: string;
  users: [ChatUser, ChatUser];
  /** Null only for a chat whose first message is still being written. */
  lastMessage: ChatLastMessage | null;
  updatedAt: string;
  /** Messages to this member since they last read the chat. */
  unreadCount: number;
}

/** `POST /messages/send`. Without `chatId` the pair's one chat is started or reused. */
export interface SendMessageBody {
  receiverId: string;
  chatId?: string;
  content: string;
}

/** SPEC §7 reads `message`; `data` is the same message, as every other answer carries it. */
export interface SendMessageAnswer {
  success: true;
  message: ChatMessage;
  data: ChatMessage;
}

/** `GET /messages/chats?limit=&cursor=`: newest activity first. */
export interface ChatsAnswer {
  success: true;
  chats: ChatSummary[];
  nextCursor: string | null;
}

/** `GET /messages/chat/{chatId}?page=&limit=`: page 1 holds the newest; each page oldest first. */
export interface ChatHistoryAnswer {
  success: true;
  messages: ChatMessage[];
  totalPages: number;
  currentPage: number;
}

/** `GET /messages/unread-count` and `POST /messages/chat/{chatId}/read`. */
export interface UnreadCount {
  unreadCount: number;
}

/** `receive_message`: the message, the chat as its recipient now sees it, and their unread total. */
export interface ReceiveMessagePayload extends ChatMessage {
  chat: ChatSummary;
  unreadTotal: number;
}

/** `chat_read`: the user read a chat (in this or another tab); badges take the new total. */
export interface ChatReadPayload {
  chatId: string;
  unreadTotal: number;
}

/** `typing_started` / `typing_stopped` from a member of the chat. */
export interface TypingPayload {
  chatId: string;
  receiverId: string;
}

/** `user_typing` / `user_stopped_typing`: the other member of `chatId` is (no longer) typing. */
export interface UserTypingPayload {
  chatId: string;
  userId: string;
}
