import type { SqlParams } from '../../core/database/sql';
import { followsSql } from '../follow/follows.sql';
import { shownOnlineSql, type Viewer } from '../visibility/visibility.sql';
import type { User } from './entities/user.entity';
import type { ConnectionStatus, Relation, UserCard } from './user-card';
import { toPublicUser } from './user.mapper';

/** The columns `cardRelationColumnsSql` reads. */
export interface CardRelationRow {
  shown_online: boolean;
  is_following: boolean;
  follows_me: boolean;
  connection_status: ConnectionStatus;
}

/** A card's relation to the viewer, with the online dot as the viewer may see it. */
export type CardRelation = Relation & { shownOnline: boolean };

/**
 * The viewer's follow and connection relation to the user in users-table alias `users`, and
 * that user's online dot as the viewer may see it: select-list columns, so the statement that
 * reads the users reads their cards' relations too.
 */
export function cardRelationColumnsSql(params: SqlParams, users: string, viewer: Viewer): string {
  const online = shownOnlineSql(params, users, viewer);
  const v = params.named('viewer', viewer, 'uuid');
  return `${online} AS shown_online,
    ${followsSql(v, `${users}.id`)} AS is_following,
    ${followsSql(`${users}.id`, v)} AS follows_me,
    COALESCE((SELECT CASE
        WHEN c.status = 'connected' THEN 'connected'
        WHEN c.requester_id = ${v} THEN 'pending_sent'
        ELSE 'pending_received'
      END
      FROM connections c
     WHERE least(c.requester_id, c.recipient_id) = least(${users}.id, ${v})
       AND greatest(c.requester_id, c.recipient_id) = greatest(${users}.id, ${v})), 'none')
      AS connection_status`;
}

export function toCardRelation(r: CardRelationRow): CardRelation {
  return {
    shownOnline: r.shown_online,
    isFollowing: r.is_following,
    followsMe: r.follows_me,
    connectionStatus: r.connection_status,
  };
}

/**
 * The viewer's own card says online: the viewer is asking, so they are here, even while their
 * socket is still connecting (a reload drops the old one first). Anyone else's online dot is
 * as the visibility rule shows it (`showOnlineStatus`).
 */
export function toUserCard(viewerId: Viewer, user: User, found: CardRelation): UserCard {
  const { shownOnline, ...relation } = found;
  const card = { ...toPublicUser(user, viewerId), ...relation, isActive: shownOnline };
  if (user.id === viewerId) card.isActive = true;
  return card;
}
