import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { limitSql, SqlParams, sqlRows } from '../../core/database/sql';
import type { NotificationType } from '../../contracts/notifications';
import { type CardRow, withCards } from '../people/with-cards';
import { cardRelationColumnsSql } from '../people/card-relation';
import { cardUserColumnsSql, joinUserSql } from '../users/user-row';
import { visibilitySql } from '../visibility';
import { joinCommentSql } from '../comments/comments.sql';
import { joinPostSql } from '../posts/posts.sql';
import { fromUsersSql } from '../users/user-row';
import { LIKE_GROUP_WINDOW_SECONDS } from './notification-text';
import type { ItemRow } from './notification.mapper';

/** An item with one person behind it; `replace` drops an earlier item of the same key first. */
export interface SingleNotification {
  recipientId: string;
  type: NotificationType;
  actorId: string;
  postId?: string;
  commentId?: string;
  communityId?: string;
}

/** A message to `recipientId` in `chatId` from `senderId`: what its item needs. */
export interface MessageItem {
  recipientId: string;
  chatId: string;
  senderId: string;
}

/** A like of `postId` by `actorId`, for the post's author `recipientId`. */
export interface LikeItem {
  recipientId: string;
  postId: string;
  actorId: string;
}

/** The columns a batch's check reads: SQL expressions of each item's recipient, actor and post. */
export interface BatchColumns {
  recipient: string;
  actor: string;
  post: string | null;
}

/** A batch's check: an SQL condition over its columns (the rule's viewer bound to the recipient). */
export type BatchCheck = (params: SqlParams, columns: BatchColumns) => string;

/**
 * `allowed` over a batch's items as its statements name them (`i.recipient_id`, `i.actor_id`,
 * and `i.post_id` when the items carry a post), the visibility rule's viewer each item's recipient.
 */
function checkItems(params: SqlParams, allowed: BatchCheck, withPost: boolean): string {
  return allowed(params.scope().bind('viewer', 'i.recipient_id'), {
    recipient: 'i.recipient_id',
    actor: 'i.actor_id',
    post: withPost ? 'i.post_id' : null,
  });
}

/** A message item as its push carries it: the item, its actor's card and the unread count. */
export type MessageItemRow = Pick<
  ItemRow,
  'item_id' | 'actor_id' | 'actors' | 'chat_id' | 'message_count' | 'details' | 'activity_at'
> &
  CardRow & { recipient_id: string; unread_count: number };
/**
 * An item just written, and whether its recipient has a socket open anywhere (`is_active`, the
 * online dot's flag), read in the same statement.
 */
export interface WrittenItem {
  id: string;
  online: boolean;
}

/** SQL expression: the user `recipient` (an SQL expression) has a socket open anywhere. */
const onlineSql = (recipient: string) => `coalesce((SELECT rcp.is_active FROM ${fromUsersSql('rcp')}
  WHERE rcp.id = ${recipient}), false)`;

/** The key that undoing an action finds its item by. */
export interface ActorKey {
  recipientId: string;
  type: NotificationType;
  actorId: string;
  communityId?: string;
}

/** Every column of an item as `read` selects it: the compiler keeps this in step with `ItemRow`. */
const ITEM_COLUMN_SET: Record<keyof ItemRow, true> = {
  item_id: true,
  type: true,
  actor_id: true,
  actors: true,
  post_id: true,
  post_title: true,
  post_image_key: true,
  post_image_feed_key: true,
  post_public: true,
  comment_id: true,
  comment_text: true,
  community_id: true,
  chat_id: true,
  message_count: true,
  details: true,
  read: true,
  activity_at: true,
};
const ITEM_COLUMNS = Object.keys(ITEM_COLUMN_SET);

/** Items nobody caused: they stand without an actor. */
const SYSTEM_TYPES = `('data_export_ready', 'login_alert', 'report_outcome', 'moderation_notice', 'saved_search_match')`;

/** An item as `read` answers it, with its latest visible actor's card when it has one. */
export type ItemWithCard = ItemRow & Partial<CardRow>;

/**
 * Every statement of `notifications`, `notification_actors`, `login_sources` and
 * `notification_digests` (this module owns them). Every write answers the id of the item it made or changed, or what it removed, so
 * the caller can push. Every read asks the visibility rule in its own SQL, for the list and the
 * count alike: an item whose post the recipient may no longer see, or whose every actor is hidden
 * from them (blocked either way, hibernated), is left out; a like item names only the likers
 * still visible.
 */
@Injectable()
export class NotificationsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Adds each liker to the recipient's like item on the post that began within the last hour, or
   * starts one (`notification_add_like`, under a transaction-scoped advisory lock on (recipient,
   * post), so two racing likes, on any replica, end in one item). The item moves to the top and
   * reads as unread again. Written only where `allowed` (an SQL condition over the batch's
   * columns; the rule's viewer is the recipient) holds for the item; null where it does not. One
   * statement, one text for any batch size; the function is called in the order of its locks'
   * keys, so two batches never wait on each other crosswise.
   */
  async addLikes(items: LikeItem[], allowed: BatchCheck): Promise<(WrittenItem | null)[]> {
    const params = new SqlParams([
      LIKE_GROUP_WINDOW_SECONDS,
      items.map((item) => item.recipientId),
      items.map((item) => item.postId),
      items.map((item) => item.actorId),
    ]);
    const check = checkItems(params, allowed, true);
    const rows = await sqlRows<WrittenItem & { n: number }>(
      this.db,
      `WITH input AS (
         SELECT i.recipient_id, i.post_id, i.actor_id, (i.n - 1)::int AS n
           FROM unnest($2::uuid[], $3::uuid[], $4::uuid[])
                WITH ORDINALITY AS i(recipient_id, post_id, actor_id, n)
          WHERE ${check}
       ), in_lock_order AS (
         SELECT * FROM input ORDER BY hashtext('notification-like:' || recipient_id || post_id)
       )
       SELECT n, notification_add_like(recipient_id, post_id, actor_id, $1::int) AS id,
              ${onlineSql('recipient_id')} AS online
         FROM in_lock_order`,
      params.values,
    );
    const byIndex = new Map(rows.map((r) => [r.n, { id: r.id, online: r.online }]));
    return items.map((_, i) => byIndex.get(i) ?? null);
  }

  /**
   * Takes each liker off their item (the likes of different recipients, in one statement); an
   * item left with nobody goes. Answers, per like in order, whether it was on an item.
   */
  async removeLikes(items: LikeItem[]): Promise<boolean[]> {
    const rows = await sqlRows<{ n: number }>(
      this.db,
      `WITH input AS (
         SELECT i.recipient_id, i.post_id, i.actor_id, (i.n - 1)::int AS n
           FROM unnest($1::uuid[], $2::uuid[], $3::uuid[])
                WITH ORDINALITY AS i(recipient_id, post_id, actor_id, n)
       ), taken AS (
         DELETE FROM notification_actors a USING notifications n, input
          WHERE a.notification_id = n.id AND n.recipient_id = input.recipient_id
            AND n.type = 'like' AND n.post_id = input.post_id AND a.actor_id = input.actor_id
          RETURNING a.notification_id, a.actor_id, input.n
       ), emptied AS (
         DELETE FROM notifications n USING taken
          WHERE n.id = taken.notification_id
            AND NOT EXISTS (SELECT 1 FROM notification_actors a
                             WHERE a.notification_id = n.id AND a.actor_id <> taken.actor_id)
       )
       SELECT n FROM taken`,
      [
        items.map((item) => item.recipientId),
        items.map((item) => item.postId),
        items.map((item) => item.actorId),
      ],
    );
    const taken = new Set(rows.map((r) => r.n));
    return items.map((_, i) => taken.has(i));
  }

  /**
   * New items of one `type`, each written only where `allowed` (an SQL condition over the batch's
   * columns; the rule's viewer is the recipient) holds for it; with `replace`, an earlier item of
   * the same key (a re-follow) goes first. One statement, one text for any batch size; the items
   * are of different recipients. Answers, per item in order, what was written, or null.
   */
  async addSingles(
    type: NotificationType,
    replace: boolean,
    items: SingleNotification[],
    allowed: BatchCheck,
  ): Promise<(WrittenItem | null)[]> {
    const params = new SqlParams([
      type,
      items.map((item) => item.recipientId),
      items.map((item) => item.actorId),
      items.map((item) => item.postId ?? null),
      items.map((item) => item.commentId ?? null),
      items.map((item) => item.communityId ?? null),
    ]);
    const check = checkItems(params, allowed, true);
    const gone = replace
      ? `DELETE FROM notifications n USING input
          WHERE n.recipient_id = input.recipient_id AND n.type = $1::text
            AND (input.community_id IS NULL OR n.community_id = input.community_id)
            AND EXISTS (SELECT 1 FROM notification_actors a
                         WHERE a.notification_id = n.id AND a.actor_id = input.actor_id)
         RETURNING n.id`
      : 'SELECT NULL::uuid AS id WHERE false';
    const rows = await sqlRows<WrittenItem & { n: number }>(
      this.db,
      `WITH input AS (
         SELECT i.recipient_id, i.actor_id, i.post_id, i.comment_id, i.community_id,
                (i.n - 1)::int AS n
           FROM unnest($2::uuid[], $3::uuid[], $4::uuid[], $5::uuid[], $6::uuid[])
                WITH ORDINALITY AS i(recipient_id, actor_id, post_id, comment_id, community_id, n)
          WHERE ${check}
       ),
       -- Runs beside the insert on the statement's snapshot: the old item goes, the new one stays.
       gone AS (${gone}),
       item AS (
         INSERT INTO notifications (recipient_id, type, post_id, comment_id, community_id)
         SELECT recipient_id, $1::text, post_id, comment_id, community_id FROM input
         RETURNING id, recipient_id
       ), actor AS (
         INSERT INTO notification_actors (notification_id, actor_id)
         SELECT item.id, input.actor_id FROM item JOIN input USING (recipient_id)
         ON CONFLICT (notification_id, actor_id) DO UPDATE SET acted_at = now()
       )
       SELECT input.n, item.id, ${onlineSql('item.recipient_id')} AS online
         FROM item JOIN input USING (recipient_id)`,
      params.values,
    );
    const byIndex = new Map(rows.map((r) => [r.n, { id: r.id, online: r.online }]));
    return items.map((_, i) => byIndex.get(i) ?? null);
  }

  /**
   * Undo of a follow, a request, a join: the item each person caused goes (the keys of different
   * recipients, in one statement). Answers, per key in order, whether an item went.
   */
  async removeByActors(keys: ActorKey[]): Promise<boolean[]> {
    const rows = await sqlRows<{ n: number }>(
      this.db,
      `DELETE FROM notifications n
         USING unnest($1::uuid[], $2::text[], $3::uuid[], $4::uuid[])
               WITH ORDINALITY AS k(recipient_id, type, actor_id, community_id, n)
        WHERE n.recipient_id = k.recipient_id AND n.type = k.type
          AND (k.community_id IS NULL OR n.community_id = k.community_id)
          AND EXISTS (SELECT 1 FROM notification_actors a
                       WHERE a.notification_id = n.id AND a.actor_id = k.actor_id)
       RETURNING (k.n - 1)::int AS n`,
      [
        keys.map((key) => key.recipientId),
        keys.map((key) => key.type),
        keys.map((key) => key.actorId),
        keys.map((key) => key.communityId ?? null),
      ],
    );
    const removed = new Set(rows.map((r) => r.n));
    return keys.map((_, i) => removed.has(i));
  }

  /**
   * The items `actorId` caused the recipient about a tie between them (a follow, a connection or
   * its request): a block ends those ties without their own undo events.
   */
  async removeTiesWith(recipientId: string, actorId: string): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `DELETE FROM notifications n
        WHERE n.recipient_id = $1
          AND n.type IN ('follow', 'connection_request', 'connection_accepted')
          AND EXISTS (SELECT 1 FROM notification_actors a
                       WHERE a.notification_id = n.id AND a.actor_id = $2)
       RETURNING n.id`,
      [recipientId, actorId],
    );
    return rows.length > 0;
  }

  /** A deleted comment: the recipient's items about it go (if the cascade left any). */
  async removeForComment(commentId: string, recipientId: string): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `DELETE FROM notifications WHERE comment_id = $1 AND recipient_id = $2 RETURNING id`,
      [commentId, recipientId],
    );
    return rows.length > 0;
  }

  /**
   * One item per chat while it is unread: a new message counts into it and brings it to the top
   * (the partial unique index on unread message items decides, on any replica). For a batch of
   * messages, each to its own recipient and chat, in one statement: the check (`allowed`, an SQL
   * condition on these params for each item), the item, its actor, and what the push of it
   * carries (the item as the list reads it, with its actor's card, and the recipient's unread
   * count) — a message is the busiest notification, and a push view read after the write was a
   * round trip of its own. The statement sees the tables as they were before it wrote, so the
   * count adds the item it made, and the actors the one it added. Answers, per item in order,
   * the push's row, or null where `allowed` does not hold for it (an SQL condition over the
   * batch's columns `i.recipient_id` and `i.actor_id`; the rule's viewer is the recipient).
   * One text for every batch size (the items come as arrays): a text per size, each planned
   * afresh on every connection for its first calls, cost a millisecond of planning an item.
   */
  async addMessages(items: MessageItem[], allowed: BatchCheck): Promise<(MessageItemRow | null)[]> {
    const params = new SqlParams([
      items.map((item) => item.recipientId),
      items.map((item) => item.chatId),
      items.map((item) => item.senderId),
    ]);
    const check = checkItems(params, allowed, false);
    // The push's part reads as each item's recipient: the rule's viewer is that column.
    const view = params
      .scope()
      .bind('viewer', 'item.recipient_id')
      .bind('recipient', 'item.recipient_id');
    const viewer = 'item.recipient_id';
    const rows = await sqlRows<MessageItemRow & { n: number }>(
      this.db,
      `WITH input AS (
         SELECT i.recipient_id, i.chat_id, i.actor_id, (i.n - 1)::int AS n
           FROM unnest($1::uuid[], $2::uuid[], $3::uuid[])
                WITH ORDINALITY AS i(recipient_id, chat_id, actor_id, n)
          WHERE ${check}
       ),
       item AS (
         INSERT INTO notifications AS ni (recipient_id, type, chat_id)
         SELECT recipient_id, 'message', chat_id FROM input
         ON CONFLICT (recipient_id, chat_id) WHERE type = 'message' AND read_at IS NULL
         DO UPDATE SET message_count = ni.message_count + 1, activity_at = now()
         RETURNING ni.id, ni.recipient_id, ni.chat_id, ni.message_count, ni.details,
                   ni.activity_at, ni.xmax = 0 AS inserted
       ), actor AS (
         INSERT INTO notification_actors (notification_id, actor_id)
         SELECT item.id, input.actor_id FROM item JOIN input USING (recipient_id, chat_id)
         ON CONFLICT (notification_id, actor_id) DO UPDATE SET acted_at = now()
       )
       SELECT input.n, item.id AS item_id, item.recipient_id, input.actor_id, item.chat_id,
              item.message_count, item.details, item.activity_at,
              1 + (SELECT count(*) FROM notification_actors a
                    WHERE a.notification_id = item.id AND a.actor_id <> input.actor_id
                      AND ${visibilitySql.user(view, 'a.actor_id', viewer)})::int AS actors,
              (${this.unreadCountSql(view, viewer)}) + CASE WHEN item.inserted THEN 1 ELSE 0 END
                AS unread_count,
              ${cardUserColumnsSql('u')}, ${cardRelationColumnsSql(view, 'u', viewer)}
         FROM item JOIN input USING (recipient_id, chat_id)
         ${joinUserSql('u', 'input.actor_id')}`,
      params.values,
    );
    const byIndex = new Map(rows.map((r) => [r.n, r]));
    return items.map((_, i) => byIndex.get(i) ?? null);
  }

  /** The user read the chat: its message item has nothing left to say. */
  async removeChat(recipientId: string, chatId: string): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `DELETE FROM notifications WHERE recipient_id = $1 AND type = 'message' AND chat_id = $2
       RETURNING id`,
      [recipientId, chatId],
    );
    return rows.length > 0;
  }

  /** An item nobody caused (a finished export, a login alert). */
  async addSystem(
    recipientId: string,
    type:
      | 'data_export_ready'
      | 'login_alert'
      | 'report_outcome'
      | 'moderation_notice'
      | 'saved_search_match',
    details: Record<string, string | null>,
  ): Promise<string> {
    const [row] = await sqlRows<{ id: string }>(
      this.db,
      `INSERT INTO notifications (recipient_id, type, details) VALUES ($1, $2, $3::jsonb)
       RETURNING id`,
      [recipientId, type, JSON.stringify(details)],
    );
    return row.id;
  }

  /** Marks those items (all when `ids` is absent) read; answers whether any changed. */
  async markRead(recipientId: string, ids?: string[]): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `UPDATE notifications SET read_at = now()
        WHERE recipient_id = $1 AND read_at IS NULL AND ($2::uuid[] IS NULL OR id = ANY($2::uuid[]))
       RETURNING id`,
      [recipientId, ids ?? null],
    );
    return rows.length > 0;
  }

  /**
   * Records the device (as the agent names it) and the address of a login; answers whether the
   * device is new. A user's first login sets what is known and alerts no one; a new address
   * alone (a phone changing networks) is not news.
   */
  async recordLoginSource(
    userId: string,
    device: string | null,
    ip: string | null,
  ): Promise<boolean> {
    return this.db.transaction(async (m) => {
      const [{ known }] = await sqlRows<{ known: boolean }>(
        m,
        `SELECT EXISTS (SELECT 1 FROM login_sources WHERE user_id = $1) AS known`,
        [userId],
      );
      const added = await sqlRows<{ kind: string }>(
        m,
        `INSERT INTO login_sources (user_id, kind, value)
         SELECT $1, kind, left(value, 512)
           FROM (VALUES ('agent', $2::text), ('address', $3::text)) AS s(kind, value)
          WHERE value IS NOT NULL
         ON CONFLICT DO NOTHING RETURNING kind`,
        [userId, device, ip],
      );
      return known && added.some((row) => row.kind === 'agent');
    });
  }

  /**
   * A page of the recipient's items, newest activity first: the `limit` after `after` (the
   * cursor's activity time in milliseconds and id), only the unread ones when asked.
   */
  list(
    recipientId: string,
    only: { unread?: boolean },
    after: { at: number; id: string } | null,
    limit: number,
  ): Promise<ItemWithCard[]> {
    const params = new SqlParams();
    const conditions = [this.visibleItems(params, recipientId)];
    if (only.unread) conditions.push('n.read_at IS NULL');
    if (after) {
      conditions.push(
        `(n.activity_at, n.id) < (${params.add(new Date(after.at).toISOString(), 'timestamptz')}, ${params.add(after.id, 'uuid')})`,
      );
    }
    return this.read(params, recipientId, conditions, limit);
  }

  /** One item as its recipient sees it now, with their unread count; undefined when hidden. */
  async withUnreadCount(
    recipientId: string,
    id: string,
  ): Promise<(ItemWithCard & { unread_count: number }) | undefined> {
    const params = new SqlParams();
    const conditions = [this.visibleItems(params, recipientId), `n.id = ${params.add(id, 'uuid')}`];
    const unread = { name: 'unread_count', sql: this.unreadCountSql(params, recipientId) };
    const [row] = await this.read<{ unread_count: number }>(
      params,
      recipientId,
      conditions,
      1,
      unread,
    );
    return row;
  }

  /** The unread items the list would show. */
  async unreadCount(recipientId: string): Promise<number> {
    const params = new SqlParams();
    const [row] = await sqlRows<{ n: number }>(
      this.db,
      `SELECT (${this.unreadCountSql(params, recipientId)}) AS n`,
      params.values,
    );
    return row.n;
  }

  private unreadCountSql(params: SqlParams, recipientId: string): string {
    return `SELECT count(*)::int FROM notifications n ${joinPostSql('p', 'n.post_id', 'LEFT JOIN')}
        WHERE ${this.visibleItems(params, recipientId)} AND n.read_at IS NULL
          AND (n.type IN ${SYSTEM_TYPES} OR EXISTS (
                SELECT 1 FROM notification_actors a
                 WHERE a.notification_id = n.id
                   AND ${visibilitySql.user(params, 'a.actor_id', recipientId)}))`;
  }

  /** The recipient's own items, checked again as they would read them. */
  private visibleItems(params: SqlParams, recipientId: string): string {
    const recipient = params.named('recipient', recipientId, 'uuid');
    return `n.recipient_id = ${recipient}
      AND (n.post_id IS NULL OR ${visibilitySql.post(params, 'p', recipientId)})`;
  }

  /**
   * The items, newest activity first, each with its latest visible actor's card (`withCards`):
   * one statement for the page and its cards.
   */
  private async read<Extra = object>(
    params: SqlParams,
    recipientId: string,
    conditions: string[],
    limit: number,
    extra?: { name: string; sql: string },
  ): Promise<(ItemWithCard & Extra)[]> {
    const actorVisible = visibilitySql.user(params, 'a.actor_id', recipientId);
    const items = `SELECT n.id AS item_id, n.type, act.actor_id, act.actors::int AS actors,
              n.post_id, p.title AS post_title, p.image_key AS post_image_key,
              p.image_feed_key AS post_image_feed_key,
              coalesce(${visibilitySql.post(params, 'p', null)}, false) AS post_public,
              n.comment_id, c.comment AS comment_text, n.community_id, n.chat_id,
              n.message_count, n.details, n.read_at IS NOT NULL AS read, n.activity_at
              ${extra ? `, (${extra.sql}) AS ${extra.name}` : ''}
         FROM notifications n
         ${joinPostSql('p', 'n.post_id', 'LEFT JOIN')}
         ${joinCommentSql('c', 'n.comment_id', 'LEFT JOIN')}
         LEFT JOIN LATERAL (
           SELECT a.actor_id, count(*) OVER () AS actors
             FROM notification_actors a
            WHERE a.notification_id = n.id AND ${actorVisible}
            ORDER BY a.acted_at DESC, a.actor_id DESC
            LIMIT 1) act ON true
        WHERE ${conditions.join(' AND ')}
          AND (n.type IN ${SYSTEM_TYPES} OR act.actor_id IS NOT NULL)
        ORDER BY n.activity_at DESC, n.id DESC
        ${limitSql(limit)}`;
    const q = withCards(
      recipientId,
      { text: items, values: params.values },
      extra ? [...ITEM_COLUMNS, extra.name] : ITEM_COLUMNS,
      'page.activity_at DESC, page.item_id DESC',
      { userId: 'actor_id', optional: true },
    );
    return sqlRows<ItemWithCard & Extra>(this.db, q.text, q.values);
  }

  // The hourly digest's (`NotificationDigest`) statements, over `notification_digests` too.

  /** Up to `limit` users with something unread that no digest has carried yet. */
  async digestDue(limit: number): Promise<string[]> {
    const due = await sqlRows<{ recipient_id: string }>(
      this.db,
      `SELECT DISTINCT recipient_id FROM notifications
        WHERE read_at IS NULL AND emailed_at IS NULL LIMIT ${limit}`,
    );
    return due.map((r) => r.recipient_id);
  }

  /**
   * Takes the user's digest for this hour: one conditional upsert, so of several replicas
   * exactly one wins. True when this one did.
   */
  async claimDigest(userId: string): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `INSERT INTO notification_digests (user_id, last_sent_at) VALUES ($1, now())
       ON CONFLICT (user_id) DO UPDATE SET last_sent_at = now()
        WHERE notification_digests.last_sent_at <= now() - interval '1 hour'
       RETURNING user_id`,
      [userId],
    );
    return rows.length > 0;
  }

  /** Gives the user's claimed digest back, for a later sweep to try again. */
  async releaseDigest(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM notification_digests WHERE user_id = $1`, [userId]);
  }

  /** The user's unread items no longer make them due for a digest. */
  async markEmailed(userId: string): Promise<void> {
    await this.db.query(
      `UPDATE notifications SET emailed_at = now()
        WHERE recipient_id = $1 AND read_at IS NULL AND emailed_at IS NULL`,
      [userId],
    );
  }
}
