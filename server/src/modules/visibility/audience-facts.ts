import type { AudienceLevel } from '../../contracts/settings';
import { awakeSql } from './visibility.sql';

/** What decides who hears of a user and of their posts (every push about them asks it). */
export interface AudienceFacts {
  hibernated: boolean;
  postVisibility: AudienceLevel;
  showOnlineStatus: boolean;
  blockedEitherWay: string[];
}

/** The columns `audienceFactsSql` adds to a select list, as `toAudienceFacts` reads them. */
export interface AudienceFactsRow {
  audience_hibernated: boolean | null;
  audience_post_visibility: AudienceLevel | null;
  audience_show_online_status: boolean | null;
  audience_blocked: string[] | null;
}

/**
 * The audience facts of the user `userId` (a column or a placeholder) as select-list columns, so
 * a write that already reads a post can return its author's with it instead of a statement of
 * their own after it. All null when there is no such user.
 */
export function audienceFactsSql(userId: string): string {
  return `(SELECT NOT ${awakeSql('af_u')} FROM users af_u WHERE af_u.id = ${userId}) AS audience_hibernated,
    (SELECT af_s.post_visibility FROM user_settings af_s WHERE af_s.user_id = ${userId}) AS audience_post_visibility,
    (SELECT af_s.show_online_status FROM user_settings af_s WHERE af_s.user_id = ${userId}) AS audience_show_online_status,
    ${blockedEitherWaySql(userId)} AS audience_blocked`;
}

/** The ids (text[]) of everyone the user `userId` blocked or was blocked by. */
export function blockedEitherWaySql(userId: string): string {
  return `ARRAY(SELECT blocked_id FROM blocks WHERE blocker_id = ${userId}
          UNION SELECT blocker_id FROM blocks WHERE blocked_id = ${userId})::text[]`;
}

export function toAudienceFacts(row: AudienceFactsRow): AudienceFacts | null {
  if (row.audience_hibernated === null || row.audience_post_visibility === null) return null;
  return {
    hibernated: row.audience_hibernated,
    postVisibility: row.audience_post_visibility,
    showOnlineStatus: row.audience_show_online_status ?? false,
    blockedEitherWay: row.audience_blocked ?? [],
  };
}
