/**
 * The visibility rule's one public face: who may see what (blocking either way, hibernation,
 * privacy settings, community membership) and who may hear of it. Read paths put its SQL
 * fragments in their own statements (through VisibilityService, or `visibilitySql` where a pure
 * query builder has no service at hand), single objects go through its `assertCanSee…` checks
 * (404 for what the caller may not see), and every push goes to one of its `audienceOf…`
 * audiences. Nothing outside this folder imports its files but this one (an ESLint rule says so).
 */
import {
  findableByEmailSql,
  mayCommentSql,
  shownOnlineSql,
  visibleAvatarSql,
  visibleGraphSql,
  visiblePostSql,
  visibleProfileSql,
  visibleUserSql,
  publicProfileSql,
  notModeratedSql,
  visibleCommunitySql,
  visibleMessageSql,
  visibleCommentSql,
  awakeSql,
} from './visibility.sql';
import { relationColumnsSql, relationSourceSql } from './user-relation';
import { audienceFactsSql, blockedEitherWaySql } from './audience-facts';

export { VisibilityModule } from './visibility.module';
export {
  VisibilityService,
  COMMENT_NOT_FOUND,
  COMMUNITY_NOT_FOUND,
  JOIN_TO_POST,
  FOLLOWERS_HIDDEN,
  POST_NOT_FOUND,
  type PersonNews,
  type PostAudienceFacts,
} from './visibility.service';
export type { Viewer, AuthorColumns } from './visibility.sql';
export { toAudienceFacts, type AudienceFacts, type AudienceFactsRow } from './audience-facts';
export {
  accessTo,
  assertMayInteract,
  toUserRelation,
  CANNOT_MESSAGE,
  COMMENTS_DISABLED,
  USER_NOT_FOUND,
  type Interaction,
  type RelationRow,
  type UserAccess,
  type UserRelation,
} from './user-relation';

/**
 * The rule's SQL fragments for query builders that run without the service (their text is also
 * run by the benches). Each binds the viewer through the caller's SqlParams.
 */
export const visibilitySql = {
  post: visiblePostSql,
  user: visibleUserSql,
  profile: visibleProfileSql,
  graph: visibleGraphSql,
  avatar: visibleAvatarSql,
  publicProfile: publicProfileSql,
  shownOnline: shownOnlineSql,
  mayComment: mayCommentSql,
  findableByEmail: findableByEmailSql,
  /** A chat message moderation has not hidden from the viewer. */
  message: visibleMessageSql,
  /** A community moderation has not hidden from the viewer. */
  community: visibleCommunitySql,
  /** Any reportable content moderation has not hidden from the viewer. */
  notModerated: notModeratedSql,
  /** A comment whose post and author the viewer may see. */
  comment: visibleCommentSql,
  /** The account is neither hibernated nor suspended. */
  awake: awakeSql,
  /** The viewer's relation to a user, as select-list columns (`toUserRelation` reads them). */
  relationColumns: relationColumnsSql,
  /** Where those columns read from (the user and their settings row). */
  relationSource: relationSourceSql,
  /** A user's audience facts as select-list columns (`toAudienceFacts` reads them), for a write
   * whose push needs them. */
  audienceFacts: audienceFactsSql,
  /** The ids (text[]) of everyone a user blocked or was blocked by. */
  blockedEitherWay: blockedEitherWaySql,
} as const;
