import { SqlParams } from '../../core/database/sql';
import type { Viewer } from '../visibility/visibility.sql';
import {
  cardRelationColumnsSql,
  type CardRelationRow,
  toCardRelation,
  toUserCard,
} from './card-relation';
import type { UserCard } from './user-card';
import { toUser, userColumnsSql, UserRow } from './user-row';

/** A user with their card's relation to the viewer. */
export type CardRow = UserRow & CardRelationRow;

/** A statement and its values, as the query builders of this codebase answer them. */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

/**
 * The rows of `page` (a query selecting `id` and the `columns` its caller reads back) with each
 * one's user and the card's relation to the viewer, in `orderBy` (over the subquery `page` and
 * the user `u`): the page and its cards in one statement, so a page is one round trip and its
 * cards carry no array parameter (which PostgreSQL plans anew on every call).
 */
export function withCards(
  viewerId: Viewer,
  page: SqlQuery,
  columns: string[],
  orderBy: string,
): SqlQuery {
  const values = [...page.values];
  const relation = cardRelationColumnsSql(new SqlParams([], values), 'u', viewerId);
  const kept = columns.map((c) => `page.${c}, `).join('');
  const text = `SELECT ${kept}${userColumnsSql('u')}, ${relation}
       FROM (${page.text}) page JOIN users u ON u.id = page.id
      ORDER BY ${orderBy}`;
  return { text, values };
}

/** A row that `withCards` (or `UserCardsService`) read, as the viewer's card. */
export function toCard(viewerId: Viewer, row: CardRow): UserCard {
  return toUserCard(viewerId, toUser(row), toCardRelation(row));
}
