import { Injectable } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { Page, PageRequest, decodeCursor, pageSize, slicePage } from '../../core/http/pagination';
import { PG_FOREIGN_KEY_VIOLATION, pgCode, sqlRows } from '../../core/database/sql';
import type { UserCard } from '../users/user-card';
import { UserCardsService } from '../users/user-cards.service';
import { UsersService } from '../users/users.service';

export interface FollowResult {
  following: boolean;
  /** Of the followed user. */
  numOfFollowers: number;
  /** Of the caller. */
  numOfFollowing: number;
}

interface KeyedRow {
  id: string;
  key: string;
}

/**
 * Follows. Counters live on users and are moved by a trigger on `follows` in the same
 * transaction as the row (see the CreatePeople migration), so they stay exact under concurrency.
 */
@Injectable()
export class FollowService {
  constructor(
    private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly cards: UserCardsService,
    private readonly events: EventEmitter2,
  ) {}

  /** Follows when not following, unfollows when following. */
  async toggle(meId: string, followingId: string): Promise<FollowResult> {
    if (meId === followingId)
      throw new AppError('VALIDATION_FAILED', 'You cannot follow yourself.');
    await this.users.getById(followingId);
    let result: FollowResult & { changed: boolean };
    try {
      result = await this.db.transaction(async (tx) => {
        const removed = await sqlRows(
          tx,
          `DELETE FROM follows WHERE follower_id = $1 AND following_id = $2 RETURNING 1`,
          [meId, followingId],
        );
        let changed = true;
        if (removed.length === 0) {
          const added = await sqlRows(
            tx,
            `INSERT INTO follows (follower_id, following_id) VALUES ($1, $2)
             ON CONFLICT DO NOTHING RETURNING 1`,
            [meId, followingId],
          );
          // Nothing inserted: a parallel request of mine followed first; the answer is the same.
          changed = added.length > 0;
        }
        const [counts] = await sqlRows<{ followers: number; following: number }>(
          tx,
          `SELECT (SELECT num_of_followers FROM users WHERE id = $2) AS followers,
                  (SELECT num_of_following FROM users WHERE id = $1) AS following`,
          [meId, followingId],
        );
        return {
          following: removed.length === 0,
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

  async isFollowing(followerId: string, followingId: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `SELECT 1 FROM follows WHERE follower_id = $1 AND following_id = $2`,
      [followerId, followingId],
    );
    return rows.length > 0;
  }

  /** Who follows `userId`, newest first. */
  async followers(viewerId: string, userId: string, page: PageRequest): Promise<Page<UserCard>> {
    await this.users.getById(userId);
    return this.keyset(
      viewerId,
      page,
      (after, limit) => `
        SELECT f.follower_id AS id, f.created_at::text AS key
          FROM follows f
         WHERE f.following_id = $1 ${after ? 'AND (f.created_at, f.follower_id) < ($2::timestamptz, $3::uuid)' : ''}
         ORDER BY f.created_at DESC, f.follower_id DESC
         LIMIT ${limit}`,
      [userId],
    );
  }

  /** Whom `userId` follows, newest first. */
  async following(viewerId: string, userId: string, page: PageRequest): Promise<Page<UserCard>> {
    await this.users.getById(userId);
    return this.keyset(
      viewerId,
      page,
      (after, limit) => `
        SELECT f.following_id AS id, f.created_at::text AS key
          FROM follows f
         WHERE f.follower_id = $1 ${after ? 'AND (f.created_at, f.following_id) < ($2::timestamptz, $3::uuid)' : ''}
         ORDER BY f.created_at DESC, f.following_id DESC
         LIMIT ${limit}`,
      [userId],
    );
  }

  /** Everyone but the caller, newest accounts first. */
  allUsers(viewerId: string, page: PageRequest): Promise<Page<UserCard>> {
    return this.keyset(
      viewerId,
      page,
      (after, limit) => `
        SELECT u.id, u.created_at::text AS key
          FROM users u
         WHERE u.id <> $1 ${after ? 'AND (u.created_at, u.id) < ($2::timestamptz, $3::uuid)' : ''}
         ORDER BY u.created_at DESC, u.id DESC
         LIMIT ${limit}`,
      [viewerId],
    );
  }

  /** Everyone the caller does not follow yet (and not the caller). */
  notFollowed(viewerId: string, page: PageRequest): Promise<Page<UserCard>> {
    return this.keyset(
      viewerId,
      page,
      (after, limit) => `
        SELECT u.id, u.created_at::text AS key
          FROM users u
         WHERE u.id <> $1
           AND NOT EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.following_id = u.id)
           ${after ? 'AND (u.created_at, u.id) < ($2::timestamptz, $3::uuid)' : ''}
         ORDER BY u.created_at DESC, u.id DESC
         LIMIT ${limit}`,
      [viewerId],
    );
  }

  /** The socket `follow` event: push the current state of that follow to both users again. */
  @OnEvent('follow.announced', { async: true, promisify: true, suppressErrors: true })
  async onAnnounced({ followerId, followingId }: DomainEvents['follow.announced']): Promise<void> {
    if (followerId === followingId || !/^[0-9a-f-]{36}$/i.test(followingId)) return;
    const exists = await sqlRows(this.db, `SELECT 1 FROM users WHERE id = $1`, [followingId]);
    if (exists.length === 0) return;
    this.emitChanged(followerId, followingId, await this.isFollowing(followerId, followingId));
  }

  private emitChanged(followerId: string, followingId: string, following: boolean): void {
    const payload: DomainEvents['follow.changed'] = { followerId, followingId, following };
    this.events.emit('follow.changed', payload);
  }

  /**
   * One page of a keyset list: `sql(after, limit)` selects `id` and `key` with `$1..` from
   * `params`, then `$n+1`, `$n+2` as the cursor's key and id when there is one.
   */
  private async keyset(
    viewerId: string,
    page: PageRequest,
    sql: (after: boolean, limit: number) => string,
    params: unknown[],
  ): Promise<Page<UserCard>> {
    const size = pageSize(page.limit);
    const after = decodeCursor(page.cursor);
    const rows = await sqlRows<KeyedRow>(
      this.db,
      sql(Boolean(after), size + 1),
      after ? [...params, after.key, after.id] : params,
    ).catch((error: unknown) => {
      // A forged cursor whose key is not a timestamp.
      if (after && pgCode(error)?.startsWith('22'))
        throw new AppError('VALIDATION_FAILED', 'Invalid cursor');
      throw error;
    });
    const { rows: kept, nextCursor } = slicePage(rows, size, (r) => ({ key: r.key, id: r.id }));
    return {
      items: await this.cards.cards(
        viewerId,
        kept.map((r) => r.id),
      ),
      nextCursor,
    };
  }
}
