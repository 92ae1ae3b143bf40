import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { limitSql, SqlParams, sqlRows } from '../../core/database/sql';
import { decodeCursor, Page, PageRequest, pageSize, slicePage } from '../../core/http/pagination';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { NotificationDto } from '../../contracts/notifications';
import { CommunitiesService } from '../communities/communities.service';
import { type CardRow, toCard, withCards } from '../people/with-cards';
import { VisibilityService } from '../visibility';
import { NotificationStore } from './notification-store';
import { ItemRow, toNotificationDto } from './notification.mapper';
import { joinCommentSql } from '../comments/comments.sql';
import { joinPostSql } from '../posts/posts.sql';

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

/**
 * A user's notifications as they may see them now. The visibility rule runs in the query, for
 * the list and the count alike: an item whose post the recipient may no longer see, or whose
 * every actor is hidden from them (blocked either way, hibernated), is left out; a like item
 * names only the likers still visible.
 */
@Injectable()
export class NotificationsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: NotificationStore,
    private readonly visibility: VisibilityService,
    private readonly communities: CommunitiesService,
    private readonly events: EventEmitter2,
  ) {}

  /** `GET /notifications`: newest activity first, keyset pages. */
  async list(
    recipientId: string,
    page: PageRequest,
    only: { unread?: boolean } = {},
  ): Promise<Page<NotificationDto>> {
    const size = pageSize(page.limit);
    const after = decodeCursor(page.cursor, 'millis');
    const params = new SqlParams();
    const conditions = [this.visibleItems(params, recipientId)];
    if (only.unread) conditions.push('n.read_at IS NULL');
    if (after) {
      const at = Number(after.key);
      conditions.push(
        `(n.activity_at, n.id) < (${params.add(new Date(at).toISOString(), 'timestamptz')}, ${params.add(after.id, 'uuid')})`,
      );
    }
    const rows = await this.read(params, recipientId, conditions, size + 1);
    const { rows: kept, nextCursor } = slicePage(rows, size, (r) => ({
      key: String(r.activity_at.getTime()),
      id: r.item_id,
    }));
    return { items: await this.toDtos(recipientId, kept), nextCursor };
  }

  /**
   * What a push of a new or grown item carries: the item as its recipient sees it now and their
   * unread count, read together. Null when the item is gone or hidden from them.
   */
  async pushView(
    recipientId: string,
    id: string,
  ): Promise<{ notification: NotificationDto; unreadCount: number } | null> {
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
    if (!row) return null;
    const [notification] = await this.toDtos(recipientId, [row]);
    return { notification, unreadCount: row.unread_count };
  }

  /** `GET /notifications/unread-count`: the unread items the list would show. */
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
                   AND ${this.visibility.visibleUser(params, 'a.actor_id', recipientId)}))`;
  }

  /**
   * `POST /notifications/read`: those ids (all when absent) are read; the user's other tabs get
   * the new count. Ids that are not the caller's change nothing.
   */
  async markRead(recipientId: string, ids?: string[]): Promise<number> {
    await this.store.markRead(recipientId, ids);
    const unreadCount = await this.unreadCount(recipientId);
    this.emit('notification.count.changed', { userId: recipientId, unreadCount });
    return unreadCount;
  }

  /** The recipient's own items, checked again as they would read them. */
  private visibleItems(params: SqlParams, recipientId: string): string {
    const recipient = params.named('recipient', recipientId, 'uuid');
    return `n.recipient_id = ${recipient}
      AND (n.post_id IS NULL OR ${this.visibility.visiblePost(params, 'p', recipientId)})`;
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
  ): Promise<(ItemRow & Partial<CardRow> & Extra)[]> {
    const actorVisible = this.visibility.visibleUser(params, 'a.actor_id', recipientId);
    const items = `SELECT n.id AS item_id, n.type, act.actor_id, act.actors::int AS actors,
              n.post_id, p.title AS post_title, p.image_key AS post_image_key,
              p.image_feed_key AS post_image_feed_key,
              coalesce(${this.visibility.publicPost(params, 'p')}, false) AS post_public,
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
    return sqlRows<ItemRow & Partial<CardRow> & Extra>(this.db, q.text, q.values);
  }

  private async toDtos(
    recipientId: string,
    rows: (ItemRow & Partial<CardRow>)[],
  ): Promise<NotificationDto[]> {
    const communityIds = [
      ...new Set(rows.flatMap((r) => (r.community_id ? [r.community_id] : []))),
    ];
    const names = await this.communities.namesOf(communityIds);
    return rows.map((r) =>
      toNotificationDto(
        r,
        r.actor_id ? toCard(recipientId, r as CardRow) : undefined,
        names,
        recipientId,
      ),
    );
  }

  private emit<E extends keyof DomainEvents>(name: E, payload: DomainEvents[E]): void {
    this.events.emit(name, payload);
  }
}
