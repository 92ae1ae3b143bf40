import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { limitSql, SqlParams, sqlRows } from '../../core/database/sql';
import { AppError } from '../../core/http/app-error';
import { decodeCursor, Page, PageRequest, pageSize, slicePage } from '../../core/http/pagination';
import type { PendingConnection, SentConnection } from '../../contracts/connections';
import type { UserCard } from '../../contracts/users';
import { connectionPageSql, type ConnectionList } from '../connections/connections.repository';
import { followPageSql, followsSql } from '../follow/follow.repository';
import { KEPT_MATCHES } from '../users/kept-name-matches';
import { newestUsersPageSql } from '../users/user-search-sql';
import { UsersService } from '../users/users.service';
import { VisibilityService } from '../visibility';
import { keptSearchPageQuery, userSearchQuery } from './user-search-query';
import { type CardRow, type SqlQuery, toCard, withCards } from './with-cards';

/** A user's card with the list's cursor key. */
type KeyedRow = CardRow & { key: string };
/** The other person's card, with the connection row it came from and the page's key. */
type ConnectionRow = CardRow & { connection_id: string; created_at: Date; key: string };

/**
 * Lists of people, each person as a card relative to the viewer (their follow and connection
 * state, their online dot): followers and following, everyone, those not followed yet, one's
 * connections and requests, and the user search. Each list is the page of the module that owns
 * its rows (follow, connections, users) read with its cards in one statement; this module owns
 * no table. Users the visibility rule hides from the viewer are left out of every list.
 */
@Injectable()
export class PeopleService {
  constructor(
    private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly visibility: VisibilityService,
  ) {}

  /**
   * Who follows `userId`, newest first: 404 when the user is hidden from the viewer, 403 when
   * they keep the list to themselves (`showFollowers`).
   */
  async followers(viewerId: string, userId: string, page: PageRequest): Promise<Page<UserCard>> {
    await this.visibility.assertCanSeeFollowers(viewerId, userId);
    return this.keyset(
      viewerId,
      page,
      (after, limit, visible) => followPageSql('followers', after, limitSql(limit), visible),
      [userId],
    );
  }

  /** Whom `userId` follows, newest first (the same rules as `followers`). */
  async following(viewerId: string, userId: string, page: PageRequest): Promise<Page<UserCard>> {
    await this.visibility.assertCanSeeFollowers(viewerId, userId);
    return this.keyset(
      viewerId,
      page,
      (after, limit, visible) => followPageSql('following', after, limitSql(limit), visible),
      [userId],
    );
  }

  /** Everyone but the caller (and those hidden from them), newest accounts first. */
  allUsers(viewerId: string, page: PageRequest): Promise<Page<UserCard>> {
    return this.keyset(
      viewerId,
      page,
      (after, limit, visible) => newestUsersPageSql(after, limit, visible),
      [viewerId],
    );
  }

  /** Everyone the caller does not follow yet (not the caller, nor anyone hidden from them). */
  notFollowed(viewerId: string, page: PageRequest): Promise<Page<UserCard>> {
    return this.keyset(
      viewerId,
      page,
      (after, limit, visible) =>
        newestUsersPageSql(after, limit, visible, (userId) => `NOT ${followsSql('$1', userId)}`),
      [viewerId],
    );
  }

  /** People I am connected to, most recently connected first. */
  async connections(meId: string, page: PageRequest): Promise<Page<UserCard>> {
    const { rows, nextCursor } = await this.connectionList(meId, page, 'connected');
    return { items: rows.map((r) => toCard(meId, r)), nextCursor };
  }

  /** Requests waiting for my answer, newest first. */
  async pendingReceived(meId: string, page: PageRequest): Promise<Page<PendingConnection>> {
    const { rows, nextCursor } = await this.connectionList(meId, page, 'received');
    return {
      items: rows.map((r) => ({
        _id: r.connection_id,
        requester: toCard(meId, r),
        createdAt: r.created_at.toISOString(),
      })),
      nextCursor,
    };
  }

  /** Requests I sent that are still waiting, newest first. */
  async pendingSent(meId: string, page: PageRequest): Promise<Page<SentConnection>> {
    const { rows, nextCursor } = await this.connectionList(meId, page, 'sent');
    return {
      items: rows.map((r) => ({
        _id: r.connection_id,
        recipient: toCard(meId, r),
        createdAt: r.created_at.toISOString(),
      })),
      nextCursor,
    };
  }

  /**
   * User name or full name containing `q` (any case, `%` and `_` literal), or exactly the email
   * address of a user who allows search by email; never the caller, never anyone the visibility
   * rule hides from them (blocked either way, hibernated).
   */
  async search(viewerId: string, q: string, page: PageRequest): Promise<Page<UserCard>> {
    const term = q.trim();
    if (!term) throw new AppError('VALIDATION_FAILED', 'Please enter a search term.');
    const size = pageSize(page.limit);
    const after = decodeCursor(page.cursor);
    // An email address is matched whole, never kept; a name term is, while the cache is on.
    const rows =
      (!term.includes('@') ? await this.keptSearchRows(viewerId, term, after, size + 1) : null) ??
      (await this.searchRows(userSearchQuery(viewerId, term, after, size + 1)));
    const { rows: shown, nextCursor } = slicePage(rows, size, (r) => ({ key: r.key, id: r.id }));
    return { items: shown.map((row) => toCard(viewerId, row)), nextCursor };
  }

  /**
   * The page from the term's kept matches, or null when they cannot tell it: the cache is off,
   * the cursor is not among them, or too few of the next ones are the viewer's to see while more
   * lie past what was kept. The cursor is found by id, so no ordering of names is asked of
   * JavaScript.
   */
  private async keptSearchRows(
    viewerId: string,
    term: string,
    after: { key: string; id: string } | null,
    count: number,
  ): Promise<KeyedRow[] | null> {
    const matches = await this.users.keptNameMatches(term);
    if (!matches) return null;
    const start = after ? matches.ids.indexOf(after.id) + 1 : 0;
    if (after && (start === 0 || matches.keys[start - 1] !== after.key)) return null;
    const allKept = matches.ids.length < KEPT_MATCHES;
    // Twice the page: a few of them hidden from this viewer still leave a full page.
    const ids = matches.ids.slice(start, start + 2 * count);
    if (ids.length === 0) return allKept ? [] : null;
    // Planned once: which users to read is given, not searched for.
    const query = keptSearchPageQuery(viewerId, ids, count);
    const rows = await sqlRows<KeyedRow>(this.db, query.text, query.values);
    const toTheEnd = allKept && start + ids.length === matches.ids.length;
    return rows.length === count || toTheEnd ? rows : null;
  }

  /** How many names contain the term decides the plan of a search (sqlRows: planPerCall). */
  private searchRows(query: SqlQuery): Promise<KeyedRow[]> {
    return sqlRows<KeyedRow>(this.db, query.text, query.values, { planPerCall: true });
  }

  private async connectionList(
    meId: string,
    page: PageRequest,
    list: ConnectionList,
  ): Promise<{ rows: ConnectionRow[]; nextCursor: string | null }> {
    const size = pageSize(page.limit);
    const after = decodeCursor(page.cursor, 'timestamp');
    const params = new SqlParams(after ? [meId, after.key, after.id] : [meId]);
    const visible = (userId: string) => this.visibility.visibleUser(params, userId, meId);
    const q = withCards(
      meId,
      { text: connectionPageSql(list, Boolean(after), size + 1, visible), values: params.values },
      ['connection_id', 'created_at', 'key'],
      'page.at DESC, page.connection_id DESC',
    );
    const rows = await sqlRows<ConnectionRow>(this.db, q.text, q.values);
    return slicePage(rows, size, (r) => ({ key: r.key, id: r.connection_id }));
  }

  /**
   * One page of a keyset list: `sql(after, limit, visible)` selects `id` and `key` with `$1..`
   * from `params`, then `$n+1`, `$n+2` as the cursor's key and id when there is one;
   * `visible(column)` is the visibility rule's condition on a user id column for the viewer.
   */
  private async keyset(
    viewerId: string,
    page: PageRequest,
    sql: (after: boolean, limit: number, visible: (userId: string) => string) => string,
    params: unknown[],
  ): Promise<Page<UserCard>> {
    const size = pageSize(page.limit);
    const after = decodeCursor(page.cursor, 'timestamp');
    const query = new SqlParams(after ? [...params, after.key, after.id] : params);
    const visible = (userId: string) => this.visibility.visibleUser(query, userId, viewerId);
    // Every list here is newest first, by its `key` timestamp and then the id.
    const q = withCards(
      viewerId,
      { text: sql(Boolean(after), size + 1, visible), values: query.values },
      ['key'],
      'page.key::timestamptz DESC, page.id DESC',
    );
    const rows = await sqlRows<KeyedRow>(this.db, q.text, q.values);
    const { rows: kept, nextCursor } = slicePage(rows, size, (r) => ({ key: r.key, id: r.id }));
    return { items: kept.map((row) => toCard(viewerId, row)), nextCursor };
  }
}
