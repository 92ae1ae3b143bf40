import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { Queryable } from '../../core/database/sql';
import { UsersService } from '../users/users.service';
import { VisibilityService } from '../visibility';
import type { FollowResult } from '../../contracts/follow';
import { type FollowChange, FollowRepository } from './follow.repository';
import { isForeignKeyViolation } from '../../core/http/known-errors';

export type { FollowResult } from '../../contracts/follow';

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
    private readonly rows: FollowRepository,
  ) {}

  /**
   * `want` true: end up following; false: end up not following (both idempotent); undefined:
   * toggle (SPEC §7's `{ followingId }`). A push goes out only when a row really changed. A user
   * hidden by the visibility rule (blocked either way) cannot be followed: 404, as if unknown.
   */
  async follow(meId: string, followingId: string, want?: boolean): Promise<FollowResult> {
    if (meId === followingId)
      throw new AppError('VALIDATION_FAILED', 'You cannot follow yourself.');
    let change: FollowChange;
    try {
      change =
        want === false
          ? // Taking a follow back ties nothing: no pair lock, no relation to ask.
            await this.rows.change(this.db, meId, followingId, false, false)
          : await this.visibility.underPairLock(meId, followingId, async (tx) => {
              const done = await this.rows.change(tx, meId, followingId, want, true);
              this.visibility.assertMayTie(done.relation, meId, followingId, 'follow');
              return done;
            });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', 'User not found');
      throw error;
    }
    // Taking back a follow of no such user (a follow asks the relation, which finds none).
    if (change.followers === null) throw new AppError('NOT_FOUND', 'User not found');
    const delta = (change.added ? 1 : 0) - (change.removed ? 1 : 0);
    const answer: FollowResult = {
      // Neither added nor removed: already following (or a parallel request of mine won the race).
      following: change.added || (!change.removed && want !== false),
      numOfFollowers: change.followers + delta,
      numOfFollowing: change.following + delta,
    };
    if (delta !== 0) this.emitChanged(meId, followingId, answer.following);
    return answer;
  }

  /**
   * Ends the follows between two users in both directions without a push (blocking: the blocked
   * user is not told). The trigger on `follows` keeps both users' counters exact.
   */
  removeBetween(db: Queryable, a: string, b: string): Promise<void> {
    return this.rows.removeBetween(db, a, b);
  }

  isFollowing(followerId: string, followingId: string): Promise<boolean> {
    return this.rows.isFollowing(followerId, followingId);
  }

  /** The socket `follow` event: push the current state of that follow to both users again. */
  async announce(followerId: string, followingId: string): Promise<void> {
    if (followerId === followingId) return;
    if (!(await this.users.exists(followingId))) return;
    // Nothing about a user reaches someone hidden from them (a block either way, hibernation).
    if (!(await this.visibility.seeEachOther(followerId, followingId))) return;
    this.emitChanged(followerId, followingId, await this.isFollowing(followerId, followingId));
  }

  private emitChanged(followerId: string, followingId: string, following: boolean): void {
    const payload: DomainEvents['follow.changed'] = { followerId, followingId, following };
    this.events.emit('follow.changed', payload);
  }
}
