/**
 * The follows table as other modules' statements may use it: typed fragments, so only this module
 * names the table. Placeholders and columns come from the caller.
 */

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
