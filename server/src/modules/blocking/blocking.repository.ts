import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { searchFoldSql } from '../../core/database/contains-term';
import { limitSql, type Queryable, sqlRows } from '../../core/database/sql';
import type { Cursor } from '../../core/http/pagination';
import { joinUserSql } from '../users/user-row';
import { visibilitySql } from '../visibility';

/** A blocked user as the caller's list shows them, with the page's cursor key. */
export interface BlockedRow {
  id: string;
  user_name: string;
  full_name: string;
  image_key: string | null;
  image_public: boolean;
  blocked_at: Date;
  key: string;
}

/**
 * Every statement of this module over `blocks` (it owns the table). What a block hides is the
 * visibility rule's, which reads the table in its own fragments; here blocks are only made,
 * undone and listed.
 */
@Injectable()
export class BlockingRepository {
  constructor(private readonly db: DataSource) {}

  /** The block, in `tx`; false when it was there already. */
  async add(tx: Queryable, blockerId: string, blockedId: string): Promise<boolean> {
    const rows = await sqlRows(
      tx,
      `INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING blocker_id`,
      [blockerId, blockedId],
    );
    return rows.length > 0;
  }

  /** False when there was no such block. */
  async remove(blockerId: string, blockedId: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM blocks WHERE blocker_id = $1 AND blocked_id = $2 RETURNING blocker_id`,
      [blockerId, blockedId],
    );
    return rows.length > 0;
  }

  /** Everyone the user blocked, newest block first. */
  async blockedIds(blockerId: string): Promise<string[]> {
    const rows = await sqlRows<{ id: string }>(
      this.db,
      `SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1
        ORDER BY created_at DESC, blocked_id DESC`,
      [blockerId],
    );
    return rows.map((r) => r.id);
  }

  /**
   * `limit` of the user's blocks after `after`, newest first, each with the blocked user's name
   * and picture; `pattern` (an ILIKE pattern) keeps those whose names match.
   */
  page(
    blockerId: string,
    pattern: string | null,
    after: Cursor | null,
    limit: number,
  ): Promise<BlockedRow[]> {
    return sqlRows<BlockedRow>(
      this.db,
      `SELECT u.id, u.user_name, u.full_name, u.image_key, b.created_at AS blocked_at,
              ${visibilitySql.publicProfile('u')} AS image_public,
              b.created_at::text AS key
         FROM blocks b ${joinUserSql('u', 'b.blocked_id')}
        WHERE b.blocker_id = $1
          AND ($2::text IS NULL OR ${searchFoldSql('u.user_name')} ILIKE ${searchFoldSql('$2')}
               OR ${searchFoldSql('u.full_name')} ILIKE ${searchFoldSql('$2')})
          AND ($3::text IS NULL OR (b.created_at, b.blocked_id) < ($3::timestamptz, $4::uuid))
        ORDER BY b.created_at DESC, b.blocked_id DESC
        ${limitSql(limit)}`,
      [blockerId, pattern, after?.key ?? null, after?.id ?? null],
    );
  }

  /** How many users the user blocked. */
  async count(blockerId: string): Promise<number> {
    const [row] = await sqlRows<{ n: number }>(
      this.db,
      `SELECT count(*)::int AS n FROM blocks WHERE blocker_id = $1`,
      [blockerId],
    );
    return row?.n ?? 0;
  }
}
