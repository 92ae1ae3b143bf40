import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import { Page, PageRequest, decodeCursor, pageSize, slicePage } from '../../core/http/pagination';
import { likePattern, limitSql, sqlRows } from '../../core/database/sql';
import { searchFoldSql } from '../../core/database/contains-term';
import { mediaUrl } from '../../core/storage/media-url';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { BlockedUser } from '../../contracts/blocking';
import { ConnectionsService } from '../connections/connections.service';
import { FollowService } from '../follow/follow.service';
import { USER_NOT_FOUND, VisibilityService } from '../visibility';
import { isForeignKeyViolation } from '../../core/http/known-errors';
import { joinUserSql } from '../users/user-row';
import { UsersService } from '../users/users.service';

export const ALREADY_BLOCKED = 'User is already blocked';
export const NOT_BLOCKED = 'User is not blocked';
export const CANNOT_BLOCK_SELF = 'You cannot block yourself.';

interface BlockedRow {
  id: string;
  user_name: string;
  full_name: string;
  image_key: string | null;
  image_public: boolean;
  blocked_at: Date;
  key: string;
}

/**
 * Blocks (this module owns the `blocks` table). What a block hides is decided by the one
 * visibility rule, which reads this table; here a block is only made and undone. Making one ends
 * the follows and the connection between the two (through their owners' services, in the same
 * transaction, without pushes: the blocked user is never told).
 */
@Injectable()
export class BlockingService {
  constructor(
    private readonly db: DataSource,
    private readonly follows: FollowService,
    private readonly connections: ConnectionsService,
    private readonly events: EventEmitter2,
    private readonly visibility: VisibilityService,
    private readonly users: UsersService,
  ) {}

  async block(blockerId: string, blockedId: string): Promise<void> {
    if (blockerId === blockedId) throw new AppError('VALIDATION_FAILED', CANNOT_BLOCK_SELF);
    if (!(await this.users.exists(blockedId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    try {
      await this.db.transaction(async (tx) => {
        await this.visibility.lockPair(tx, blockerId, blockedId);
        const added = await sqlRows(
          tx,
          `INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING blocker_id`,
          [blockerId, blockedId],
        );
        if (added.length === 0) throw new AppError('CONFLICT', ALREADY_BLOCKED);
        await this.follows.removeBetween(tx, blockerId, blockedId);
        await this.connections.removeBetween(tx, blockerId, blockedId);
      });
    } catch (error) {
      // The account was deleted between the check and the insert.
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
      throw error;
    }
    const payload: DomainEvents['user.blocked'] = { blockerId, blockedId };
    this.events.emit('user.blocked', payload);
  }

  /** Unblocking restores nothing: follows and connections stay gone. */
  async unblock(blockerId: string, blockedId: string): Promise<void> {
    const removed = await sqlRows(
      this.db,
      `DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING blocker_id`,
      [blockerId, blockedId],
    );
    if (removed.length === 0) throw new AppError('NOT_FOUND', NOT_BLOCKED);
    const payload: DomainEvents['user.unblocked'] = { blockerId, blockedId };
    this.events.emit('user.unblocked', payload);
  }

  /** Every user the caller blocked, newest block first (SPEC §7: the ids). */
  async blockedIds(blockerId: string): Promise<string[]> {
    const rows = await sqlRows<{ id: string }>(
      this.db,
      `SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1
        ORDER BY created_at DESC, blocked_id DESC`,
      [blockerId],
    );
    return rows.map((r) => r.id);
  }

  /** A page of the caller's blocks with each user's card; `q` filters by either name. */
  async blockedUsers(
    blockerId: string,
    page: PageRequest & { q?: string },
  ): Promise<Page<BlockedUser> & { total: number }> {
    const size = pageSize(page.limit);
    const after = decodeCursor(page.cursor, 'timestamp');
    const term = page.q?.trim() ? likePattern(page.q.trim()) : null;
    const [rows, [count]] = await Promise.all([
      sqlRows<BlockedRow>(
        this.db,
        `SELECT u.id, u.user_name, u.full_name, u.image_key, b.created_at AS blocked_at,
                ${this.visibility.publicProfile('u')} AS image_public,
                b.created_at::text AS key
           FROM blocks b ${joinUserSql('u', 'b.blocked_id')}
          WHERE b.blocker_id = $1
            AND ($2::text IS NULL OR ${searchFoldSql('u.user_name')} ILIKE ${searchFoldSql('$2')}
                 OR ${searchFoldSql('u.full_name')} ILIKE ${searchFoldSql('$2')})
            AND ($3::text IS NULL OR (b.created_at, b.blocked_id) < ($3::timestamptz, $4::uuid))
          ORDER BY b.created_at DESC, b.blocked_id DESC
          ${limitSql(size + 1)}`,
        [blockerId, term, after?.key ?? null, after?.id ?? null],
      ),
      sqlRows<{ n: number }>(
        this.db,
        `SELECT count(*)::int AS n FROM blocks WHERE blocker_id = $1`,
        [blockerId],
      ),
    ]);
    const { rows: kept, nextCursor } = slicePage(rows, size, (r) => ({ key: r.key, id: r.id }));
    return {
      items: kept.map((r) => ({
        _id: r.id,
        userName: r.user_name,
        fullName: r.full_name,
        profilePic: mediaUrl(r.image_key, { public: r.image_public, viewer: blockerId }),
        blockedAt: r.blocked_at.toISOString(),
      })),
      nextCursor,
      total: count?.n ?? 0,
    };
  }
}
