import type { PostCounts } from '../../contracts/posts';

const COLUMNS = ['num_of_likes', 'num_of_comments', 'saved_count', 'num_of_reposts'];

/** The columns of a post's counters and their version, of `posts` (or of its alias `from`). */
export function postCountsSql(from?: string): string {
  return [...COLUMNS, 'counts_version'].map((c) => (from ? `${from}.${c}` : c)).join(', ');
}

export const POST_COUNTS_COLUMNS = postCountsSql();

/** A row holding `POST_COUNTS_COLUMNS`. */
export interface PostCountsRow {
  num_of_likes: number;
  num_of_comments: number;
  saved_count: number;
  num_of_reposts: number;
  counts_version: number;
}

/** The counters as the wire carries them; read in one statement, so they belong together. */
export function toPostCounts(row: PostCountsRow): PostCounts {
  return {
    numOfLikes: row.num_of_likes,
    numOfComments: row.num_of_comments,
    savedCount: row.saved_count,
    numOfReposts: row.num_of_reposts,
    countsVersion: row.counts_version,
  };
}
