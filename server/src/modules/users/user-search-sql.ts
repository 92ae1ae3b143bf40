import { containsTermSql, searchFoldSql } from '../../core/database/contains-term';
import { likePattern, limitSql, SqlParams } from '../../core/database/sql';
import type { Cursor } from '../../core/http/pagination';
import { visibilitySql } from '../visibility';

/** A statement and its values, as the query builders of this codebase answer them. */
export interface SqlQuery {
  text: string;
  values: unknown[];
}

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
 * The user search's page as a pure function of the viewer, the term and the page (the people
 * module reads each row's card with it, people/user-search-query.ts). User name or full name containing the
 * term (any case, `%` and `_` literal; the trigram index answers it, or for a term of one or two
 * characters the index of names' short substrings), or exactly the email of a user who allows
 * search by email; never the viewer, never anyone the visibility rule hides.
 * Each row is a user's `id` with `key`, the page's cursor.
 */
export function userSearchPageSql(
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
export function keptSearchPageSql(viewerId: string, ids: string[], limit: number): SqlQuery {
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
        AND ${visibilitySql.user(params, 'u.id', viewerId, { hibernatedAt: 'u.hibernated_at', suspendedAt: 'u.suspended_at' })}
        AND ($3::text IS NULL OR (lower(u.user_name), u.id) > ($3::text, $4::uuid))
      ORDER BY lower(u.user_name), u.id
      ${limitSql(limit)}`;
  return { text: page, values: params.values };
}

/**
 * Everyone but the viewer `$1` the visibility rule shows them, newest accounts first: `id` and
 * `key` (when the account was made, as text). `also(userId)` narrows it (the caller's fragment:
 * those the viewer does not follow yet); with `after`, `$2` and `$3` are the cursor's key and id.
 */
export function newestUsersPageSql(
  after: boolean,
  limit: number,
  visible: (userId: string) => string,
  also?: (userId: string) => string,
): string {
  return `
        SELECT u.id, u.created_at::text AS key
          FROM users u
         WHERE u.id <> $1 AND ${visible('u.id')}${also ? `\n           AND ${also('u.id')}` : ''}
           ${after ? 'AND (u.created_at, u.id) < ($2::timestamptz, $3::uuid)' : ''}
         ORDER BY u.created_at DESC, u.id DESC
         ${limitSql(limit)}`;
}
