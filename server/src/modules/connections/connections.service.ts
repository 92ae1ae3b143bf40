import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { Queryable } from '../../core/database/sql';
import { VisibilityService } from '../visibility';
import type { ConnectionChange } from '../../contracts/connections';
import { decideConnect } from './connection-state';
import { ConnectionsRepository } from './connections.repository';
import { isForeignKeyViolation } from '../../core/http/known-errors';

export type RelationStatus = ConnectionChange['status'];

type ChangeKind = DomainEvents['connection.changed']['kind'];

/** Connections: one row per pair (a unique index on the unordered pair), pending or connected. */
@Injectable()
export class ConnectionsService {
  constructor(
    private readonly events: EventEmitter2,
    private readonly visibility: VisibilityService,
    private readonly rows: ConnectionsRepository,
  ) {}

  /**
   * Sends a request, or accepts the other side's pending one. A user hidden by the visibility
   * rule (blocked either way) is 404, as if unknown.
   */
  async connect(meId: string, otherId: string): Promise<'pending_sent' | 'connected'> {
    if (meId === otherId)
      throw new AppError('VALIDATION_FAILED', 'You cannot connect with yourself.');
    let outcome: 'pending_sent' | 'connected';
    try {
      outcome = await this.visibility.underPairLock(meId, otherId, async (tx) => {
        const first = await this.rows.request(tx, meId, otherId);
        this.visibility.assertMayTie(first.relation, meId, otherId, 'connect');
        if (first.requested) return 'pending_sent';
        for (;;) {
          const row = await this.rows.lockPair(tx, meId, otherId);
          if (row) {
            decideConnect(meId, row);
            await this.rows.connectPair(tx, meId, otherId);
            return 'connected';
          }
          // The row went away between the two statements (cancelled, rejected): ask again.
          if ((await this.rows.request(tx, meId, otherId)).requested) return 'pending_sent';
        }
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', 'User not found');
      throw error;
    }
    this.emit(outcome === 'connected' ? 'accepted' : 'request', meId, otherId);
    return outcome;
  }

  async cancel(meId: string, recipientId: string): Promise<void> {
    if (!(await this.rows.removePending(meId, recipientId))) {
      throw new AppError('NOT_FOUND', 'No pending request found.');
    }
    this.emit('cancelled', meId, recipientId);
  }

  async accept(meId: string, requesterId: string): Promise<void> {
    if (!(await this.rows.accept(meId, requesterId))) {
      throw new AppError('NOT_FOUND', 'No pending request found.');
    }
    this.emit('accepted', meId, requesterId);
  }

  /** A rejected request is removed, so the pair can try again later. */
  async reject(meId: string, requesterId: string): Promise<void> {
    if (!(await this.rows.removePending(requesterId, meId))) {
      throw new AppError('NOT_FOUND', 'No pending request found.');
    }
    this.emit('rejected', meId, requesterId);
  }

  async disconnect(meId: string, otherId: string): Promise<void> {
    if (!(await this.rows.disconnect(meId, otherId))) {
      throw new AppError('NOT_FOUND', 'You are not connected.');
    }
    this.emit('disconnected', meId, otherId);
  }

  /**
   * Removes the connection or pending request between two users, whoever asked, without a push
   * (blocking: the blocked user is not told).
   */
  removeBetween(db: Queryable, a: string, b: string): Promise<void> {
    return this.rows.removeBetween(db, a, b);
  }

  private emit(kind: ChangeKind, actorId: string, otherId: string): void {
    const payload: DomainEvents['connection.changed'] = { kind, actorId, otherId };
    this.events.emit('connection.changed', payload);
  }
}
