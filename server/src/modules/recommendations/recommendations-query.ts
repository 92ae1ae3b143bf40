import { limitSql, SqlParams } from '../../core/database/sql';
import { connectedIdsSql, connectionsOfEachSql } from '../connections/connections.repository';
import { fromFanProfilesSql, joinFanProfileSql } from '../profiles/fan-profiles.sql';
import { fromUsersSql, joinUserSql } from '../users/user-row';
import { visibilitySql } from '../visibility';

/**
 * The text of the recommendation queries, as pure functions of the viewer and the page.
 * RecommendationsService runs them; the reads bench (server/bench/reads.cjs) prints their plans.
 */

export interface RankedQuery {
  text: string;
  values: unknown[];
}

/**
 * My connections, both directions. Only my own rows are read (through the requester and
 * recipient indexes), so the lists cost what my network costs, not what the whole table does.
 */
const MINE = `
  mine AS (
    ${connectedIdsSql('$1')}
  )`;

/**
 * My connections whose own connections I may see (the visibility rule's graph: their
 * `showFollowers` and `profileVisibility`): only through them may a suggestion come, so a
 * suggestion never tells me whom a connection who keeps their network private knows.
 */
const shownMine = (params: SqlParams, meId: string) => `
  shown_mine AS (
    SELECT mine.id FROM mine WHERE ${visibilitySql.graph(params, 'mine.id', meId)}
  )`;

/** Never suggest myself or someone I am already connected to. */
const notMeNorConnected = (column: string) =>
  `${column} <> $1 AND ${column} NOT IN (SELECT id FROM mine)`;

/**
 * Connections of my connections, by how many of my connections they share. The hops are counted
 * per candidate first (a thousand rows for fifty connections of twenty each) and only then joined
 * to their users and asked the visibility rule, once per candidate (PostgreSQL hashes the
 * viewer's blocks of each direction once): the rule per hop cost two thirds of the query.
 */
export function mutualQuery(meId: string, limit: number, offset: number): RankedQuery {
  const params = new SqlParams([meId, offset]);
  // The candidate's network too: a suggestion says they know some of my connections.
  const visible = visibilitySql.graph(params, 'r.id', meId, {
    hibernatedAt: 'u.hibernated_at',
    suspendedAt: 'u.suspended_at',
  });
  const text = `WITH ${MINE}, ${shownMine(params, meId)},
     hops AS (
       ${connectionsOfEachSql('shown_mine')}
     ),
     ranked AS (
       SELECT hop.id, count(*)::int AS mutual_count
         FROM hops hop
        WHERE ${notMeNorConnected('hop.id')}
        GROUP BY hop.id
     )
     SELECT r.id, r.mutual_count
       FROM ranked r
       ${joinUserSql('u', 'r.id')}
      WHERE ${visible}
      ORDER BY r.mutual_count DESC, lower(u.user_name), r.id
      ${limitSql(limit)} OFFSET $2`;
  return { text, values: params.values };
}

/**
 * A page of candidates ranked earlier (kept a while, `KeptRankings`), as the reader may see them
 * now: the visibility rule and "not me nor connected" asked again on each, in the kept order
 * (`rank`). `countAs` names the column of the count each was ranked by.
 */
export function rankedPageQuery(
  meId: string,
  ranked: { ids: string[]; counts: number[] },
  countAs: 'mutual_count' | 'shared_count',
  limit: number,
  offset: number,
): RankedQuery {
  const params = new SqlParams([meId, offset, ranked.ids, ranked.counts]);
  // As the ranking asked it: a mutual suggestion the candidate's network, a team one their
  // profile (their Fan section's teams).
  const rule = countAs === 'mutual_count' ? visibilitySql.graph : visibilitySql.profile;
  const visible = rule(params, 'r.id', meId, {
    hibernatedAt: 'u.hibernated_at',
    suspendedAt: 'u.suspended_at',
  });
  const text = `WITH ${MINE}
     SELECT r.id, r.count AS ${countAs}, r.rank
       FROM unnest($3::uuid[], $4::int[]) WITH ORDINALITY AS r(id, count, rank)
       ${joinUserSql('u', 'r.id')}
      WHERE ${notMeNorConnected('r.id')} AND ${visible}
      ORDER BY r.rank
      ${limitSql(limit)} OFFSET $2`;
  return { text, values: params.values };
}

/**
 * The fans of `teamsQuery` (id, shared_count, name) in its order, each with `shared_teams`: their
 * teams among `myTeams`, once each in the fan's own spelling (the first, when a fan wrote one
 * twice), ordered by the lower-cased team name.
 */
export function withSharedTeams(fans: RankedQuery, myTeams: string[]): RankedQuery {
  const teams = `$${fans.values.length + 1}::text[]`;
  return {
    text: `SELECT fan.id, fan.shared_count,
            ARRAY(SELECT DISTINCT ON (lower(btrim(t))) btrim(t)
                    FROM ${fromFanProfilesSql('f')}, unnest(f.favourite_teams) t
                   WHERE f.user_id = fan.id AND lower(btrim(t)) = ANY(${teams})
                   ORDER BY lower(btrim(t)), t) AS shared_teams
       FROM (${fans.text}) fan
      ORDER BY ${BY_SHARED_COUNT('fan')}`,
    values: [...fans.values, myTeams],
  };
}

/** The ranking's order over a row of `teamsQuery` (`name`: the fan's user name, lower-cased). */
const BY_SHARED_COUNT = (row: string) => `${row}.shared_count DESC, ${row}.name, ${row}.id`;

/** My favourite teams as the ranking compares them: trimmed, lower-cased, once each, sorted. */
export function myTeamsQuery(meId: string): RankedQuery {
  return {
    text: `SELECT coalesce(array_agg(DISTINCT t), '{}') AS teams
             FROM ${fromFanProfilesSql('f')}, unnest(f.team_keys) t
            WHERE f.user_id = $1 AND t <> ''`,
    values: [meId],
  };
}

/** Past this many teams of mine (28 pairs), every sharing fan is ranked in full. */
const MAX_PAIRED_TEAMS = 8;

/**
 * Fans who share favourite teams with mine (`myTeams`, from `myTeamsQuery`), by how many they
 * share, then by name. The ranking needs every fan who shares two or more, but of those who share
 * one (most of them, where a team is popular) only the first page by name: they are walked through
 * the user-name index and the walk stops at the page, or, for a rare team, read through the teams
 * index and sorted. Which is cheaper depends on the teams, so the service plans it per call. The
 * fans sharing two or more are found through the teams index, one `@>` per pair of my teams.
 * Asking every sharing fan first and sorting them all cost 170 ms with 25 000 of 100 000 users
 * sharing a team (3 ms now); past MAX_PAIRED_TEAMS that is still how it is done.
 */
export function teamsQuery(
  meId: string,
  myTeams: string[],
  limit: number,
  offset: number,
): RankedQuery {
  if (myTeams.length > MAX_PAIRED_TEAMS) return teamsRankedInFullQuery(meId, limit, offset);
  const params = new SqlParams([meId, offset, myTeams]);
  const teams = `f.team_keys`;
  const sharedCount = `(SELECT count(DISTINCT x)::int FROM unnest(${teams}) x WHERE x = ANY($3::text[]))`;
  const pairs = myTeams.flatMap((_, i) =>
    myTeams
      .slice(i + 1)
      .map((__, j) => `${teams} @> ARRAY[($3::text[])[${i + 1}], ($3::text[])[${i + j + 2}]]`),
  );
  const twoOrMore = `(${pairs.join(' OR ') || 'false'})`;
  // A suggestion shows the fan's teams: only fans whose profile the reader may see.
  const visible = visibilitySql.profile(params, 'u.id', meId, {
    hibernatedAt: 'u.hibernated_at',
    suspendedAt: 'u.suspended_at',
  });
  const candidate = `${notMeNorConnected('u.id')} AND ${visible}`;
  const text = `WITH ${MINE},
     ranked AS (
       SELECT u.id, ${sharedCount} AS shared_count, lower(u.user_name) AS name
         FROM ${fromFanProfilesSql('f')} ${joinUserSql('u', 'f.user_id')}
        WHERE ${teams} && $3::text[] AND ${twoOrMore} AND ${candidate}
       UNION ALL
       SELECT * FROM (
         SELECT u.id, 1, lower(u.user_name)
           FROM ${fromUsersSql('u')} ${joinFanProfileSql('f', 'u.id')}
          WHERE ${teams} && $3::text[] AND NOT ${twoOrMore} AND ${candidate}
          ORDER BY lower(u.user_name), u.id
          ${limitSql(limit)} + $2) one_shared
     )
     SELECT r.id, r.shared_count, r.name
       FROM ranked r
      ORDER BY ${BY_SHARED_COUNT('r')}
      ${limitSql(limit)} OFFSET $2`;
  return { text, values: params.values };
}

/**
 * Every fan who shares a team with me, ranked in full: for a reader of many teams, whose pairs
 * would be too many to ask one by one (`teamsQuery`).
 */
function teamsRankedInFullQuery(meId: string, limit: number, offset: number): RankedQuery {
  const params = new SqlParams([meId, offset]);
  const visible = visibilitySql.profile(params, 's.user_id', meId, {
    hibernatedAt: 'u.hibernated_at',
    suspendedAt: 'u.suspended_at',
  });
  const text = `WITH ${MINE},
     my_teams AS (
       SELECT DISTINCT t AS team
         FROM ${fromFanProfilesSql('f')}, unnest(f.team_keys) t
        WHERE f.user_id = $1 AND t <> ''
     ),
     shared AS (
       SELECT DISTINCT f.user_id, t AS team
         FROM ${fromFanProfilesSql('f')}, unnest(f.team_keys) t
        WHERE f.team_keys && (SELECT array_agg(team) FROM my_teams)
          AND t IN (SELECT team FROM my_teams)
          AND ${notMeNorConnected('f.user_id')}
     )
     SELECT s.user_id AS id, count(*)::int AS shared_count, lower(u.user_name) AS name
       FROM shared s
       ${joinUserSql('u', 's.user_id')}
      WHERE ${visible}
      GROUP BY s.user_id, u.user_name
      ORDER BY shared_count DESC, name, s.user_id
      ${limitSql(limit)} OFFSET $2`;
  return { text, values: params.values };
}
