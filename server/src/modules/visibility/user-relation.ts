import type { SqlParams } from '../../core/database/sql';
import { AppError } from '../../core/http/app-error';
import type { AudienceLevel, InteractionLevel } from '../../contracts/settings';
import { awakeSql, connectedSql, type Viewer } from './visibility.sql';

export const USER_NOT_FOUND = 'User not found';
export const COMMENTS_DISABLED = 'Comments are turned off for this post';
export const CANNOT_MESSAGE = 'You cannot message this user';

export type Interaction = 'comment' | 'follow' | 'connect' | 'message';

/** What the viewer is to one user. */
export interface UserRelation {
  userId: string;
  self: boolean;
  hibernated: boolean;
  /** The viewer blocked this user (the viewer may still open the profile, to unblock). */
  blockedByViewer: boolean;
  /** This user blocked the viewer: to the viewer, this user does not exist. */
  blocksViewer: boolean;
  connected: boolean;
  profileVisibility: AudienceLevel;
  postVisibility: AudienceLevel;
  allowComments: InteractionLevel;
  allowMessages: InteractionLevel;
  showOnlineStatus: boolean;
  showFollowers: boolean;
}

/** What a viewer who may see a user at all may see of them (SPEC §3 privacy settings). */
export interface UserAccess {
  relation: UserRelation;
  /** Bio, sections and posts; without it only the header (`restricted: true`). */
  canSeeProfile: boolean;
  canSeeFollowers: boolean;
  canSeeOnline: boolean;
  /** Everyone, anonymous readers included, may see this profile (and its picture). */
  profileIsPublic: boolean;
}

/** The columns `relationColumnsSql` reads. */
export interface RelationRow {
  hibernated: boolean;
  blocked_by_viewer: boolean;
  blocks_viewer: boolean;
  connected: boolean;
  profile_visibility: AudienceLevel;
  post_visibility: AudienceLevel;
  allow_comments: InteractionLevel;
  allow_messages: InteractionLevel;
  show_online_status: boolean;
  show_followers: boolean;
}

/**
 * The viewer's relation to the user in users-table alias `users`, whose `user_settings` row is
 * joined as `settings`: select-list columns, so a statement that reads more about that user
 * (a profile's header) answers the relation too. An anonymous reader's columns are constants.
 */
export function relationColumnsSql(
  params: SqlParams,
  users: string,
  settings: string,
  viewer: Viewer,
): string {
  let toViewer = 'false AS blocked_by_viewer, false AS blocks_viewer, false AS connected';
  if (viewer !== null) {
    const v = params.named('viewer', viewer, 'uuid');
    toViewer = `EXISTS (SELECT 1 FROM blocks vis_b WHERE vis_b.blocker_id = ${v} AND vis_b.blocked_id = ${users}.id)
        AS blocked_by_viewer,
      EXISTS (SELECT 1 FROM blocks vis_b WHERE vis_b.blocker_id = ${users}.id AND vis_b.blocked_id = ${v})
        AS blocks_viewer,
      ${connectedSql(`${users}.id`, v)} AS connected`;
  }
  // Suspended by staff hides the account exactly as hibernation does.
  return `NOT ${awakeSql(users)} AS hibernated, ${toViewer},
    ${settings}.profile_visibility, ${settings}.post_visibility, ${settings}.allow_comments,
    ${settings}.allow_messages, ${settings}.show_online_status, ${settings}.show_followers`;
}

/**
 * Where `relationColumnsSql` reads from: the users table as `users` with its settings row as
 * `settings`. Without `userId`, a FROM item (`users u JOIN user_settings s …`); with it, the two
 * joined to the caller's row by that id (`LEFT JOIN`: a missing user leaves them null).
 */
export function relationSourceSql(
  users: string,
  settings: string,
  join?: { userId: string; kind: 'JOIN' | 'LEFT JOIN' },
): string {
  const withSettings = `user_settings ${settings} ON ${settings}.user_id = ${users}.id`;
  if (!join) return `users ${users} JOIN ${withSettings}`;
  return `${join.kind} users ${users} ON ${users}.id = ${join.userId}
    ${join.kind} ${withSettings}`;
}

export function toUserRelation(row: RelationRow, userId: string, viewer: Viewer): UserRelation {
  return {
    userId,
    self: viewer === userId,
    hibernated: row.hibernated,
    blockedByViewer: row.blocked_by_viewer,
    blocksViewer: row.blocks_viewer,
    connected: row.connected,
    profileVisibility: row.profile_visibility,
    postVisibility: row.post_visibility,
    allowComments: row.allow_comments,
    allowMessages: row.allow_messages,
    showOnlineStatus: row.show_online_status,
    showFollowers: row.show_followers,
  };
}

export function levelAllows(level: AudienceLevel, r: UserRelation): boolean {
  return r.self || level === 'public' || (level === 'friends' && r.connected);
}

/**
 * What the viewer may see of the user, or null when the user is hidden from them: hibernated,
 * or they blocked the viewer. A user the viewer blocked stays reachable (the profile offers
 * Unblock) with only the header.
 */
export function accessTo(r: UserRelation): UserAccess | null {
  if (!r.self && (r.hibernated || r.blocksViewer)) return null;
  const shown = !r.blockedByViewer || r.self;
  return {
    relation: r,
    canSeeProfile: shown && levelAllows(r.profileVisibility, r),
    // The graph (followers, following, connections) is part of the profile: a restricted
    // profile keeps it too, whatever `showFollowers` says.
    canSeeFollowers: shown && (r.self || (r.showFollowers && levelAllows(r.profileVisibility, r))),
    canSeeOnline: shown && (r.self || r.showOnlineStatus),
    profileIsPublic: !r.hibernated && r.profileVisibility === 'public',
  };
}

function interactionAllows(level: InteractionLevel, r: UserRelation): boolean {
  return r.self || level === 'everyone' || (level === 'friends' && r.connected);
}

/**
 * May the viewer act towards the user of relation `r` (null: no such user)? A hidden user
 * (missing, hibernated, blocked either way) is 404 'User not found', as for anything the caller
 * may not see (to a blocked sender the blocker does not exist, whatever they try). A visible
 * user's settings refuse with 403: comments their `allowComments` (COMMENTS_DISABLED), messages
 * their `allowMessages` (MESSAGING_NOT_ALLOWED; oneself too).
 */
export function assertMayInteract(r: UserRelation | null, kind: Interaction): void {
  const hidden = !r || (!r.self && (r.hibernated || r.blocksViewer || r.blockedByViewer));
  if (hidden) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  if (kind === 'message') {
    if (r.self || !interactionAllows(r.allowMessages, r)) {
      throw new AppError('MESSAGING_NOT_ALLOWED', CANNOT_MESSAGE);
    }
    return;
  }
  if (kind === 'comment' && !interactionAllows(r.allowComments, r)) {
    throw new AppError('COMMENTS_DISABLED', COMMENTS_DISABLED);
  }
}
