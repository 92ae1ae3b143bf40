import type { PostMediaFilter } from '../../contracts/posts';
import { limitSql, SqlParams } from '../../core/database/sql';
import { engagedSql, type EngagementKind } from '../engagement/engagement.repository';
import { followsSql } from '../follow/follow.repository';
import { authorProbeSql } from '../users/user-row';
import { visibilitySql } from '../visibility';
import { decodeTimeCursor, PageRequest, pageSize } from '../../core/http/pagination';
import { postCountsSql } from './post-counts';

/**
 * The text of the post queries, as pure functions of the viewer and the page. PostsService runs
 * them; the feed bench's bare `node:http` baseline (server/bench/baseline.cjs) runs the very same
 * text, so the two cannot drift and the bench compares request paths, not queries.
 */

export const MEDIA_CONDITION: Record<PostMediaFilter, string> = {
  video: 'p.video_key IS NOT NULL',
  image: 'p.image_key IS NOT NULL',
};

/** The viewer's own flags on post `p`: false for an anonymous caller. */
function viewerFlags(me: string | null): string {
  const flag = (kind: EngagementKind) => (me ? engagedSql(kind, me, 'p.id') : 'false');
  // Whether the viewer follows the author: one primary-key probe per row of the page.
  const followsAuthor = me ? followsSql(me, 'p.user_id') : 'false';
  return `${flag('like')} AS is_liked, ${flag('save')} AS is_saved,
        ${flag('repost')} AS is_reposted, ${followsAuthor} AS is_following_author`;
}

/** The author of post `p`, as `u` (a probe per post row: see `authorProbeSql`). */
const POST_AUTHOR = authorProbeSql('u', 'p.user_id');

/**
 * Columns of a PostRow as the viewer sees them (the author's online dot as their privacy allows);
 * binds the viewer in `params` when there is one. `from` names where the posts `p` come from
 * (joined to other tables whose `columns` are added).
 */
export function postSelectSql(
  params: SqlParams,
  viewerId: string | null,
  { from = 'posts p', columns = '' }: { from?: string; columns?: string } = {},
): string {
  const me = viewerId ? params.named('viewer', viewerId, 'uuid') : null;
  return `SELECT p.id, p.title, p.image_key, p.image_feed_key, p.video_key, p.community_id,
        p.image_width, p.image_height,
        ${postCountsSql('p')},
        p.created_at, p.updated_at,
        u.id AS author_id, u.full_name AS author_full_name, u.user_name AS author_user_name,
        ${visibilitySql.shownOnline(params, 'u', viewerId)} AS author_is_active,
        u.image_key AS author_image_key,
        ${viewerFlags(me)},
        ${visibilitySql.mayComment(params, 'p.user_id', viewerId)} AS can_comment,
        ${visibilitySql.post(params, 'p', null, { hibernatedAt: 'u.hibernated_at', suspendedAt: 'u.suspended_at' })} AS post_public,
        ${visibilitySql.publicProfile('u')} AS author_image_public${columns ? `, ${columns}` : ''}
      FROM ${from} ${POST_AUTHOR}`;
}

/** The one visibility rule for post `p` joined with its author `u`. */
export function visiblePostRowSql(params: SqlParams, viewerId: string | null): string {
  return visibilitySql.post(params, 'p', viewerId, {
    hibernatedAt: 'u.hibernated_at',
    suspendedAt: 'u.suspended_at',
  });
}

export interface PostsPageQuery {
  text: string;
  values: unknown[];
  /** The page size; the query asks for one row more, to know whether a next page exists. */
  limit: number;
  /** Who reads it (the media URLs are made for them). */
  viewer: string | null;
}

/**
 * One keyset page of posts newest first: `(created_at, id) < cursor` walks the
 * `(created_at DESC, id DESC)` index, so page 50 000 costs what page 1 costs.
 * Throws VALIDATION_FAILED 'Invalid cursor' for a cursor that does not decode.
 */
export function postsPageQuery(
  viewerId: string | null,
  page: PageRequest,
  extraWhere: ((params: SqlParams) => string) | null,
): PostsPageQuery {
  const limit = pageSize(page.limit);
  const params = new SqlParams();
  const select = postSelectSql(params, viewerId);
  const where = [visiblePostRowSql(params, viewerId)];
  if (extraWhere) where.push(extraWhere(params));
  if (page.cursor) {
    const c = decodeTimeCursor(page.cursor);
    where.push(`(p.created_at, p.id) < (${params.add(c.at)}, ${params.add(c.id, 'uuid')})`);
  }
  return {
    text: `${select} WHERE ${where.join(' AND ')}
       ORDER BY p.created_at DESC, p.id DESC ${limitSql(limit + 1)}`,
    values: params.values,
    limit,
    viewer: viewerId,
  };
}

/** The home feed's page: everyone's posts the viewer may see, optionally only videos or images. */
export function feedPageQuery(
  viewerId: string | null,
  page: PageRequest,
  media?: PostMediaFilter,
): PostsPageQuery {
  return postsPageQuery(viewerId, page, media ? () => MEDIA_CONDITION[media] : null);
}

/** SQL expression: how many posts the user whose id is `userId` (a column) has written. */
export function postCountSql(userId: string): string {
  return `(SELECT count(*)::int FROM posts cnt_p WHERE cnt_p.user_id = ${userId})`;
}

/**
 * SQL expression: how many of the posts of the user whose id is `userId` (a column) the viewer
 * may see, as their profile's grid shows them, in one walk of the author's posts. Under the one
 * rule their posts outside communities are all visible or none (it depends on the author, not on
 * the post), so that is asked once, of a post standing for them all; each community post asks it
 * for itself (membership). Posts moderation hid are left out one by one (`cnt_any` stands for
 * none of them: its null id is never hidden).
 */
export function visiblePostCountSql(params: SqlParams, userId: string, viewerId: string): string {
  const anyOwnPost = `(SELECT ${userId} AS user_id, NULL::uuid AS community_id, NULL::uuid AS id) cnt_any`;
  const ownPostsShown = `EXISTS (SELECT 1 FROM ${anyOwnPost}
    WHERE ${visibilitySql.post(params, 'cnt_any', viewerId)})`;
  return `(SELECT CASE WHEN ${ownPostsShown}
                   THEN count(*) FILTER (WHERE cnt_p.community_id IS NULL
                     AND ${visibilitySql.notModerated(params, 'post', 'cnt_p.id', viewerId)}) ELSE 0 END
                 + count(*) FILTER (WHERE cnt_p.community_id IS NOT NULL
                                      AND ${visibilitySql.post(params, 'cnt_p', viewerId)})
      FROM posts cnt_p WHERE cnt_p.user_id = ${userId})::int`;
}
