import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { User } from './entities/user.entity';
import { SqlParams, sqlRows } from '../../core/database/sql';
import { VisibilityService } from '../visibility/visibility.service';
import { ConnectionStatus, NO_RELATION, Relation, UserCard } from './user-card';
import { toPublicUser } from './user.mapper';
import { toUser, userColumnsSql, UserRow } from './user-row';

interface RelationRow {
  id: string;
  shown_online: boolean;
  is_following: boolean;
  follows_me: boolean;
  connection_status: ConnectionStatus;
}

/** A card's relation to the viewer, with the online dot as the viewer may see it. */
type CardRelation = Relation & { shownOnline: boolean };

/**
 * Turns a page of user ids into UserCards relative to the viewer: one query for the whole page
 * (the users with their follow and connection relations to the viewer), never one per user.
 */
@Injectable()
export class UserCardsService {
  constructor(
    private readonly db: DataSource,
    private readonly visibility: VisibilityService,
  ) {}

  /** Cards in the order of `ids`; ids of users that no longer exist are dropped. */
  async cards(viewerId: string | null, ids: string[]): Promise<UserCard[]> {
    if (ids.length === 0) return [];
    const rows = await this.relationRows(viewerId, ids, true);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { shown_online, is_following, follows_me, connection_status, ...user } = row;
      const relation = toRelation({ shown_online, is_following, follows_me, connection_status });
      return [this.toCard(viewerId, toUser(user), relation)];
    });
  }

  async card(viewerId: string | null, user: User): Promise<UserCard> {
    const [row] = await this.relationRows(viewerId, [user.id], false);
    return this.toCard(viewerId, user, row && toRelation(row));
  }

  /**
   * The viewer's own card says online: the viewer is asking, so they are here, even while their
   * socket is still connecting (a reload drops the old one first). Anyone else's online dot is
   * as the visibility rule shows it (`showOnlineStatus`).
   */
  private toCard(viewerId: string | null, user: User, found: CardRelation | undefined): UserCard {
    const { shownOnline, ...relation } = found ?? { ...NO_RELATION, shownOnline: false };
    const card = { ...toPublicUser(user, viewerId), ...relation, isActive: shownOnline };
    if (user.id === viewerId) card.isActive = true;
    return card;
  }

  /**
   * The viewer's relation to each of `ids`, with the whole user when `withUsers` (a page of
   * cards is then one statement). One card (a push, a profile) is its own statement: PostgreSQL
   * plans an array of unknown length anew on every call, one id it plans once per connection.
   */
  private relationRows(
    viewerId: string | null,
    ids: string[],
    withUsers: true,
  ): Promise<(RelationRow & UserRow)[]>;
  private relationRows(
    viewerId: string | null,
    ids: string[],
    withUsers: false,
  ): Promise<RelationRow[]>;
  private relationRows(
    viewerId: string | null,
    ids: string[],
    withUsers: boolean,
  ): Promise<RelationRow[]> {
    const one = ids.length === 1;
    const params = new SqlParams([viewerId, one ? ids[0] : ids]);
    return sqlRows<RelationRow>(
      this.db,
      `SELECT ${withUsers ? userColumnsSql('u') : 't.id'},
              ${this.visibility.shownOnline(params, 'u', viewerId)} AS shown_online,
              EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = $1 AND f.following_id = t.id)
                AS is_following,
              EXISTS (SELECT 1 FROM follows f WHERE f.follower_id = t.id AND f.following_id = $1)
                AS follows_me,
              CASE
                WHEN c.status = 'connected' THEN 'connected'
                WHEN c.requester_id = $1 THEN 'pending_sent'
                WHEN c.recipient_id = $1 THEN 'pending_received'
                ELSE 'none'
              END AS connection_status
         FROM ${one ? '(SELECT $2::uuid AS id) t' : 'unnest($2::uuid[]) AS t(id)'}
         JOIN users u ON u.id = t.id
         LEFT JOIN connections c
           ON least(c.requester_id, c.recipient_id) = least(t.id, $1::uuid)
          AND greatest(c.requester_id, c.recipient_id) = greatest(t.id, $1::uuid)`,
      params.values,
    );
  }
}

function toRelation(r: Omit<RelationRow, 'id'>): CardRelation {
  return {
    shownOnline: r.shown_online,
    isFollowing: r.is_following,
    followsMe: r.follows_me,
    connectionStatus: r.connection_status,
  };
}
