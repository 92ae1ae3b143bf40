import type { SqlParams } from '../../core/database/sql';
import type { ConnectionStatus, UserCard } from '../../contracts/users';
import { connectionStatusSql } from '../connections/connections.repository';
import { followsSql } from '../follow/follow.repository';
import type { CardUser } from '../users/user-row';
import { toPublicUser } from '../users/user.mapper';
import { visibilitySql, type Viewer } from '../visibility';

/** The columns `cardRelationColumnsSql` reads. */
export interface CardRelationRow {
  shown_online: boolean;
  is_following: boolean;
  follows_me: boolean;
  connection_status: ConnectionStatus;
  /** Everyone may see the user's picture (a public profile): its URL is bare. */
  image_public: boolean;
}

/**
 * The viewer's follow and connection relation to the user in users-table alias `users`, and
 * that user's online dot as the viewer may see it: select-list columns, so the statement that
 * reads the users reads their cards' relations too. Each part is its owner's fragment.
 */
export function cardRelationColumnsSql(params: SqlParams, users: string, viewer: Viewer): string {
  const online = visibilitySql.shownOnline(params, users, viewer);
  const v = params.named('viewer', viewer, 'uuid');
  return `${online} AS shown_online, ${visibilitySql.publicProfile(users)} AS image_public,
    ${followsSql(v, `${users}.id`)} AS is_following,
    ${followsSql(`${users}.id`, v)} AS follows_me,
    ${connectionStatusSql(v, `${users}.id`)}
      AS connection_status`;
}

/**
 * `user`'s card as the viewer sees it, with the relation `row` read. The viewer's own card says
 * online: the viewer is asking, so they are here, even while their socket is still connecting (a
 * reload drops the old one first). Anyone else's online dot is as the visibility rule shows it
 * (`showOnlineStatus`).
 */
export function toUserCard(viewerId: Viewer, user: CardUser, row: CardRelationRow): UserCard {
  const card = toPublicUser(user, viewerId, row.image_public) as UserCard;
  card.isActive = user.id === viewerId || row.shown_online;
  card.isFollowing = row.is_following;
  card.followsMe = row.follows_me;
  card.connectionStatus = row.connection_status;
  return card;
}
