import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Queryable, sqlRows } from '../../core/database/sql';

/**
 * Every statement of the `follows` table (this module owns it): FollowRepository runs this
 * module's own, and the fragments below put follows into other modules' statements (a card's
 * relation, a post's `isFollowingAuthor`, the lists of people), so no other module names it.
 * Counters on users follow the rows by trigger (the CreatePeople migration).
 */
@Injectable()
export class FollowRepository {
  constructor(private readonly db: DataSource) {}

  /** Removes `follower`'s follow of `following` in `tx`; answers whether there was one. */
  async remove(tx: Queryable, follower: string, following: string): Promise<boolean> {
    const rows = await sqlRows(
      tx,
      `DELETE FROM follows WHERE follower_id = $1 AND following_id = $2 RETURNING 1`,
      [follower, following],
    );
    return rows.length > 0;
  }

  /** Adds the follow in `tx`; false when it was there already (a parallel request won). */
  async add(tx: Queryable, follower: string, following: string): Promise<boolean> {
    const rows = await sqlRows(
      tx,
      `INSERT INTO follows (follower_id, following_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING 1`,
      [follower, following],
    );
    return rows.length > 0;
  }

  /** Ends the follows between two users in both directions (in `db`, a block's transaction). */
  async removeBetween(db: Queryable, a: string, b: string): Promise<void> {
    await sqlRows(
      db,
      `DELETE FROM follows WHERE (follower_id = $1 AND following_id = $2)
                              OR (follower_id = $2 AND following_id = $1)`,
      [a, b],
    );
  }

  async isFollowing(follower: string, following: string): Promise<boolean> {
    const [row] = await sqlRows<{ yes: boolean }>(
      this.db,
      `SELECT ${followsSql('$1::uuid', '$2::uuid')} AS yes`,
      [follower, following],
    );
    return row.yes;
  }
}

/** SQL condition: `follower` follows `following` (columns or placeholders). */
export function followsSql(follower: string, following: string): string {
  return `EXISTS (SELECT 1 FROM follows fl_f
    WHERE fl_f.follower_id = ${follower} AND fl_f.following_id = ${following})`;
}

/**
 * A keyset page of the followers (`side: 'followers'`) of the user `$1`, or of whom they follow,
 * newest first: `id` (the other user) and `key` (when the follow began, as text). `visible(id)`
 * is the caller's condition on the other user's id; with `after`, `$2` and `$3` are the cursor's
 * key and id.
 */
export function followPageSql(
  side: 'followers' | 'following',
  after: boolean,
  limitSql: string,
  visible: (userId: string) => string,
): string {
  const other = side === 'followers' ? 'f.follower_id' : 'f.following_id';
  const mine = side === 'followers' ? 'f.following_id' : 'f.follower_id';
  return `
        SELECT ${other} AS id, f.created_at::text AS key
          FROM follows f
         WHERE ${mine} = $1 AND ${visible(other)} ${after ? `AND (f.created_at, ${other}) < ($2::timestamptz, $3::uuid)` : ''}
         ORDER BY f.created_at DESC, ${other} DESC
         ${limitSql}`;
}
