import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { Page, PageRequest, decodeCursor, pageSize, slicePage } from '../../core/http/pagination';
import {
  limitSql,
  PG_FOREIGN_KEY_VIOLATION,
  pgCode,
  Queryable,
  SqlParams,
  sqlRows,
} from '../../core/database/sql';
import { VisibilityService } from '../visibility';
import type { FollowResult } from '../../contracts/follow';
import type { UserCard } from '../users/user-card';
import { type CardRow, toCard, withCards } from '../users/with-cards';
import { UsersService } from '../users/users.service';
import { followsSql } from './follows.sql';

export type { FollowResult } from '../../contracts/follow';

/** A user's card with the list's cursor key. */
type KeyedRow = CardRow & { key: string };

/**
 * Follows. Counters live on users and are moved by a trigger on `follows` in the same
 * transaction as the row (see the CreatePeople migration), so they stay exact under concurrency.
 */
@Injectable()
export class FollowService {
  constructor(
    private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly events: EventEmitter2,
    private readonly visibility: VisibilityService,
  ) {}

  /**
   * `want` true: end up following; false: end up not following (both idempotent); undefined:
   * toggle (SPEC §7's `{ followingId }`). A push goes out only when a row really changed. A user
   * hidden by the visibility rule (blocked either way) cannot be followed: 404, as if unknown.
   */
  async follow(meId: string, followingId: string, want?: boolean): Promise<FollowResult> {
    if (meId === followingId)
      throw new AppError('VALIDATION_FAILED', 'You cannot follow yourself.');
    if (want === false) await this.users.getById(followingId);
    let result: FollowResult & { changed: boolean };
    try {
      result = await this.db.transaction(async (tx) => {
        if (want !== false) await this.visibility.assertCanTie(tx, meId, followingId, 'follow');
        const removed =
          want === true
            ? []
            : await sqlRows(
                tx,
                `DELETE FROM follows WHERE follower_id = $1 AND following_id = $2 RETURNING 1`,
                [meId, followingId],
              );
        let following = false;
        let changed = removed.length > 0;
        if (want === true || (want === undefined && removed.length === 0)) {
          const added = await sqlRows(
            tx,
            `INSERT INTO follows (follower_id, following_id) VALUES ($1, $2)
             ON CONFLICT DO NOTHING RETURNING 1`,
            [meId, followingId],
          );
          // Nothing inserted: already following (or a parallel request of mine won the race).
          following = true;
          changed = added.length > 0;
        }
        const [counts] = await sqlRows<{ followers: number; following: number }>(
          tx,
          `SELECT (SELECT num_of_followers FROM users WHERE id = $2) AS followers,
                  (SELECT num_of_following FROM users WHERE id = $1) AS following`,
          [meId, followingId],
        );
        return {
          following,
          numOfFollowers: counts.followers,
          numOfFollowing: counts.following,
          changed,
        };
      });
    } catch (error) {
      if (pgCode(error) === PG_FOREIGN_KEY_VIOLATION)
        throw new AppError('NOT_FOUND', 'User not found');
      throw error;
    }
    const { changed, ...answer } = result;
    if (changed) this.emitChanged(meId, followingId, answer.following);
    return answer;
  }

  /**
   * Ends the follows between two users in both directions without a push (blocking: the blocked
   * user is not told). The trigger on `follows` keeps both users' counters exact.
   */
  async removeBetween(db: Queryable, a: string, b: string): Promise<void> {
    await sqlRows(
      db,
      `DELETE FROM follows WHERE (follower_id = $1 AND following_id = $2)
                              OR (follower_id = $2 AND following_id = $1)`,
      [a, b],
    );
  }

  async isFollowing(followerId: string, followingId: string): Promise<boolean> {
    const [row] = await sqlRows<{ yes: boolean }>(
      this.db,
      `SELECT ${followsSql('$1::uuid', '$2::uuid')} AS yes`,
      [followerId, followingId],
    );
    return row.yes;
  }

  /**
   * Who follows `userId`, newest first: 404 when the user is hidden from the viewer, 403 when
   * they keep the list to themselves (`showFollowers`); users hidden from the viewer are left out.
   */
  async followers(viewerId: string, userId: string, page: PageRequest): Promise<Page<UserCard>> {
    await this.visibility.assertCanSeeFollowers(viewerId, userId);
    return this.keyset(
      viewerId,
      page,
      (after, limit, visible) => `
        SELECT f.follower_id AS id, f.created_at::text AS key
          FROM follows f
         WHERE f.following_id = $1 AND ${visible('f.follower_id')} ${after ? 'AND (f.created_at, f.follower_id) < ($2::timestamptz, $3::uuid)' : ''}
         ORDER BY f.created_at DESC, f.follower_id DESC
         ${limitSql(limit)}`,
      [userId],
    );
  }

  /** Whom `userId` follows, newest first (the same rules as `followers`). */
  async following(viewerId: string, userId: string, page: PageRequest): Promise<Page<UserCard>> {
    await this.visibility.assertCanSeeFollowers(viewerId, userId);
    return this.keyset(
      viewerId,
      page,
      (after, limit, visible) => `
        SELECT f.following_id AS id, f.created_at::text AS key
          FROM follows f
         WHERE f.follower_id = $1 AND ${visible('f.following_id')} ${after ? 'AND (f.created_at, f.following_id) < ($2::timestamptz, $3::uuid)' : ''}
         ORDER BY f.created_at DESC, f.following_id DESC
         ${limitSql(limit)}`,
      [userId],
    );
  }

  /** Everyone but the caller (and those hidden from them), newest accounts first. */
  allUsers(viewerId: string, page: PageRequest): Promise<Page<UserCard>> {
    return this.keyset(
      viewerId,
      page,
      (after, limit, visible) => `
        SELECT u.id, u.created_at::text AS key
          FROM users u
         WHERE u.id <> $1 AND ${visible('u.id')} ${after ? 'AND (u.created_at, u.id) < ($2::timestamptz, $3::uuid)' : ''}
         ORDER BY u.created_at DESC, u.id DESC
         ${limitSql(limit)}`,
      [viewerId],
    );
  }

  /** Everyone the caller does not follow yet (not the caller, nor anyone hidden from them). */
  notFollowed(viewerId: string, page: PageRequest): Promise<Page<UserCard>> {
    return this.keyset(
      viewerId,
      page,
      (after, limit, visible) => `
        SELECT u.id, u.created_at::text AS key
          FROM users u
         WHERE u.id <> $1 AND ${visible('u.id')}
           AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.following_id = u.id)
           ${after ? 'AND (u.created_at, u.id) < ($2::timestamptz, $3::uuid)' : ''}
         ORDER BY u.created_at DESC, u.id DESC
         ${limitSql(limit)}`,
      [viewerId],
    );
  }

  /** The socket `follow` event: push the current state of that follow to both users again. */
  async announce(followerId: string, followingId: string): Promise<void> {
    if (followerId === followingId) return;
    const exists = await sqlRows(this.db, `SELECT 1 FROM users WHERE id = $1`, [followingId]);
    if (exists.length === 0) return;
    // Nothing about a user reaches someone hidden from them (a block either way, hibernation).
    if (!(await this.visibility.seeEachOther(followerId, followingId))) return;
    this.emitChanged(followerId, followingId, await this.isFollowing(followerId, followingId));
  }

  private emitChanged(followerId: string, followingId: string, following: boolean): void {
    const payload: DomainEvents['follow.changed'] = { followerId, followingId, following };
    this.events.emit('follow.changed', payload);
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
    const after = decodeCursor(page.cursor);
    const query = new SqlParams(after ? [...params, after.key, after.id] : params);
    const visible = (userId: string) => this.visibility.visibleUser(query, userId, viewerId);
    // Every list here is newest first, by its `key` timestamp and then the id.
    const q = withCards(
      viewerId,
      { text: sql(Boolean(after), size + 1, visible), values: query.values },
      ['key'],
      'page.key::timestamptz DESC, page.id DESC',
    );
    const rows = await sqlRows<KeyedRow>(this.db, q.text, q.values).catch((error: unknown) => {
      // A forged cursor whose key is not a timestamp.
      if (after && pgCode(error)?.startsWith('22'))
        throw new AppError('VALIDATION_FAILED', 'Invalid cursor');
      throw error;
    });
    const { rows: kept, nextCursor } = slicePage(rows, size, (r) => ({ key: r.key, id: r.id }));
    return { items: kept.map((row) => toCard(viewerId, row)), nextCursor };
  }
}
