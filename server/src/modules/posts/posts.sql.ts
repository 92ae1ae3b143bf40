/**
 * The posts table as other modules' statements read it (a notification's post, a comment's post),
 * so that only this module names it. They read the columns of the alias they give as the Post
 * entity declares them, and its counters with `postCountsSql`.
 */

/** `JOIN posts <alias> ON <alias>.id = <postId>` (or a LEFT JOIN). */
export function joinPostSql(alias: string, postId: string, kind: 'JOIN' | 'LEFT JOIN' = 'JOIN') {
  return `${kind} posts ${alias} ON ${alias}.id = ${postId}`;
}

/** `posts <alias>`, for a FROM clause. */
export function fromPostsSql(alias: string): string {
  return `posts ${alias}`;
}
