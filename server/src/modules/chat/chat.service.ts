import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import { Page, PageRequest, decodeCursor, pageSize, slicePage } from '../../core/http/pagination';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { ChatHistoryAnswer, ChatMessage, ChatSummary } from '../../contracts/chat';
import { ChatRow, type MessageRow, toChatMessage, toChatSummary, toChatUser } from './chat.mapper';
import { HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE } from './dto/chat-query.dto';
import type { SendMessageDto } from './dto/send-message.dto';
import { isUuid } from '../../core/http/uuid';
import { assertMayInteract, CANNOT_MESSAGE, toUserRelation } from '../visibility';
import type { SendCheckRow } from './send-check-query';
import { ChatRepository, type DeliveryRow } from './chat.repository';

export const CHAT_NOT_FOUND = 'Chat not found';

/** What a push of a new message carries to one member: the chat as they see it, their total. */
export function toDeliveryView(row: DeliveryRow): { chat: ChatSummary; unreadTotal: number } {
  const me = toChatUser(
    {
      id: row.viewer_id,
      user_name: row.me_user_name,
      full_name: row.me_full_name,
      image_key: row.me_image_key,
      image_public: false,
      is_active: true,
    },
    row.viewer_id,
  );
  const other = toChatUser(
    {
      id: row.other_id,
      user_name: row.o_user_name,
      full_name: row.o_full_name,
      image_key: row.o_image_key,
      image_public: row.o_image_public,
      is_active: row.o_is_active,
    },
    row.viewer_id,
  );
  return { chat: toChatSummary(row, me, other), unreadTotal: row.unread_total };
}

/** How `ChatService.deliveryViews` keys a chat as one viewer sees it. */
export const deliveryKey = (chatId: string, viewerId: string) => `${chatId} ${viewerId}`;
export const FOLLOW_TO_START = 'You can only start a chat with people you follow';
export const WRONG_RECEIVER = 'receiverId must be the other member of the chat';

/**
 * Who may send the first message of a pair's chat, beyond the receiver's `allowMessages` (which
 * `assertMayInteract` applied already, so a stricter setting still refuses): one condition per
 * line, each answered like any other refusal to message.
 * - A minor (under 18 by their private date of birth) hears first only from people they follow;
 *   a coach or any adult they do not follow gets the usual "cannot message" answer.
 * Another exception (an accepted recruiting interest, say) sits beside this one as its own line.
 */
export function assertMayStartChat(
  check: Pick<SendCheckRow, 'receiver_minor' | 'followed_by_receiver'>,
): void {
  const minorProtected = check.receiver_minor && !check.followed_by_receiver;
  if (minorProtected) throw new AppError('MESSAGING_NOT_ALLOWED', CANNOT_MESSAGE);
}

/**
 * One-to-one chats. One row per unordered pair (`user_low < user_high`, unique); a message's
 * insert trigger moves the chat's summary and the receiver's unread count in the same
 * transaction. Who may message whom is the visibility rule's (`assertCanInteract(..., 'message')`);
 * starting a chat also needs the sender to follow the receiver. Chats with a user the reader may
 * not see (blocked either way, hibernated) are left out of every read, as if they did not exist.
 */
@Injectable()
export class ChatService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventEmitter2,
    private readonly rows: ChatRepository,
  ) {}

  async send(senderId: string, dto: SendMessageDto): Promise<ChatMessage> {
    const { receiverId, content } = dto;
    const { check, sent, views } = await this.rows.send(
      senderId,
      receiverId,
      dto.chatId ?? null,
      content,
    );
    if (sent) return this.sent(sent, views);
    if (dto.chatId) {
      if (!check.chat_other) throw new AppError('NOT_FOUND', CHAT_NOT_FOUND);
      if (check.chat_other !== receiverId) {
        throw new AppError('VALIDATION_FAILED', WRONG_RECEIVER, { receiverId: WRONG_RECEIVER });
      }
    }
    // Before the follow rule: to a blocked sender the receiver does not exist (404), whatever
    // else is true.
    const relation = check.found ? toUserRelation(check, receiverId, senderId) : null;
    const chatId = dto.chatId ?? check.pair_chat_id ?? null;
    // A hidden receiver (blocked either way, hibernated, missing) is 404 whatever else is true.
    assertMayInteract(relation, 'follow');
    // The receiver's rules on who may message them (allowMessages, a minor's first message only
    // from people they follow, the follow that starts a chat) give way to one thing: an accepted
    // recruiting interest, the player's own yes.
    if (!check.recruiting_contact) {
      assertMayInteract(relation, 'message');
      if (!chatId) assertMayStartChat(check);
      if (!chatId && !check.following) throw new AppError('FORBIDDEN', FOLLOW_TO_START);
    }
    // The statement above stores what the rule allows in an existing chat; past the checks
    // here with nothing stored, the chat is new (or was made a moment ago): a first message
    // starts it in one transaction.
    const row = chatId
      ? await this.rows.insertMessage(this.db, chatId, senderId, receiverId, content)
      : await this.db.transaction(async (tx) => {
          const started = await this.rows.startChat(tx, senderId, receiverId);
          if (!started) throw new AppError('CONFLICT', 'Please try again.');
          return this.rows.insertMessage(tx, started, senderId, receiverId, content);
        });
    return this.sent(row);
  }

  /**
   * The stored message, told to its listeners (the pushes, the receiver's notification), with
   * what its pushes carry when the send statement read it (`views`).
   */
  private sent(row: MessageRow, views?: DeliveryRow[]): ChatMessage {
    const { sender_id: senderId, receiver_id: receiverId, content } = row;
    const message = toChatMessage(row);
    const event: DomainEvents['message.sent'] = {
      messageId: message._id,
      chatId: message.chatId,
      senderId,
      receiverId,
      content,
      createdAt: message.createdAt,
    };
    if (views) {
      event.views = Object.fromEntries(views.map((v) => [v.viewer_id, toDeliveryView(v)]));
    }
    this.events.emit('message.sent', event);
    return message;
  }

  /** The viewer's chats, newest activity first (keyset on `updated_at`, id). */
  async chats(viewerId: string, page: PageRequest): Promise<Page<ChatSummary>> {
    const size = pageSize(page.limit);
    const after = decodeCursor(page.cursor, 'timestamp');
    const rows = await this.rows.chatRows(viewerId, size + 1, after ?? undefined);
    const { rows: kept, nextCursor } = slicePage(rows, size, (r) => ({ key: r.key, id: r.id }));
    return { items: await this.summaries(viewerId, kept), nextCursor };
  }

  /** One chat as `viewerId` sees it now, or null when they may not. */
  async summary(chatId: string, viewerId: string): Promise<ChatSummary | null> {
    const rows = await this.rows.chatRows(viewerId, 1, undefined, chatId);
    const [summary] = await this.summaries(viewerId, rows);
    return summary ?? null;
  }

  /** 404 unless the viewer is in the chat and may see the other member. */
  async chat(viewerId: string, chatId: string): Promise<ChatSummary> {
    const summary = await this.summary(chatId, viewerId);
    if (!summary) throw new AppError('NOT_FOUND', CHAT_NOT_FOUND);
    return summary;
  }

  /** The viewer's chat with `userId`, or null when they have none yet (or may not see it). */
  async chatWith(viewerId: string, userId: string): Promise<ChatSummary | null> {
    const id = await this.rows.pairChatId(viewerId, userId);
    return id ? this.summary(id, viewerId) : null;
  }

  /** Page `page` of `limit` messages counted from the newest; each page oldest first. */
  async history(
    viewerId: string,
    chatId: string,
    query: { page?: number; limit?: number },
  ): Promise<Omit<ChatHistoryAnswer, 'success'>> {
    const chat = await this.visibleChat(chatId, viewerId);
    const limit = Math.min(query.limit ?? HISTORY_PAGE_SIZE, HISTORY_MAX_PAGE_SIZE);
    const page = query.page ?? 1;
    const rows = await this.rows.messages(chatId, (page - 1) * limit, limit, viewerId);
    return {
      messages: rows.reverse().map(toChatMessage),
      totalPages: Math.max(1, Math.ceil(chat.message_count / limit)),
      currentPage: page,
    };
  }

  /** Sets the reader's last-read point to now; answers their unread total after it. */
  async markRead(viewerId: string, chatId: string): Promise<number> {
    await this.visibleChat(chatId, viewerId);
    await this.rows.markRead(chatId, viewerId);
    const event: DomainEvents['chat.read'] = { chatId, userId: viewerId };
    this.events.emit('chat.read', event);
    return this.unreadTotal(viewerId);
  }

  /** Messages to the viewer not read yet, over the chats the viewer may see. */
  unreadTotal(viewerId: string): Promise<number> {
    return this.rows.unreadTotal(viewerId);
  }

  /**
   * What a push of a new message carries to each viewer of `pairs` — the chat as they see it and
   * their unread total — in one statement for all of them (it runs for every batch of messages
   * sent). Keyed by `deliveryKey(chatId, viewerId)`; a viewer who may not see the chat is
   * missing from the answer.
   */
  async deliveryViews(
    pairs: { chatId: string; viewerId: string }[],
  ): Promise<Map<string, { chat: ChatSummary; unreadTotal: number }>> {
    const rows = await this.rows.deliveryRows(pairs);
    return new Map(rows.map((row) => [deliveryKey(row.id, row.viewer_id), toDeliveryView(row)]));
  }

  /**
   * True when `chatId` is the chat of exactly `userId` and `receiverId` (a typing event names a
   * real chat of its sender). Malformed ids are simply not such a chat.
   */
  async isChatOf(chatId: string, userId: string, receiverId: string): Promise<boolean> {
    if (![chatId, userId, receiverId].every(isUuid) || userId === receiverId) {
      return false;
    }
    return this.rows.isChatOf(chatId, userId, receiverId);
  }

  /** 404 unless the viewer is a member and may see the other member. */
  private async visibleChat(chatId: string, viewerId: string): Promise<{ message_count: number }> {
    const chat = await this.rows.visibleChat(chatId, viewerId);
    if (!chat) throw new AppError('NOT_FOUND', CHAT_NOT_FOUND);
    return chat;
  }

  /** The rows as summaries, with both members' cards read in one query. */
  private async summaries(viewerId: string, rows: ChatRow[]): Promise<ChatSummary[]> {
    if (rows.length === 0) return [];
    const users = await this.rows.members(viewerId, [viewerId, ...rows.map((r) => r.other_id)]);
    const byId = new Map(users.map((u) => [u.id, toChatUser(u, viewerId)]));
    const me = byId.get(viewerId);
    if (me) me.isActive = true; // the viewer is here, even while their socket reconnects
    return rows.flatMap((row) => {
      const other = byId.get(row.other_id);
      return me && other ? [toChatSummary(row, me, other)] : [];
    });
  }
}
