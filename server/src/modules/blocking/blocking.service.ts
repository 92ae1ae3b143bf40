import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import { Page, PageRequest, decodeCursor, pageSize, slicePage } from '../../core/http/pagination';
import { likePattern } from '../../core/database/sql';
import { mediaUrl } from '../../core/storage/media-url';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { BlockedUser } from '../../contracts/blocking';
import { ConnectionsService } from '../connections/connections.service';
import { FollowService } from '../follow/follow.service';
import { USER_NOT_FOUND, VisibilityService } from '../visibility';
import { isForeignKeyViolation } from '../../core/http/known-errors';
import { UsersService } from '../users/users.service';
import { BlockingRepository } from './blocking.repository';

export const ALREADY_BLOCKED = 'User is already blocked';
export const NOT_BLOCKED = 'User is not blocked';
export const CANNOT_BLOCK_SELF = 'You cannot block yourself.';

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
    private readonly rows: BlockingRepository,
  ) {}

  async block(blockerId: string, blockedId: string): Promise<void> {
    if (blockerId === blockedId) throw new AppError('VALIDATION_FAILED', CANNOT_BLOCK_SELF);
    if (!(await this.users.exists(blockedId))) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    try {
      await this.db.transaction(async (tx) => {
        await this.visibility.lockPair(tx, blockerId, blockedId);
        if (!(await this.rows.add(tx, blockerId, blockedId)))
          throw new AppError('CONFLICT', ALREADY_BLOCKED);
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
    if (!(await this.rows.remove(blockerId, blockedId)))
      throw new AppError('NOT_FOUND', NOT_BLOCKED);
    const payload: DomainEvents['user.unblocked'] = { blockerId, blockedId };
    this.events.emit('user.unblocked', payload);
  }

  /** Every user the caller blocked, newest block first (SPEC §7: the ids). */
  blockedIds(blockerId: string): Promise<string[]> {
    return this.rows.blockedIds(blockerId);
  }

  /** A page of the caller's blocks with each user's card; `q` filters by either name. */
  async blockedUsers(
    blockerId: string,
    page: PageRequest & { q?: string },
  ): Promise<Page<BlockedUser> & { total: number }> {
    const size = pageSize(page.limit);
    const after = decodeCursor(page.cursor, 'timestamp');
    const term = page.q?.trim() ? likePattern(page.q.trim()) : null;
    const [rows, total] = await Promise.all([
      this.rows.page(blockerId, term, after, size + 1),
      this.rows.count(blockerId),
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
      total,
    };
  }
}
