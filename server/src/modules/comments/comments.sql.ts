/** The comments table as other modules' statements read it, so that only this module names it. */

/** `JOIN comments <alias> ON <alias>.id = <commentId>` (or a LEFT JOIN). */
export function joinCommentSql(
  alias: string,
  commentId: string,
  kind: 'JOIN' | 'LEFT JOIN' = 'JOIN',
): string {
  return `${kind} comments ${alias} ON ${alias}.id = ${commentId}`;
}
