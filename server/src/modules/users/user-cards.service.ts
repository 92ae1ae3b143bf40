import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SqlParams, sqlRows } from '../../core/database/sql';
import { cardRelationColumnsSql } from './card-relation';
import type { UserCard } from './user-card';
import { userColumnsSql } from './user-row';
import { type CardRow, toCard } from './with-cards';

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
    const rows = await this.relationRows(viewerId, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toCard(viewerId, row)] : [];
    });
  }

  /**
   * The users of `ids` with their relation to the viewer, in one statement. One id (a push, a
   * profile edit) is its own statement: PostgreSQL plans an array of unknown length anew on every
   * call, one id it plans once per connection.
   */
  private relationRows(viewerId: string | null, ids: string[]): Promise<CardRow[]> {
    const one = ids.length === 1;
    const params = new SqlParams([one ? ids[0] : ids]);
    return sqlRows<CardRow>(
      this.db,
      `SELECT ${userColumnsSql('u')},
              ${cardRelationColumnsSql(params, 'u', viewerId)}
         FROM ${one ? '(SELECT $1::uuid AS id) t' : 'unnest($1::uuid[]) AS t(id)'}
         JOIN users u ON u.id = t.id`,
      params.values,
    );
  }
}
