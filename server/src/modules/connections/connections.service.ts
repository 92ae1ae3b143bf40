import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { Queryable, sqlRows } from '../../core/database/sql';
import { VisibilityService } from '../visibility';
import type { ConnectionChange } from '../../contracts/connections';
import { PairRow, decideConnect } from './connection-state';
import { isForeignKeyViolation } from '../../core/http/known-errors';

export type RelationStatus = ConnectionChange['status'];

type ChangeKind = DomainEvents['connection.changed']['kind'];

const PAIR = `least(requester_id, recipient_id) = least($1::uuid, $2::uuid)
          AND greatest(requester_id, recipient_id) = greatest($1::uuid, $2::uuid)`;

/** Connections: one row per pair (a unique index on the unordered pair), pending or connected. */
@Injectable()
export class ConnectionsService {
  constructor(
    private readonly db: DataSource,
    private readonly events: EventEmitter2,
    private readonly visibility: VisibilityService,
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
      outcome = await this.db.transaction(async (tx) => {
        await this.visibility.assertCanTie(tx, meId, otherId, 'connect');
        for (;;) {
          const created = await sqlRows(
            tx,
            `INSERT INTO connections (requester_id, recipient_id) VALUES ($1, $2)
             ON CONFLICT DO NOTHING RETURNING id`,
            [meId, otherId],
          );
          if (created.length > 0) return 'pending_sent';
          const row = await this.lockPair(tx, meId, otherId);
          // The row went away between the two statements (cancelled, rejected): try again.
          if (!row) continue;
          decideConnect(meId, row);
          await sqlRows(
            tx,
            `UPDATE connections SET status = 'connected', updated_at = now() WHERE ${PAIR}`,
            [meId, otherId],
          );
          return 'connected';
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
    const rows = await sqlRows(
      this.db,
      `DELETE FROM connections
        WHERE requester_id = $1 AND recipient_id = $2 AND status = 'pending' RETURNING id`,
      [meId, recipientId],
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'No pending request found.');
    this.emit('cancelled', meId, recipientId);
  }

  async accept(meId: string, requesterId: string): Promise<void> {
    const rows = await sqlRows(
      this.db,
      `UPDATE connections SET status = 'connected', updated_at = now()
        WHERE requester_id = $2 AND recipient_id = $1 AND status = 'pending' RETURNING id`,
      [meId, requesterId],
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'No pending request found.');
    this.emit('accepted', meId, requesterId);
  }

  /** A rejected request is removed, so the pair can try again later. */
  async reject(meId: string, requesterId: string): Promise<void> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM connections
        WHERE requester_id = $2 AND recipient_id = $1 AND status = 'pending' RETURNING id`,
      [meId, requesterId],
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'No pending request found.');
    this.emit('rejected', meId, requesterId);
  }

  async disconnect(meId: string, otherId: string): Promise<void> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM connections WHERE ${PAIR} AND status = 'connected' RETURNING id`,
      [meId, otherId],
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'You are not connected.');
    this.emit('disconnected', meId, otherId);
  }

  /**
   * Removes the connection or pending request between two users, whoever asked, without a push
   * (blocking: the blocked user is not told).
   */
  async removeBetween(db: Queryable, a: string, b: string): Promise<void> {
    await sqlRows(db, `DELETE FROM connections WHERE ${PAIR}`, [a, b]);
  }

  private async lockPair(tx: EntityManager, a: string, b: string): Promise<PairRow | null> {
    const [row] = await sqlRows<PairRow>(
      tx,
      `SELECT requester_id AS "requesterId", recipient_id AS "recipientId", status
         FROM connections WHERE ${PAIR} FOR UPDATE`,
      [a, b],
    );
    return row ?? null;
  }

  private emit(kind: ChangeKind, actorId: string, otherId: string): void {
    const payload: DomainEvents['connection.changed'] = { kind, actorId, otherId };
    this.events.emit('connection.changed', payload);
  }
}
