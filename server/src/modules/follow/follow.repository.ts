import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import { lockedFollowCountsSql } from '../users/user-row';
import { type RelationRow, visibilitySql } from '../visibility';

/**
 * What a follow's statement did: whether the row was added or removed, and the follow counters
 * as they stood before it (`followers` of the user followed, null when there is no such user;
 * `following` of the follower). With the relation asked for, the follower's relation to the
 * user (null: no such user).
 */
export interface FollowChange {
  added: boolean;
  removed: boolean;
  followers: number | null;
  following: number;
  relation: RelationRow | null;
}

type FollowChangeRow = Omit<FollowChange, 'relation'> & RelationRow & { user_found?: boolean };

/**
 * Every statement of the `follows` table (this module owns it): FollowRepository runs this
 * module's own, and the fragments below put follows into other modules' statements (a card's
 * relation, a post's `isFollowingAuthor`, the lists of people), so no other module names it.
 * Counters on users follow the rows by trigger (the CreatePeople migration).
 */
@Injectable()
export class FollowRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * The whole change in one statement: `want` true adds the follow, false removes it, undefined
   * toggles it. The two users' rows are locked first (their counters, as the follows' trigger
   * then moves them), then the row goes or comes. With `relation`, the row also carries the
   * follower's relation to the user, read in the same statement (a tie checks it under the pair
   * lock and rolls back when it refuses).
   */
  async change(
    db: Queryable,
    follower: string,
    following: string,
    want: boolean | undefined,
    relation: boolean,
  ): Promise<FollowChange> {
    const params = new SqlParams([follower, following, want ?? null]);
    const [row] = await sqlRows<FollowChangeRow>(
      db,
      // The counters are read (and locked) in FROM, before the select list runs the write.
      `WITH counted AS (${lockedFollowCountsSql('$1::uuid', '$2::uuid')}),
       removed AS (
         DELETE FROM follows
          WHERE follower_id = $1 AND following_id = $2 AND $3::boolean IS NOT TRUE RETURNING 1
       ), added AS (
         INSERT INTO follows (follower_id, following_id)
         SELECT $1, $2 WHERE $3::boolean IS NOT FALSE AND NOT EXISTS (SELECT 1 FROM removed)
         ON CONFLICT DO NOTHING RETURNING 1
       )
       SELECT c.followers, c.following,
              EXISTS (SELECT 1 FROM added) AS added, EXISTS (SELECT 1 FROM removed) AS removed
              ${relation ? `, u.id IS NOT NULL AS user_found, ${visibilitySql.relationColumns(params, 'u', 's', follower)}` : ''}
         FROM (SELECT max(followers) FILTER (WHERE id = $2) AS followers,
                      max(following) FILTER (WHERE id = $1) AS following
                 FROM counted) c
         ${relation ? visibilitySql.relationSource('u', 's', { userId: '$2::uuid', kind: 'LEFT JOIN' }) : ''}`,
      params.values,
    );
    const { added, removed, followers, user_found } = row;
    return {
      added,
      removed,
      followers,
      following: row.following,
      relation: user_found ? row : null,
    };
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
