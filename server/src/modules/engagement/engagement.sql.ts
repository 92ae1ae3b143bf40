/**
 * Likes, saves and reposts as other modules' statements read them (a post as its reader sees it),
 * so that only this module names their tables.
 */

const TABLES = { like: 'post_likes', save: 'post_saves', repost: 'post_reposts' } as const;

export type EngagementKind = keyof typeof TABLES;

/** SQL condition: the user `userId` (a placeholder) liked, saved or reposted the post `postId`. */
export function engagedSql(kind: EngagementKind, userId: string, postId: string): string {
  return `EXISTS (SELECT 1 FROM ${TABLES[kind]} x WHERE x.post_id = ${postId} AND x.user_id = ${userId})`;
}

/**
 * `post_saves <saves> JOIN <posts>`: the saves joined to the posts they save (`posts` is the
 * caller's FROM item for the posts table, with its alias), for the list of a user's saved posts.
 */
export function savesOfPostsSql(saves: string, posts: string, postsAlias: string): string {
  return `post_saves ${saves} JOIN ${posts} ON ${postsAlias}.id = ${saves}.post_id`;
}

/** The table of a kind, for this module's own statements. */
export function engagementTable(kind: EngagementKind): string {
  return TABLES[kind];
}
