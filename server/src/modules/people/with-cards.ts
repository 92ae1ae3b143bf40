import { SqlParams } from '../../core/database/sql';
import type { Viewer } from '../visibility';
import { cardRelationColumnsSql, type CardRelationRow, toUserCard } from './card-relation';
import type { UserCard } from '../../contracts/users';
import type { SqlQuery } from '../users/user-search-sql';
import { type CardUser, cardUserColumnsSql, joinUserSql } from '../users/user-row';

/** A user's card fields with the card's relation to the viewer. */
export type CardRow = CardUser & CardRelationRow;

export type { SqlQuery } from '../users/user-search-sql';

/** Which user of a page row the card is of: `id` and always one unless said otherwise. */
export interface CardOf {
  /** The page's column holding the user's id. */
  userId?: string;
  /** Rows without such a user (a null id) stay, with the card's columns null. */
  optional?: boolean;
}

/**
 * The rows of `page` (a query selecting the user's id and the `columns` its caller reads back)
 * with each one's user and the card's relation to the viewer, in `orderBy` (over the subquery
 * `page` and the user `u`): the page and its cards in one statement, so a page is one round trip
 * and its cards carry no array parameter (which PostgreSQL plans anew on every call). The user's
 * columns take their entity names (`id`, `userName`, …), so `columns` must not use those.
 */
export function withCards(
  viewerId: Viewer,
  page: SqlQuery,
  columns: string[],
  orderBy: string,
  of: CardOf = {},
): SqlQuery {
  const values = [...page.values];
  const relation = cardRelationColumnsSql(new SqlParams([], values), 'u', viewerId);
  const kept = columns.map((c) => `page.${c}, `).join('');
  const join = joinUserSql('u', `page.${of.userId ?? 'id'}`, of.optional ? 'LEFT JOIN' : 'JOIN');
  const text = `SELECT ${kept}${cardUserColumnsSql('u')}, ${relation}
       FROM (${page.text}) page ${join}
      ORDER BY ${orderBy}`;
  return { text, values };
}

/** A row that `withCards` read, as the viewer's card. */
export function toCard(viewerId: Viewer, row: CardRow): UserCard {
  return toUserCard(viewerId, row, row);
}
