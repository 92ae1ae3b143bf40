import { mediaUrl } from '../../core/storage/media-url';
import type { ChatMessage, ChatSummary, ChatUser } from '../../contracts/chat';

export interface MessageRow {
  id: string;
  chat_id: string;
  sender_id: string;
  receiver_id: string;
  content: string;
  created_at: Date;
}

export interface ChatUserRow {
  id: string;
  user_name: string;
  full_name: string;
  image_key: string | null;
  /** Everyone may see the user's picture (a public profile). */
  image_public: boolean;
  is_active: boolean;
}

/** A chat as one member sees it: `other_id` is the other member. */
export interface ChatRow {
  id: string;
  other_id: string;
  last_content: string | null;
  last_sender_id: string | null;
  last_message_at: Date | null;
  updated_at: Date;
  /** `updated_at` as PostgreSQL prints it: the keyset position of the row. */
  key: string;
  unread_count: number;
}

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    _id: row.id,
    chatId: row.chat_id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: row.content,
    createdAt: row.created_at.toISOString(),
  };
}

/** A member as `viewer` (a member too) sees them. */
export function toChatUser(row: ChatUserRow, viewer: string): ChatUser {
  return {
    _id: row.id,
    userName: row.user_name,
    fullName: row.full_name,
    image: mediaUrl(row.image_key, { public: row.image_public, viewer }),
    isActive: row.is_active,
  };
}

/** The viewer first, then the other member. */
export function toChatSummary(row: ChatRow, viewer: ChatUser, other: ChatUser): ChatSummary {
  return {
    _id: row.id,
    users: [viewer, other],
    lastMessage:
      row.last_content !== null && row.last_sender_id && row.last_message_at
        ? {
            content: row.last_content,
            senderId: row.last_sender_id,
            createdAt: row.last_message_at.toISOString(),
          }
        : null,
    updatedAt: row.updated_at.toISOString(),
    unreadCount: row.unread_count,
  };
}
