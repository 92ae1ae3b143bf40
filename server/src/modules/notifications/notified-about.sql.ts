/**
 * SQL expression: the users holding a notification about the post `postId` (an SQL expression),
 * as a text array. A post's deletion takes its notifications with it by cascade; the deleting
 * statement reads them first, so that those users' counts can be told again.
 */
export function notifiedAboutPostSql(postId: string): string {
  return `ARRAY(SELECT DISTINCT n.recipient_id FROM notifications n WHERE n.post_id = ${postId})::text[]`;
}
