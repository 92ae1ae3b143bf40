import { containsTermSql, searchFoldSql } from '../../core/database/contains-term';
import { likePattern, limitSql, SqlParams } from '../../core/database/sql';
import type { Cursor } from '../../core/http/pagination';
import { visibilitySql } from '../visibility';
import { type SqlQuery, withCards } from './with-cards';

/**
 * Both names as the indexes `users_names_trgm_idx` and `users_name_grams_idx` hold them (folded,
 * the same expression).
 */
const userNamesSql = (u: string) => `${u}.user_name::text || ' ' || ${u}.full_name::text`;

/**
 * A name of the user in alias `u` contains the term (any case, any accent; `pattern` its ILIKE
 * pattern), through the index that can answer it. Both names side by side also hold terms that
 * span the space between them, so each name is asked too.
 */
function namesContainSql(params: SqlParams, u: string, term: string, pattern: string): string {
  const folded = searchFoldSql(pattern);
  const eitherName = `(${searchFoldSql(`${u}.user_name`)} ILIKE ${folded} OR ${searchFoldSql(`${u}.full_name`)} ILIKE ${folded})`;
  return `(${containsTermSql(params, userNamesSql(u), term, pattern)} AND ${eitherName})`;
}

/**
 * The user search as a pure function of the viewer, the term and the page. UsersService runs it;
 * the reads bench (server/bench/reads.cjs) prints its plan. User name or full name containing the
 * term (any case, `%` and `_` literal; the trigram index answers it, or for a term of one or two
 * characters the index of names' short substrings), or exactly the email of a user who allows
 * search by email; never the viewer, never anyone the visibility rule hides.
 * Each row is the user's card (`withCards`) with `key`, the page's cursor.
 */
export function userSearchQuery(
  viewerId: string,
  term: string,
  after: Pick<Cursor, 'key' | 'id'> | null,
  limit: number,
): SqlQuery {
  const params = new SqlParams([
    viewerId,
    likePattern(term),
    after?.key ?? null,
    after?.id ?? null,
  ]);
  const byName = namesContainSql(params, 'u', term, '$2');
  const byEmail = visibilitySql.findableByEmail(params, 'u', term);
  return searchPageQuery(viewerId, params, 'users u', `(${byName} OR ${byEmail})`, limit);
}

/**
 * The first `limit` users whose user name or full name contains the term, in the search's order,
 * whoever asks: what UsersService keeps of a term (`KeptNameMatches`). `key` is the cursor's.
 */
export function nameMatchesQuery(term: string, limit: number): SqlQuery {
  const params = new SqlParams([likePattern(term)]);
  const text = `SELECT u.id, lower(u.user_name) AS key
       FROM users u
      WHERE ${namesContainSql(params, 'u', term, '$1')}
      ORDER BY lower(u.user_name), u.id
      ${limitSql(limit)}`;
  return { text, values: params.values };
}

/**
 * A search page among `ids`, users already known to match (`nameMatchesQuery`), as
 * `userSearchQuery` would answer it for them: never the viewer, the visibility rule asked now.
 */
export function keptSearchPageQuery(viewerId: string, ids: string[], limit: number): SqlQuery {
  const params = new SqlParams([viewerId, ids, null, null]);
  const from = 'unnest($2::uuid[]) kept(id) JOIN users u ON u.id = kept.id';
  return searchPageQuery(viewerId, params, from, 'true', limit);
}

/** `matches` (over alias `u` of `from`) made a page: $1 the viewer, $3 and $4 the cursor. */
function searchPageQuery(
  viewerId: string,
  params: SqlParams,
  from: string,
  matches: string,
  limit: number,
): SqlQuery {
  const page = `SELECT u.id, lower(u.user_name) AS key
       FROM ${from}
      WHERE u.id <> $1
        AND ${matches}
        AND ${visibilitySql.user(params, 'u.id', viewerId, { hibernatedAt: 'u.hibernated_at' })}
        AND ($3::text IS NULL OR (lower(u.user_name), u.id) > ($3::text, $4::uuid))
      ORDER BY lower(u.user_name), u.id
      ${limitSql(limit)}`;
  return withCards(viewerId, { text: page, values: params.values }, ['key'], 'page.key, page.id');
}
