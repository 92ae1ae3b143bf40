import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { limitSql, type Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import { type RelationRow, visibilitySql } from '../visibility';
import type { PairRow } from './connection-state';

/** The row of the unordered pair `$1`–`$2` (one per pair: a unique index on it). */
const PAIR = `least(requester_id, recipient_id) = least($1::uuid, $2::uuid)
          AND greatest(requester_id, recipient_id) = greatest($1::uuid, $2::uuid)`;

/**
 * Every statement of the `connections` table (this module owns it): ConnectionsRepository runs
 * this module's own, and the fragments below put connections into other modules' statements (a
 * card's connection state, the lists of people, recommendations), so no other module names it.
 * Each write answers whether it found its row.
 */
@Injectable()
export class ConnectionsRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * A pending request from `requester`, unless the pair has a row already (`requested` false),
   * with the requester's relation to the recipient read in the same statement (null: no such
   * user), which a tie checks under the pair lock.
   */
  async request(
    tx: Queryable,
    requester: string,
    recipient: string,
  ): Promise<{ requested: boolean; relation: RelationRow | null }> {
    const params = new SqlParams([requester, recipient]);
    const [row] = await sqlRows<RelationRow & { requested: boolean; user_found: boolean }>(
      tx,
      `WITH requested AS (
         INSERT INTO connections (requester_id, recipient_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING id
       )
       SELECT EXISTS (SELECT 1 FROM requested) AS requested, u.id IS NOT NULL AS user_found,
              ${visibilitySql.relationColumns(params, 'u', 's', requester)}
         FROM (SELECT 1) one
         ${visibilitySql.relationSource('u', 's', { userId: '$2::uuid', kind: 'LEFT JOIN' })}`,
      params.values,
    );
    return { requested: row.requested, relation: row.user_found ? row : null };
  }

  /** The pair's row, locked until `tx` ends; null when there is none. */
  async lockPair(tx: Queryable, a: string, b: string): Promise<PairRow | null> {
    const [row] = await sqlRows<PairRow>(
      tx,
      `SELECT requester_id AS "requesterId", recipient_id AS "recipientId", status
         FROM connections WHERE ${PAIR} FOR UPDATE`,
      [a, b],
    );
    return row ?? null;
  }

  /** The pair is connected now (in `tx`, after `lockPair`). */
  async connectPair(tx: Queryable, a: string, b: string): Promise<void> {
    await sqlRows(
      tx,
      `UPDATE connections SET status = 'connected', updated_at = now() WHERE ${PAIR}`,
      [a, b],
    );
  }

  /** `requester`'s pending request to `recipient` goes (cancelled or rejected). */
  async removePending(requester: string, recipient: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM connections
        WHERE requester_id = $1 AND recipient_id = $2 AND status = 'pending' RETURNING id`,
      [requester, recipient],
    );
    return rows.length > 0;
  }

  /** `recipient` accepts `requester`'s pending request. */
  async accept(recipient: string, requester: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `UPDATE connections SET status = 'connected', updated_at = now()
        WHERE requester_id = $2 AND recipient_id = $1 AND status = 'pending' RETURNING id`,
      [recipient, requester],
    );
    return rows.length > 0;
  }

  /** The pair's connection goes (not a pending request). */
  async disconnect(a: string, b: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM connections WHERE ${PAIR} AND status = 'connected' RETURNING id`,
      [a, b],
    );
    return rows.length > 0;
  }

  /** Whatever the pair has, connection or request, goes (in `db`, a block's transaction). */
  async removeBetween(db: Queryable, a: string, b: string): Promise<void> {
    await sqlRows(db, `DELETE FROM connections WHERE ${PAIR}`, [a, b]);
  }
}

/**
 * SQL expression: the connection between `viewer` (a placeholder) and the user whose id is
 * `userId`, as the viewer sees it: 'connected', 'pending_sent', 'pending_received' or 'none'.
 */
export function connectionStatusSql(viewer: string, userId: string): string {
  return `COALESCE((SELECT CASE
        WHEN c.status = 'connected' THEN 'connected'
        WHEN c.requester_id = ${viewer} THEN 'pending_sent'
        ELSE 'pending_received'
      END
      FROM connections c
     WHERE least(c.requester_id, c.recipient_id) = least(${userId}, ${viewer})
       AND greatest(c.requester_id, c.recipient_id) = greatest(${userId}, ${viewer})), 'none')`;
}

/** Which of the user `$1`'s connection rows a list shows, and the other person's column. */
export const CONNECTION_LISTS = {
  /** People `$1` is connected to, most recently connected first. */
  connected: {
    other: 'CASE WHEN c.requester_id = $1 THEN c.recipient_id ELSE c.requester_id END',
    where: `(c.requester_id = $1 OR c.recipient_id = $1) AND c.status = 'connected'`,
    order: 'updated_at',
  },
  /** Requests waiting for `$1`'s answer, newest first. */
  received: {
    other: 'c.requester_id',
    where: `c.recipient_id = $1 AND c.status = 'pending'`,
    order: 'created_at',
  },
  /** Requests `$1` sent that still wait, newest first. */
  sent: {
    other: 'c.recipient_id',
    where: `c.requester_id = $1 AND c.status = 'pending'`,
    order: 'created_at',
  },
} as const;

export type ConnectionList = keyof typeof CONNECTION_LISTS;

/**
 * A keyset page of one of the user `$1`'s connection lists: `connection_id`, `id` (the other
 * person), `created_at`, `at` and `key` (the list's order column, as text). `visible(id)` is the
 * caller's condition on the other person; with `after`, `$2` and `$3` are the cursor's key and id.
 */
export function connectionPageSql(
  list: ConnectionList,
  after: boolean,
  limit: number,
  visible: (userId: string) => string,
): string {
  const { other, where, order } = CONNECTION_LISTS[list];
  return `SELECT c.id AS connection_id, ${other} AS id, c.created_at,
              c.${order} AS at, c.${order}::text AS key
         FROM connections c
        WHERE ${where} AND ${visible(other)}
          ${after ? `AND (c.${order}, c.id) < ($2::timestamptz, $3::uuid)` : ''}
        ORDER BY c.${order} DESC, c.id DESC
        ${limitSql(limit)}`;
}

/** The ids of everyone the user `user` (a placeholder) is connected to, either direction. */
export function connectedIdsSql(user: string): string {
  return `SELECT recipient_id AS id FROM connections WHERE requester_id = ${user} AND status = 'connected'
    UNION
    SELECT requester_id FROM connections WHERE recipient_id = ${user} AND status = 'connected'`;
}

/**
 * Every connection of each user of `from` (a CTE or table with an `id` column, aliased `mine`),
 * one row (`id`: the other side) per connection, duplicates kept: the hops of a network walk.
 */
export function connectionsOfEachSql(from: string): string {
  return `SELECT c.recipient_id AS id FROM ${from} mine
         JOIN connections c ON c.requester_id = mine.id AND c.status = 'connected'
       UNION ALL
       SELECT c.requester_id FROM ${from} mine
         JOIN connections c ON c.recipient_id = mine.id AND c.status = 'connected'`;
}
