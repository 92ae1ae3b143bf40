import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { User } from './entities/user.entity';
import { SqlParams, sqlRows } from '../../core/database/sql';
import {
  cardRelationColumnsSql,
  type CardRelationRow,
  toCardRelation,
  toUserCard,
} from './card-relation';
import type { UserCard } from './user-card';
import { toUser, userColumnsSql, UserRow } from './user-row';

type RelationRow = CardRelationRow & { id: string };

/**
 * Turns a page of user ids into UserCards relative to the viewer: one query for the whole page
 * (the users with their follow and connection relations to the viewer), never one per user.
 */
@Injectable()
export class UserCardsService {
  constructor(private readonly db: DataSource) {}

  /** Cards in the order of `ids`; ids of users that no longer exist are dropped. */
  async cards(viewerId: string | null, ids: string[]): Promise<UserCard[]> {
    if (ids.length === 0) return [];
    const rows = await this.relationRows(viewerId, ids, true);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [toUserCard(viewerId, toUser(row), toCardRelation(row))];
    });
  }

  async card(viewerId: string | null, user: User): Promise<UserCard> {
    const [row] = await this.relationRows(viewerId, [user.id], false);
    return toUserCard(viewerId, user, row && toCardRelation(row));
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
    const params = new SqlParams([one ? ids[0] : ids]);
    return sqlRows<RelationRow>(
      this.db,
      `SELECT ${withUsers ? userColumnsSql('u') : 'u.id'},
              ${cardRelationColumnsSql(params, 'u', viewerId)}
         FROM ${one ? '(SELECT $1::uuid AS id) t' : 'unnest($1::uuid[]) AS t(id)'}
         JOIN users u ON u.id = t.id`,
      params.values,
    );
  }
}
