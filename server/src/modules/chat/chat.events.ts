import type { ChatSummary } from '../../contracts/chat';

/** The events the chat module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /** A one-to-one chat message was stored (the chat's summary changed in the same transaction). */
    'message.sent': {
      messageId: string;
      chatId: string;
      senderId: string;
      receiverId: string;
      content: string;
      createdAt: string;
      /**
       * What the pushes carry to each member (by user id), when the statement that stored the
       * message read it too; without it, the chat listener reads it.
       */
      views?: Record<string, { chat: ChatSummary; unreadTotal: number }>;
    };
    /** `userId` read the chat up to now. */
    'chat.read': { chatId: string; userId: string };
  }
}

export {};
