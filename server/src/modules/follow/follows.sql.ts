/** SQL condition: `follower` follows `following` (columns or placeholders). */
export function followsSql(follower: string, following: string): string {
  return `EXISTS (SELECT 1 FROM follows fl_f
    WHERE fl_f.follower_id = ${follower} AND fl_f.following_id = ${following})`;
}
