import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { limitSql, type Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import { fromUsersSql, joinUserSql } from '../users/user-row';
import { visibilitySql } from '../visibility';
import type { ChatRow, ChatUserRow, MessageRow } from './chat.mapper';
import { type SendCheckRow, sendQuery, type SentColumns } from './send-check-query';

interface PairRow {
  id: string;
  user_low: string;
  user_high: string;
}

const MESSAGE_COLUMNS = 'm.id, m.chat_id, m.sender_id, m.receiver_id, m.content, m.created_at';
/** A chat's columns; `lastContent` is its preview (the trigger-kept summary unless said). */
const chatColumns = (lastContent = 'c.last_content') =>
  `c.id, ${lastContent} AS last_content, c.last_sender_id, c.last_message_at, c.updated_at,
  c.updated_at::text AS key`;

/** A chat as one of the members a message is pushed to sees it, with both members' names. */
export type DeliveryRow = ChatRow & {
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
};

/**
 * Every statement of `chats`, `messages` and `chat_reads` (this module owns them). Each read asks
 * the visibility rule in its own SQL: chats with a member the reader may not see are left out.
 */
@Injectable()
export class ChatRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * The check and, when it allows, the message stored, in one statement (`sendQuery`); `sent`
   * is the stored message or null.
   */
  async send(
    senderId: string,
    receiverId: string,
    chatId: string | null,
    content: string,
  ): Promise<{ check: SendCheckRow; sent: MessageRow | null; views: DeliveryRow[] }> {
    const query = sendQuery(senderId, receiverId, chatId, content, (params) =>
      this.deliverySelect(
        params.scope(),
        'unnest(ARRAY[sent.sender_id, sent.receiver_id]) AS t(viewer_id)',
        'sent.chat_id',
        'sent',
      ),
    );
    const rows = await sqlRows<SendCheckRow & SentColumns & Partial<DeliveryRow>>(
      this.db,
      query.text,
      query.values,
    );
    const [row] = rows;
    const sent = row.m_id
      ? {
          id: row.m_id,
          chat_id: row.m_chat_id,
          sender_id: row.m_sender_id,
          receiver_id: row.m_receiver_id,
          content: row.m_content,
          created_at: row.m_created_at,
        }
      : null;
    const views = sent ? rows.filter((r): r is typeof r & DeliveryRow => r.viewer_id != null) : [];
    return { check: row, sent, views };
  }

  /**
   * `limit` messages of the chat after skipping the `offset` newest, newest first, as `viewerId`
   * may see them (a message moderation hid is left out; an autohidden one its sender still sees).
   */
  messages(chatId: string, offset: number, limit: number, viewerId: string): Promise<MessageRow[]> {
    const params = new SqlParams([chatId, offset, limit]);
    return sqlRows<MessageRow>(
      this.db,
      `SELECT ${MESSAGE_COLUMNS} FROM messages m
        WHERE m.chat_id = $1 AND ${visibilitySql.message(params, 'm', viewerId)}
        ORDER BY m.created_at DESC, m.id DESC
        OFFSET $2 LIMIT $3`,
      params.values,
    );
  }

  /** The reader's last-read point is now; nothing of theirs in the chat is unread. */
  async markRead(chatId: string, userId: string): Promise<void> {
    await sqlRows(
      this.db,
      `UPDATE chat_reads SET unread_count = 0, last_read_at = now()
        WHERE chat_id = $1 AND user_id = $2`,
      [chatId, userId],
    );
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
   * Each (chat, viewer) pair's chat as that viewer sees it, with their unread total, in one
   * statement for any number of pairs (a batch of sent messages: each is pushed to both members).
   * The viewer is a column of the pairs (`SqlParams.bind`), so the text is one whatever the
   * count. A viewer who may not see the chat's other member is missing from the answer.
   */
  async deliveryRows(pairs: { chatId: string; viewerId: string }[]): Promise<DeliveryRow[]> {
    const params = new SqlParams([pairs.map((p) => p.chatId), pairs.map((p) => p.viewerId)]);
    return sqlRows<DeliveryRow>(
      this.db,
      this.deliverySelect(
        params,
        'unnest($1::uuid[], $2::uuid[]) AS t(chat_id, viewer_id)',
        't.chat_id',
      ),
      params.values,
    );
  }

  /**
   * The delivery view of chat `chatId` for each `t.viewer_id` of the FROM item `from`. The
   * viewer is that column (`SqlParams.bind`). With `sent`, the alias of a message stored by the
   * same statement, the view is as its insert trigger leaves the chat: the statement's snapshot
   * does not see the trigger's writes, so the summary and the receiver's counts add the message.
   */
  private deliverySelect(params: SqlParams, from: string, chatId: string, sent?: string): string {
    params.bind('viewer', 't.viewer_id');
    // The fragments read the viewer through the binding; this only says "signed in".
    const viewer = 't.viewer_id';
    const toReceiver = sent
      ? ` + CASE WHEN t.viewer_id = ${sent}.receiver_id THEN 1 ELSE 0 END`
      : '';
    const summary = sent
      ? `c.id, ${sent}.content AS last_content, ${sent}.sender_id AS last_sender_id,
         ${sent}.created_at AS last_message_at,
         greatest(c.updated_at, ${sent}.created_at) AS updated_at,
         greatest(c.updated_at, ${sent}.created_at)::text AS key`
      : chatColumns();
    return `SELECT ${summary}, t.viewer_id, o.id AS other_id, r.unread_count${toReceiver} AS unread_count,
              me.user_name AS me_user_name, me.full_name AS me_full_name,
              me.image_key AS me_image_key,
              o.user_name AS o_user_name, o.full_name AS o_full_name, o.image_key AS o_image_key,
              ${visibilitySql.publicProfile('o')} AS o_image_public,
              ${visibilitySql.shownOnline(params, 'o', viewer)} AS o_is_active,
              ${this.unreadTotalSql(params, viewer)}${toReceiver} AS unread_total
         FROM ${from}
         JOIN chats c ON c.id = ${chatId}
         JOIN chat_reads r ON r.chat_id = c.id AND r.user_id = t.viewer_id
         ${joinUserSql('me', 't.viewer_id')}
         ${joinUserSql('o', 'CASE WHEN c.user_low = t.viewer_id THEN c.user_high ELSE c.user_low END')}
        WHERE ${visibilitySql.user(params, 'o.id', viewer)}`;
  }

  /** True when `chatId` is the chat of exactly the two users. */
  async isChatOf(chatId: string, a: string, b: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `SELECT 1 FROM chats WHERE id = $1
          AND user_low = least($2::uuid, $3::uuid) AND user_high = greatest($2::uuid, $3::uuid)`,
      [chatId, a, b],
    );
    return rows.length > 0;
  }

  /** The users of `ids` as a chat shows its members to the viewer. */
  members(viewerId: string, ids: string[]): Promise<ChatUserRow[]> {
    const params = new SqlParams([ids]);
    return sqlRows<ChatUserRow>(
      this.db,
      `SELECT u.id, u.user_name, u.full_name, u.image_key,
              ${visibilitySql.publicProfile('u')} AS image_public,
              ${visibilitySql.shownOnline(params, 'u', viewerId)} AS is_active
         FROM ${fromUsersSql('u')} WHERE u.id = ANY($1::uuid[])`,
      params.values,
    );
  }

  /** SQL expression: the viewer's unread total over the chats they may see. */
  private unreadTotalSql(params: SqlParams, viewerId: string): string {
    const v = params.named('viewer', viewerId, 'uuid');
    const other = `CASE WHEN ur_c.user_low = ${v} THEN ur_c.user_high ELSE ur_c.user_low END`;
    return `(SELECT coalesce(sum(ur_r.unread_count), 0)::int
               FROM chat_reads ur_r JOIN chats ur_c ON ur_c.id = ur_r.chat_id
              WHERE ur_r.user_id = ${v} AND ur_r.unread_count > 0
                AND ${visibilitySql.user(params, other, viewerId)})`;
  }

  /** The chat when the viewer is a member and may see the other member; else null. */
  async visibleChat(
    chatId: string,
    viewerId: string,
  ): Promise<(PairRow & { message_count: number }) | null> {
    const params = new SqlParams([chatId, viewerId]);
    const other = `CASE WHEN c.user_low = $2::uuid THEN c.user_high ELSE c.user_low END`;
    const [chat] = await sqlRows<PairRow & { message_count: number }>(
      this.db,
      `SELECT c.id, c.user_low, c.user_high, c.message_count FROM chats c
        WHERE c.id = $1::uuid AND (c.user_low = $2::uuid OR c.user_high = $2::uuid)
          AND ${visibilitySql.user(params, other, viewerId)}`,
      params.values,
    );
    return chat ?? null;
  }

  async pairChatId(a: string, b: string): Promise<string | null> {
    const [row] = await sqlRows<{ id: string }>(
      this.db,
      `SELECT id FROM chats WHERE user_low = least($1::uuid, $2::uuid)
          AND user_high = greatest($1::uuid, $2::uuid)`,
      [a, b],
    );
    return row?.id ?? null;
  }

  async insertMessage(
    db: Queryable,
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
  async startChat(tx: Queryable, a: string, b: string): Promise<string | null> {
    const [made] = await sqlRows<{ id: string }>(
      tx,
      `INSERT INTO chats (user_low, user_high)
       VALUES (least($1::uuid, $2::uuid), greatest($1::uuid, $2::uuid))
       ON CONFLICT (user_low, user_high) DO NOTHING RETURNING id`,
      [a, b],
    );
    const id = made?.id ?? (await this.pairChatId(a, b));
    if (!id) return null;
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
  chatRows(
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
    // The preview is the newest message the viewer may see: the summary the insert trigger
    // keeps may hold one moderation hid since.
    const preview = `(SELECT lm.content FROM messages lm
        WHERE lm.chat_id = c.id AND ${visibilitySql.message(params, 'lm', viewerId)}
        ORDER BY lm.created_at DESC, lm.id DESC LIMIT 1)`;
    const side = (mine: string, theirs: string) => `(
      SELECT ${chatColumns(preview)}, c.${theirs} AS other_id,
             r.unread_count
        FROM chats c JOIN chat_reads r ON r.chat_id = c.id AND r.user_id = ${v}
       WHERE c.${mine} = ${v} ${keyset} ${only}
         AND ${visibilitySql.user(params, `c.${theirs}`, viewerId)}
       ORDER BY c.updated_at DESC, c.id DESC
       ${limitSql(limit)})`;
    return sqlRows<ChatRow>(
      this.db,
      `SELECT * FROM (${side('user_low', 'user_high')} UNION ALL ${side('user_high', 'user_low')}) s
        ORDER BY s.updated_at DESC, s.id DESC ${limitSql(limit)}`,
      params.values,
    );
  }
}
