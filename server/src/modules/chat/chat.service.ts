import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { limitSql, SqlParams, sqlRows } from '../../core/database/sql';
import { AppError } from '../../core/http/app-error';
import { Page, PageRequest, decodeCursor, pageSize, slicePage } from '../../core/http/pagination';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { ChatHistoryAnswer, ChatMessage, ChatSummary } from '../../contracts/chat';
import { VisibilityService } from '../visibility';
import {
  ChatRow,
  ChatUserRow,
  MessageRow,
  toChatMessage,
  toChatSummary,
  toChatUser,
} from './chat.mapper';
import { HISTORY_MAX_PAGE_SIZE, HISTORY_PAGE_SIZE } from './dto/chat-query.dto';
import type { SendMessageDto } from './dto/send-message.dto';
import { isUuid } from '../../core/http/uuid';
import { assertMayInteract, toUserRelation } from '../visibility';
import { sendCheckQuery, type SendCheckRow } from './send-check-query';
import { fromUsersSql, joinUserSql } from '../users/user-row';

export const CHAT_NOT_FOUND = 'Chat not found';
export const FOLLOW_TO_START = 'You can only start a chat with people you follow';
export const WRONG_RECEIVER = 'receiverId must be the other member of the chat';

interface PairRow {
  id: string;
  user_low: string;
  user_high: string;
}

const MESSAGE_COLUMNS = 'm.id, m.chat_id, m.sender_id, m.receiver_id, m.content, m.created_at';
const CHAT_COLUMNS = `c.id, c.last_content, c.last_sender_id, c.last_message_at, c.updated_at,
  c.updated_at::text AS key`;

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
    private readonly visibility: VisibilityService,
    private readonly events: EventEmitter2,
  ) {}

  async send(senderId: string, dto: SendMessageDto): Promise<ChatMessage> {
    const { receiverId, content } = dto;
    const query = sendCheckQuery(senderId, receiverId, dto.chatId ?? null);
    const [check] = await sqlRows<SendCheckRow>(this.db, query.text, query.values);
    if (dto.chatId) {
      if (!check.chat_other) throw new AppError('NOT_FOUND', CHAT_NOT_FOUND);
      if (check.chat_other !== receiverId) {
        throw new AppError('VALIDATION_FAILED', WRONG_RECEIVER, { receiverId: WRONG_RECEIVER });
      }
    }
    // Before the follow rule: to a blocked sender the receiver does not exist (404), whatever
    // else is true.
    const relation = check.found ? toUserRelation(check, receiverId, senderId) : null;
    assertMayInteract(relation, 'message');
    const chatId = dto.chatId ?? check.pair_chat_id ?? null;
    if (!chatId && !check.following) throw new AppError('FORBIDDEN', FOLLOW_TO_START);
    // An existing chat takes one autocommitted insert; a first message starts the chat with it.
    const row = chatId
      ? await this.insertMessage(this.db, chatId, senderId, receiverId, content)
      : await this.db.transaction(async (tx) =>
          this.insertMessage(
            tx,
            await this.startChat(tx, senderId, receiverId),
            senderId,
            receiverId,
            content,
          ),
        );
    const message = toChatMessage(row);
    const event: DomainEvents['message.sent'] = {
      messageId: message._id,
      chatId: message.chatId,
      senderId,
      receiverId,
      content,
      createdAt: message.createdAt,
    };
    this.events.emit('message.sent', event);
    return message;
  }

  /** The viewer's chats, newest activity first (keyset on `updated_at`, id). */
  async chats(viewerId: string, page: PageRequest): Promise<Page<ChatSummary>> {
    const size = pageSize(page.limit);
    const after = decodeCursor(page.cursor, 'timestamp');
    const rows = await this.chatRows(viewerId, size + 1, after ?? undefined);
    const { rows: kept, nextCursor } = slicePage(rows, size, (r) => ({ key: r.key, id: r.id }));
    return { items: await this.summaries(viewerId, kept), nextCursor };
  }

  /** One chat as `viewerId` sees it now, or null when they may not. */
  async summary(chatId: string, viewerId: string): Promise<ChatSummary | null> {
    const rows = await this.chatRows(viewerId, 1, undefined, chatId);
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
    const id = await this.pairChatId(viewerId, userId);
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
    const rows = await sqlRows<MessageRow>(
      this.db,
      `SELECT ${MESSAGE_COLUMNS} FROM messages m
        WHERE m.chat_id = $1
        ORDER BY m.created_at DESC, m.id DESC
        OFFSET $2 LIMIT $3`,
      [chatId, (page - 1) * limit, limit],
    );
    return {
      messages: rows.reverse().map(toChatMessage),
      totalPages: Math.max(1, Math.ceil(chat.message_count / limit)),
      currentPage: page,
    };
  }

  /** Sets the reader's last-read point to now; answers their unread total after it. */
  async markRead(viewerId: string, chatId: string): Promise<number> {
    await this.visibleChat(chatId, viewerId);
    await sqlRows(
      this.db,
      `UPDATE chat_reads SET unread_count = 0, last_read_at = now()
        WHERE chat_id = $1 AND user_id = $2`,
      [chatId, viewerId],
    );
    const event: DomainEvents['chat.read'] = { chatId, userId: viewerId };
    this.events.emit('chat.read', event);
    return this.unreadTotal(viewerId);
  }

  /** Messages to the viewer not read yet, over the chats the viewer may see. */
  async unreadTotal(viewerId: string): Promise<number> {
    const params = new SqlParams();
    const [row] = await sqlRows<{ total: number }>(
      this.db,
      `SELECT ${this.unreadTotalSql(params, viewerId)} AS total`,
      params.values,
    );
    return row?.total ?? 0;
  }

  /**
   * What a push of a new message carries to each of `viewerIds` — the chat as they see it and
   * their unread total — in one statement for all of them (it runs for every message sent). A
   * viewer who may not see the chat is missing from the answer.
   */
  async deliveryViews(
    chatId: string,
    viewerIds: string[],
  ): Promise<Map<string, { chat: ChatSummary; unreadTotal: number }>> {
    const params = new SqlParams();
    const id = params.add(chatId, 'uuid');
    const selects = viewerIds.map((viewerId) => {
      const scoped = params.scope();
      const v = scoped.named('viewer', viewerId, 'uuid');
      return `(SELECT ${CHAT_COLUMNS}, ${v} AS viewer_id, o.id AS other_id, r.unread_count,
              me.user_name AS me_user_name, me.full_name AS me_full_name,
              me.image_key AS me_image_key,
              o.user_name AS o_user_name, o.full_name AS o_full_name, o.image_key AS o_image_key,
              ${this.visibility.publicProfile('o')} AS o_image_public,
              ${this.visibility.shownOnline(scoped, 'o', viewerId)} AS o_is_active,
              ${this.unreadTotalSql(scoped, viewerId)} AS unread_total
         FROM chats c
         JOIN chat_reads r ON r.chat_id = c.id AND r.user_id = ${v}
         ${joinUserSql('me', v)}
         ${joinUserSql('o', `CASE WHEN c.user_low = ${v} THEN c.user_high ELSE c.user_low END`)}
        WHERE c.id = ${id} AND ${this.visibility.visibleUser(scoped, 'o.id', viewerId)})`;
    });
    const rows = await sqlRows<
      ChatRow & {
        viewer_id: string;
        me_user_name: string;
        me_full_name: string;
        me_image_key: string | null;
        o_user_name: string;
        o_full_name: string;
        o_image_key: string | null;
        o_image_public: boolean;
        o_is_active: boolean;
        unread_total: number;
      }
    >(this.db, selects.join(' UNION ALL '), params.values);
    return new Map(
      rows.map((row) => {
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
        return [
          row.viewer_id,
          { chat: toChatSummary(row, me, other), unreadTotal: row.unread_total },
        ];
      }),
    );
  }

  /** SQL expression: the viewer's unread total over the chats they may see. */
  private unreadTotalSql(params: SqlParams, viewerId: string): string {
    const v = params.named('viewer', viewerId, 'uuid');
    const other = `CASE WHEN ur_c.user_low = ${v} THEN ur_c.user_high ELSE ur_c.user_low END`;
    return `(SELECT coalesce(sum(ur_r.unread_count), 0)::int
               FROM chat_reads ur_r JOIN chats ur_c ON ur_c.id = ur_r.chat_id
              WHERE ur_r.user_id = ${v} AND ur_r.unread_count > 0
                AND ${this.visibility.visibleUser(params, other, viewerId)})`;
  }

  /**
   * True when `chatId` is the chat of exactly `userId` and `receiverId` (a typing event names a
   * real chat of its sender). Malformed ids are simply not such a chat.
   */
  async isChatOf(chatId: string, userId: string, receiverId: string): Promise<boolean> {
    if (![chatId, userId, receiverId].every(isUuid) || userId === receiverId) {
      return false;
    }
    const rows = await sqlRows(
      this.db,
      `SELECT 1 FROM chats WHERE id = $1
          AND user_low = least($2::uuid, $3::uuid) AND user_high = greatest($2::uuid, $3::uuid)`,
      [chatId, userId, receiverId],
    );
    return rows.length > 0;
  }

  /** 404 unless the viewer is a member and may see the other member. */
  private async visibleChat(
    chatId: string,
    viewerId: string,
  ): Promise<PairRow & { message_count: number }> {
    const params = new SqlParams([chatId, viewerId]);
    const other = `CASE WHEN c.user_low = $2::uuid THEN c.user_high ELSE c.user_low END`;
    const [chat] = await sqlRows<PairRow & { message_count: number }>(
      this.db,
      `SELECT c.id, c.user_low, c.user_high, c.message_count FROM chats c
        WHERE c.id = $1::uuid AND (c.user_low = $2::uuid OR c.user_high = $2::uuid)
          AND ${this.visibility.visibleUser(params, other, viewerId)}`,
      params.values,
    );
    if (!chat) throw new AppError('NOT_FOUND', CHAT_NOT_FOUND);
    return chat;
  }

  private async pairChatId(a: string, b: string): Promise<string | null> {
    const [row] = await sqlRows<{ id: string }>(
      this.db,
      `SELECT id FROM chats WHERE user_low = least($1::uuid, $2::uuid)
          AND user_high = greatest($1::uuid, $2::uuid)`,
      [a, b],
    );
    return row?.id ?? null;
  }

  private async insertMessage(
    db: Parameters<typeof sqlRows>[0],
    chatId: string,
    senderId: string,
    receiverId: string,
    content: string,
  ): Promise<MessageRow> {
    const [message] = await sqlRows<MessageRow>(
      db,
      `INSERT INTO messages AS m (chat_id, sender_id, receiver_id, content)
       VALUES ($1, $2, $3, $4) RETURNING ${MESSAGE_COLUMNS}`,
      [chatId, senderId, receiverId, content],
    );
    return message;
  }

  /** The pair's chat, made now unless a parallel first message made it a moment ago. */
  private async startChat(
    tx: Parameters<typeof sqlRows>[0],
    a: string,
    b: string,
  ): Promise<string> {
    const [made] = await sqlRows<{ id: string }>(
      tx,
      `INSERT INTO chats (user_low, user_high)
       VALUES (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid))
       ON CONFLICT (user_low, user_high) DO NOTHING RETURNING id`,
      [a, b],
    );
    const id = made?.id ?? (await this.pairChatId(a, b));
    if (!id) throw new AppError('CONFLICT', 'Please try again.');
    await sqlRows(
      tx,
      `INSERT INTO chat_reads (chat_id, user_id) VALUES ($1, $2), ($1, $3)
       ON CONFLICT DO NOTHING`,
      [id, a, b],
    );
    return id;
  }

  /**
   * The viewer's chats whose other member they may see, newest activity first: one index walk
   * per side of the pair (`chats_low_recent_idx`, `chats_high_recent_idx`), merged.
   */
  private chatRows(
    viewerId: string,
    limit: number,
    after?: { key: string; id: string },
    onlyChatId?: string,
  ): Promise<ChatRow[]> {
    const params = new SqlParams();
    const v = params.named('viewer', viewerId, 'uuid');
    const keyset = after
      ? `AND (c.updated_at, c.id) < (${params.add(after.key, 'timestamptz')}, ${params.add(after.id, 'uuid')})`
      : '';
    const only = onlyChatId ? `AND c.id = ${params.add(onlyChatId, 'uuid')}` : '';
    const side = (mine: string, theirs: string) => `(
      SELECT ${CHAT_COLUMNS}, c.${theirs} AS other_id, r.unread_count
        FROM chats c JOIN chat_reads r ON r.chat_id = c.id AND r.user_id = ${v}
       WHERE c.${mine} = ${v} ${keyset} ${only}
         AND ${this.visibility.visibleUser(params, `c.${theirs}`, viewerId)}
       ORDER BY c.updated_at DESC, c.id DESC
       ${limitSql(limit)})`;
    return sqlRows<ChatRow>(
      this.db,
      `SELECT * FROM (${side('user_low', 'user_high')} UNION ALL ${side('user_high', 'user_low')}) s
        ORDER BY s.updated_at DESC, s.id DESC ${limitSql(limit)}`,
      params.values,
    );
  }

  /** The rows as summaries, with both members' cards read in one query. */
  private async summaries(viewerId: string, rows: ChatRow[]): Promise<ChatSummary[]> {
    if (rows.length === 0) return [];
    const params = new SqlParams([[viewerId, ...rows.map((r) => r.other_id)]]);
    const users = await sqlRows<ChatUserRow>(
      this.db,
      `SELECT u.id, u.user_name, u.full_name, u.image_key,
              ${this.visibility.publicProfile('u')} AS image_public,
              ${this.visibility.shownOnline(params, 'u', viewerId)} AS is_active
         FROM ${fromUsersSql('u')} WHERE u.id = ANY($1::uuid[])`,
      params.values,
    );
    const byId = new Map(users.map((u) => [u.id, toChatUser(u, viewerId)]));
    const me = byId.get(viewerId);
    if (me) me.isActive = true; // the viewer is here, even while their socket reconnects
    return rows.flatMap((row) => {
      const other = byId.get(row.other_id);
      return me && other ? [toChatSummary(row, me, other)] : [];
    });
  }
}
