import type { Cursor } from '../../core/http/pagination';
import { keptSearchPageSql, userSearchPageSql } from '../users/user-search-sql';
import { type SqlQuery, withCards } from './with-cards';

/**
 * The user search as a pure function of the viewer, the term and the page: the users module's
 * page of matches, each row with its card (`withCards`) and `key`, the page's cursor.
 * PeopleService runs it; the reads bench (server/bench/reads.cjs) prints its plan.
 */
export function userSearchQuery(
  viewerId: string,
  term: string,
  after: Pick<Cursor, 'key' | 'id'> | null,
  limit: number,
): SqlQuery {
  return withCards(
    viewerId,
    userSearchPageSql(viewerId, term, after, limit),
    ['key'],
    'page.key, page.id',
  );
}

/** A search page among `ids`, users already known to match, with their cards. */
export function keptSearchPageQuery(viewerId: string, ids: string[], limit: number): SqlQuery {
  return withCards(viewerId, keptSearchPageSql(viewerId, ids, limit), ['key'], 'page.key, page.id');
}
