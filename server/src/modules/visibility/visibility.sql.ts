import type { SqlParams } from '../../core/database/sql';

/**
 * The visibility rule as SQL, in one place. Each fragment is a boolean condition that binds the
 * viewer through `params` (once per query), so a read path only says which columns hold the post
 * or the user and gets back a condition for its WHERE clause. A null viewer is an anonymous
 * caller. The inner aliases start with `vis_` so they never shadow the caller's.
 *
 * What a viewer may see:
 * - a user: not hidden (hibernated, or suspended by staff: one condition, `awakeSql`), and no
 *   block between the two in either direction (oneself always);
 * - content moderation hid (`moderated_content`: autohidden after enough reports, its author still
 *   sees it; removed by a moderator, nobody does): left out like anything else the viewer may not
 *   see;
 * - a community post: the viewer is a member of its community, and may see its author;
 * - any other post: its author's `post_visibility` allows the viewer (public: anyone; friends:
 *   the author's connections; private: the author only), and the viewer may see its author.
 */

export type Viewer = string | null;

/** Optional columns the caller already has, which save a probe of `users`. */
export interface AuthorColumns {
  /** `users.hibernated_at` of the author, when the query joins the author's row. */
  hibernatedAt?: string;
  /** `users.suspended_at` of the author, beside `hibernatedAt`. */
  suspendedAt?: string;
}

const viewerParam = (params: SqlParams, viewer: string) => params.named('viewer', viewer, 'uuid');

/**
 * The account is not hidden from everyone: neither hibernated by its owner nor suspended by
 * staff. A suspended account is hidden exactly as a hibernated one, so both are this one
 * condition (each probe an index of the few such accounts).
 */
function notHibernated(userId: string, author: AuthorColumns): string {
  if (author.hibernatedAt && author.suspendedAt) {
    return `(${author.hibernatedAt} IS NULL AND ${author.suspendedAt} IS NULL)`;
  }
  return `NOT EXISTS (SELECT 1 FROM users vis_h WHERE vis_h.id = ${userId}
    AND (vis_h.hibernated_at IS NOT NULL OR vis_h.suspended_at IS NOT NULL))`;
}

/** The users-table alias `users` is neither hibernated nor suspended. */
export function awakeSql(users: string): string {
  return `(${users}.hibernated_at IS NULL AND ${users}.suspended_at IS NULL)`;
}

/**
 * Moderation has not hidden the content `id` of `type` from the viewer: no `moderated_content`
 * row, or an autohidden one the viewer wrote (its author sees it until a moderator decides).
 */
export function notModeratedSql(
  params: SqlParams,
  type: 'post' | 'comment' | 'message' | 'community',
  id: string,
  viewer: Viewer,
): string {
  const own = viewer
    ? ` AND NOT (vis_mod.state = 'autohidden' AND vis_mod.author_id = ${viewerParam(params, viewer)})`
    : '';
  return `NOT EXISTS (SELECT 1 FROM moderated_content vis_mod
    WHERE vis_mod.target_type = '${type}' AND vis_mod.target_id = ${id}${own})`;
}

/**
 * One NOT EXISTS a direction: each is an index's leading key (`blocks_pkey`, `blocks_blocked_idx`),
 * and PostgreSQL may hash the viewer's side once a query. One NOT EXISTS of an OR probed both ids
 * through one index and rechecked the rows (with 20 000 blocks, a third of a feed page's buffer
 * reads). A query testing a thousand candidates gets the hashed form too: a hand-made `NOT IN` set
 * of the viewer's blocks led PostgreSQL to a hash join over every user (mutual recommendations
 * with 100 000 users: 13 ms against 3.3 ms).
 */
function noBlockBetween(userId: string, v: string): string {
  return `(NOT EXISTS (SELECT 1 FROM blocks vis_b
      WHERE vis_b.blocker_id = ${v} AND vis_b.blocked_id = ${userId})
    AND NOT EXISTS (SELECT 1 FROM blocks vis_b
      WHERE vis_b.blocker_id = ${userId} AND vis_b.blocked_id = ${v}))`;
}

/** An accepted connection between the two users (one row per unordered pair). */
export function connectedSql(a: string, b: string): string {
  return `EXISTS (SELECT 1 FROM connections vis_c
    WHERE least(vis_c.requester_id, vis_c.recipient_id) = least(${a}, ${b})
      AND greatest(vis_c.requester_id, vis_c.recipient_id) = greatest(${a}, ${b})
      AND vis_c.status = 'connected')`;
}

/** True when the viewer may see the user whose id is in `userId` (a column or placeholder). */
export function visibleUserSql(
  params: SqlParams,
  userId: string,
  viewer: Viewer,
  author: AuthorColumns = {},
): string {
  if (!viewer) return notHibernated(userId, author);
  const v = viewerParam(params, viewer);
  return `(${userId} = ${v} OR (${notHibernated(userId, author)} AND ${noBlockBetween(userId, v)}))`;
}

/**
 * True when the viewer may see the post in alias `post` (it needs `user_id` and `community_id`).
 */
export function visiblePostSql(
  params: SqlParams,
  post: string,
  viewer: Viewer,
  author: AuthorColumns = {},
): string {
  const authorId = `${post}.user_id`;
  const level = `(SELECT vis_s.post_visibility FROM user_settings vis_s WHERE vis_s.user_id = ${authorId})`;
  const notModerated = notModeratedSql(params, 'post', `${post}.id`, viewer);
  if (!viewer) {
    return `(${post}.community_id IS NULL AND ${notHibernated(authorId, author)} AND ${level} = 'public' AND ${notModerated})`;
  }
  const v = viewerParam(params, viewer);
  const authorVisible = `(${authorId} = ${v} OR (${notHibernated(authorId, author)} AND ${noBlockBetween(authorId, v)}))`;
  return `(${notModerated} AND CASE
    WHEN ${post}.community_id IS NOT NULL THEN
      EXISTS (SELECT 1 FROM community_members vis_m
              WHERE vis_m.community_id = ${post}.community_id AND vis_m.user_id = ${v})
      AND ${authorVisible}
    WHEN ${authorId} = ${v} THEN true
    ELSE ${authorVisible} AND (CASE ${level}
      WHEN 'public' THEN true
      WHEN 'friends' THEN ${connectedSql(authorId, v)}
      ELSE false END)
  END)`;
}

/** True when the viewer may see the chat message in alias `message` (moderation alone). */
export function visibleMessageSql(params: SqlParams, message: string, viewer: Viewer): string {
  return notModeratedSql(params, 'message', `${message}.id`, viewer);
}

/** True when moderation leaves the community in alias `community` to the viewer. */
export function visibleCommunitySql(params: SqlParams, community: string, viewer: Viewer): string {
  return notModeratedSql(params, 'community', `${community}.id`, viewer);
}

/**
 * True when the comment in alias `comment` (columns `post_id`, `user_id`) is visible to the
 * viewer: they may see its post and its author. (A thread also drops the replies under a hidden
 * author's comment; the thread queries walk that themselves.)
 */
export function visibleCommentSql(params: SqlParams, comment: string, viewer: Viewer): string {
  return `(EXISTS (SELECT 1 FROM posts vis_cp WHERE vis_cp.id = ${comment}.post_id
      AND ${visiblePostSql(params, 'vis_cp', viewer)})
    AND ${visibleUserSql(params, `${comment}.user_id`, viewer)}
    AND ${notModeratedSql(params, 'comment', `${comment}.id`, viewer)})`;
}

/**
 * True when everyone, anonymous readers included, may see the profile (bio, sections, posts'
 * author picture) of the user in users-table alias `users`: awake, `profile_visibility` public.
 *
 * A scalar subquery, not `EXISTS`: in a select list PostgreSQL may run an `EXISTS` as a hashed
 * subplan, chosen by the rows the list would have without its LIMIT, and a feed page then read
 * and hashed every user's settings (100 000 rows, about 50 ms a page) to look up twenty authors.
 * A scalar subquery is always one index probe a row.
 */
export function publicProfileSql(users: string): string {
  return `(${awakeSql(users)} AND COALESCE((SELECT vis_pp.profile_visibility = 'public'
    FROM user_settings vis_pp WHERE vis_pp.user_id = ${users}.id), false))`;
}

/**
 * True when the viewer may see the profile picture of the user in users-table alias `users`:
 * anyone who may open their profile's header (a restricted profile still shows its picture to
 * those the user has not hidden from; a user the viewer blocked too, to offer Unblock). An
 * anonymous reader sees only the pictures of public profiles.
 */
export function visibleAvatarSql(params: SqlParams, users: string, viewer: Viewer): string {
  if (!viewer) return publicProfileSql(users);
  const v = viewerParam(params, viewer);
  return `(${users}.id = ${v} OR (${awakeSql(users)} AND NOT EXISTS (SELECT 1 FROM blocks vis_b
      WHERE vis_b.blocker_id = ${users}.id AND vis_b.blocked_id = ${v})))`;
}

/**
 * True when the viewer may see who the user whose id is in `userId` follows, is followed by and
 * is connected to: they may see the user, the user shows these lists (`show_followers`) and their
 * `profile_visibility` lets the viewer see the profile. Oneself always.
 */
export function visibleGraphSql(
  params: SqlParams,
  userId: string,
  viewer: Viewer,
  author: AuthorColumns = {},
): string {
  return profileLevelSql(params, userId, viewer, 'AND vis_g.show_followers', author);
}

/** True when the viewer may see the profile (bio, sections) of the user whose id is `userId`. */
export function visibleProfileSql(
  params: SqlParams,
  userId: string,
  viewer: Viewer,
  author: AuthorColumns = {},
): string {
  return profileLevelSql(params, userId, viewer, '', author);
}

function profileLevelSql(
  params: SqlParams,
  userId: string,
  viewer: Viewer,
  extra: string,
  author: AuthorColumns,
): string {
  if (!viewer) {
    return `(${visibleUserSql(params, userId, null, author)} AND EXISTS (SELECT 1 FROM user_settings vis_g
      WHERE vis_g.user_id = ${userId} AND vis_g.profile_visibility = 'public' ${extra}))`;
  }
  const v = viewerParam(params, viewer);
  return `(${userId} = ${v} OR (${visibleUserSql(params, userId, viewer, author)}
    AND EXISTS (SELECT 1 FROM user_settings vis_g WHERE vis_g.user_id = ${userId} ${extra}
      AND (vis_g.profile_visibility = 'public'
           OR (vis_g.profile_visibility = 'friends' AND ${connectedSql(userId, v)})))))`;
}

/**
 * True when the viewer may comment on posts by the user whose id is in `authorId`: the author's
 * `allow_comments` (everyone; friends: their connections; none) — the author always may, an
 * anonymous caller never. The post itself must be visible too (`visiblePostSql`).
 */
export function mayCommentSql(params: SqlParams, authorId: string, viewer: Viewer): string {
  if (!viewer) return 'false';
  const v = viewerParam(params, viewer);
  return `(${authorId} = ${v} OR (CASE (SELECT vis_s.allow_comments FROM user_settings vis_s
      WHERE vis_s.user_id = ${authorId})
    WHEN 'everyone' THEN true
    WHEN 'friends' THEN ${connectedSql(authorId, v)}
    ELSE false END))`;
}

/**
 * The online dot as the viewer may see it: false for users who hide their online status
 * (`show_online_status`), except to themselves. `users` is an alias of the users table.
 */
export function shownOnlineSql(params: SqlParams, users: string, viewer: Viewer): string {
  const shown = `(SELECT vis_s.show_online_status FROM user_settings vis_s WHERE vis_s.user_id = ${users}.id)`;
  if (!viewer) return `(${users}.is_active AND ${shown})`;
  const v = viewerParam(params, viewer);
  return `(${users}.is_active AND (${users}.id = ${v} OR ${shown}))`;
}

/**
 * True when `term` is exactly the email address (any case) of the user in users-table alias
 * `users` and that user allows search by email (`allow_search_by_email`); an email never
 * matches otherwise, not even in part.
 */
export function findableByEmailSql(params: SqlParams, users: string, term: string): string {
  const email = params.add(term.trim(), 'text');
  return `(lower(${users}.email) = lower(${email}) AND EXISTS (SELECT 1 FROM user_settings vis_e
    WHERE vis_e.user_id = ${users}.id AND vis_e.allow_search_by_email))`;
}
