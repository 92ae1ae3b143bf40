import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { limitSql, type Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import type {
  AthleteLevel,
  AthletePosition,
  AthleteStats,
  InterestStatus,
  PlayerSearchFilters,
} from '../../contracts/recruiting';
import { joinPostSql } from '../posts/posts.sql';
import { hasCoachSectionSql } from '../profiles/sports-sections.sql';
import { joinUserSql } from '../users/user-row';
import { visibilitySql, type Viewer } from '../visibility';
import { boundingBox, haversineKmSql, shownDistanceKmSql } from './geo';
import { matchScoreSql } from './match-score';

export interface SqlQuery {
  text: string;
  values: unknown[];
}

/** A point and, when given, a radius around it. */
export interface Near {
  lat: number;
  lng: number;
  radiusKm: number | null;
}

export interface AthleteRow {
  user_id: string;
  sport: 'basketball' | 'football';
  positions: AthletePosition[];
  height_cm: number;
  weight_kg: number | null;
  dominant_side: 'left' | 'right' | 'both';
  level: AthleteLevel;
  country: string;
  city: string;
  lat: number | null;
  lng: number | null;
  stats: AthleteStats;
  highlight_post_id: string | null;
  open_to_opportunities: boolean;
  visible_to: 'coaches' | 'everyone';
  birth_year: number | null;
  listed_at: Date;
  updated_at: Date;
  user_name: string;
  full_name: string;
  image_key: string | null;
  image_public: boolean;
  /** Under 18 or of unknown age: only the city is shown. */
  minor: boolean;
  age_years: number | null;
  /** Kilometres as shown (a minor's to 5 km), null when no distance was asked or known. */
  km: number | null;
}

export interface MatchRow extends AthleteRow {
  score: number;
  /** Whole kilometres for the score's reasons (as shown: a minor's to 5 km). */
  match_km: number | null;
  o_id: string;
}

export interface OpeningRow {
  id: string;
  coach_id: string;
  sport: 'basketball' | 'football';
  positions: AthletePosition[];
  level: AthleteLevel;
  birth_year_from: number | null;
  birth_year_to: number | null;
  min_height_cm: number | null;
  country: string;
  city: string | null;
  lat: number | null;
  lng: number | null;
  radius_km: number | null;
  description: string;
  closes_at: Date | null;
  created_at: Date;
  user_name: string;
  full_name: string;
  image_key: string | null;
  image_public: boolean;
  km: number | null;
}

export interface OpeningMatchRow extends OpeningRow {
  score: number;
  match_km: number | null;
  a_birth_year: number | null;
  a_height_cm: number;
  a_level: AthleteLevel;
  a_positions: AthletePosition[];
  a_sport: 'basketball' | 'football';
  a_country: string;
}

export interface InterestRow {
  id: string;
  coach_id: string;
  player_id: string;
  opening_id: string | null;
  message: string;
  status: InterestStatus;
  created_at: Date;
  responded_at: Date | null;
  c_user_name: string;
  c_full_name: string;
  c_image_key: string | null;
  c_image_public: boolean;
  p_user_name: string;
  p_full_name: string;
  p_image_key: string | null;
  p_image_public: boolean;
}

export interface SavedSearchRow {
  id: string;
  user_id: string;
  filters: PlayerSearchFilters;
  created_at: Date;
  checked_through: Date;
}

/** A keyset position: a time (listed, created) or a score, and the row id. */
export interface After {
  at?: Date;
  score?: number;
  id: string;
}

/**
 * An accepted interest between the two users, either way round: the chat's who-may-message
 * check asks it (an accepted interest opens the pair's chat where the player's first-message
 * settings would refuse one). `a` and `b` are SQL expressions (columns or placeholders).
 */
export function recruitingContactSql(a: string, b: string): string {
  return `(EXISTS (SELECT 1 FROM recruiting_interests rc_i
      WHERE rc_i.status = 'accepted' AND rc_i.coach_id = ${a} AND rc_i.player_id = ${b})
    OR EXISTS (SELECT 1 FROM recruiting_interests rc_i
      WHERE rc_i.status = 'accepted' AND rc_i.coach_id = ${b} AND rc_i.player_id = ${a}))`;
}

/** The person columns of the user in alias `u`, with the picture's public flag. */
function personColumns(u: string, prefix = ''): string {
  return `${u}.user_name AS ${prefix}user_name, ${u}.full_name AS ${prefix}full_name,
    ${u}.image_key AS ${prefix}image_key, ${visibilitySql.publicProfile(u)} AS ${prefix}image_public`;
}

/** Under 18, or of unknown age, for the athlete in alias `a` (its trigger-kept 18th birthday). */
const MINOR = `(a.adult_from IS NULL OR a.adult_from > current_date)`;

/**
 * The distance from the point (`lat`, `lng`: SQL expressions) to the row in alias `t`, as shown
 * (whole km; a minor's to 5 km when `minor` says so), as `d.km`: a LATERAL item computed once a
 * row (OFFSET 0 keeps PostgreSQL from inlining it, which wrote the haversine out four times into
 * every use and cost 40 ms of planning).
 */
function distanceJoin(lat: string, lng: string, t: string, minor: string): string {
  const raw = `CASE WHEN ${t}.lat IS NULL OR ${lat} IS NULL THEN NULL
      ELSE ${haversineKmSql(lat, lng, `${t}.lat`, `${t}.lng`)} END`;
  return `CROSS JOIN LATERAL (SELECT ${shownDistanceKmSql('r.raw', minor)} AS km
      FROM (SELECT ${raw} AS raw OFFSET 0) r OFFSET 0) d`;
}

/**
 * Athlete data as a card shows it, from `athlete_profiles a` and its user `u`. The date of birth
 * is read here and turned into an age and a minor flag; it is never selected itself.
 */
function athleteColumns(kmSql: string | null): string {
  return `a.user_id, a.sport, a.positions, a.height_cm, a.weight_kg, a.dominant_side, a.level,
    a.country, a.city, a.lat, a.lng, a.stats, a.highlight_post_id, a.open_to_opportunities,
    a.visible_to, a.birth_year, a.listed_at, a.updated_at, ${personColumns('u')},
    ${MINOR} AS minor,
    extract(year FROM age(current_date, u.date_of_birth))::int AS age_years,
    ${kmSql ?? 'NULL::int'} AS km`;
}

/**
 * Who may see athlete data: the visibility rule (blocks either way, hibernation, and whatever
 * else it holds), and `visible_to = coaches` only for viewers with a Coach section. Oneself always.
 */
function athleteVisibleSql(params: SqlParams, viewer: string): string {
  const v = params.named('viewer', viewer, 'uuid');
  return `(a.user_id = ${v} OR (${visibilitySql.user(params, 'a.user_id', viewer, { hibernatedAt: 'u.hibernated_at' })}
    AND (a.visible_to = 'everyone' OR ${hasCoachSectionSql(v)})))`;
}

function nearConditions(
  params: SqlParams,
  t: string,
  near: Near,
  minor: string,
): { join: string; where: string[] } {
  const lat = params.add(near.lat, 'float8');
  const lng = params.add(near.lng, 'float8');
  const join = distanceJoin(lat, lng, t, minor);
  const where: string[] = [];
  if (near.radiusKm !== null) {
    const box = boundingBox(near.lat, near.lng, near.radiusKm);
    where.push(
      `${t}.lat BETWEEN ${params.add(box.minLat, 'float8')} AND ${params.add(box.maxLat, 'float8')}`,
    );
    if (box.minLng !== null && box.maxLng !== null) {
      where.push(
        `${t}.lng BETWEEN ${params.add(box.minLng, 'float8')} AND ${params.add(box.maxLng, 'float8')}`,
      );
    }
    // Within the radius as the distance is shown: a minor's to 5 km, never more precisely.
    where.push(`d.km <= ${params.add(near.radiusKm, 'float8')}`);
  }
  return { join, where };
}

export interface PlayerSearch {
  filters: PlayerSearchFilters;
  near: Near | null;
  after: After | null;
  limit: number;
  /** Only athletes listed after this (a saved search's new athletes). */
  listedAfter?: Date;
}

/**
 * `GET /recruiting/players`: athletes open to opportunities the viewer may see, newest listed
 * first (keyset on `listed_at`, `user_id`). Each filter is an index's condition over the open
 * athletes; a radius is a bounding box on (lat, lng) first, then haversine. Pure: the bench
 * runs the same text on a bare server.
 */
export function playerSearchQuery(viewer: string, s: PlayerSearch): SqlQuery {
  const params = new SqlParams();
  const v = params.named('viewer', viewer, 'uuid');
  const f = s.filters;
  const where = ['a.open_to_opportunities', `a.user_id <> ${v}`];
  if (f.sport) where.push(`a.sport = ${params.add(f.sport, 'text')}`);
  if (f.position) where.push(`a.positions @> ARRAY[${params.add(f.position, 'text')}]`);
  if (f.level) where.push(`a.level = ${params.add(f.level, 'text')}`);
  if (f.minHeightCm) where.push(`a.height_cm >= ${params.add(f.minHeightCm, 'int')}`);
  if (f.maxHeightCm) where.push(`a.height_cm <= ${params.add(f.maxHeightCm, 'int')}`);
  if (f.birthYearFrom) where.push(`a.birth_year >= ${params.add(f.birthYearFrom, 'int')}`);
  if (f.birthYearTo) where.push(`a.birth_year <= ${params.add(f.birthYearTo, 'int')}`);
  if (f.country) where.push(`a.country = ${params.add(f.country, 'text')}`);
  if (s.listedAfter) where.push(`a.listed_at > ${params.add(s.listedAfter, 'timestamptz')}`);
  let join = '';
  if (s.near) {
    const near = nearConditions(params, 'a', s.near, MINOR);
    join = near.join;
    where.push(...near.where);
  }
  if (s.after?.at) {
    where.push(
      `(a.listed_at, a.user_id) < (${params.add(s.after.at, 'timestamptz')}, ${params.add(s.after.id, 'uuid')})`,
    );
  }
  where.push(athleteVisibleSql(params, viewer));
  const text = `SELECT ${athleteColumns(join ? 'd.km' : null)}
    FROM athlete_profiles a ${join} ${joinUserSql('u', 'a.user_id')}
    WHERE ${where.join('\n      AND ')}
    ORDER BY a.listed_at DESC, a.user_id DESC ${limitSql(s.limit)}`;
  return { text, values: params.values };
}

/**
 * An opening's matches: athletes open to opportunities of its sport sharing a position, ranked
 * by `matchScoreSql` (keyset on score, `user_id`). Only its owner asks, a coach, who may see
 * athlete data kept for coaches; the visibility rule still runs for each athlete. The candidates
 * are scored and sorted from athlete_profiles alone (a few tens of thousands at full scale); the
 * visibility rule and the users row are then read only for the rows the page walks through, in
 * score order, not for every candidate (OFFSET 0 keeps the sort below them).
 */
export function openingMatchesQuery(
  viewer: string,
  openingId: string,
  after: After | null,
  limit: number,
): SqlQuery {
  const params = new SqlParams();
  const o = params.add(openingId, 'uuid');
  const v = params.named('viewer', viewer, 'uuid');
  const score = matchScoreSql({
    birthYear: 'a.birth_year',
    birthYearFrom: 'o.birth_year_from',
    birthYearTo: 'o.birth_year_to',
    heightCm: 'a.height_cm',
    minHeightCm: 'o.min_height_cm',
    level: 'a.level',
    wantedLevel: 'o.level',
    km: 'd.km',
    radiusKm: 'o.radius_km',
    sameCountry: 'a.country = o.country',
  });
  const keyset = after
    ? `AND (m.score, m.user_id) < (${params.add(after.score, 'int')}, ${params.add(after.id, 'uuid')})`
    : '';
  // The sort holds only the key (score, id, km): whole rows of 26 000 candidates spilled to disk.
  const text = `SELECT ${athleteColumns('m.km')}, m.score, m.km AS match_km, m.o_id
    FROM (SELECT a.user_id, o.id AS o_id, d.km, ${score} AS score
            FROM recruiting_openings o
            JOIN athlete_profiles a ON a.open_to_opportunities AND a.sport = o.sport
                                   AND a.positions && o.positions
            ${distanceJoin('o.lat', 'o.lng', 'a', MINOR)}
           WHERE o.id = ${o} AND a.user_id <> ${v}
           ORDER BY score DESC, a.user_id DESC OFFSET 0) m
    JOIN athlete_profiles a ON a.user_id = m.user_id
    ${joinUserSql('u', 'a.user_id')}
    WHERE ${athleteVisibleSql(params, viewer)} ${keyset}
    ORDER BY m.score DESC, m.user_id DESC ${limitSql(limit)}`;
  return { text, values: params.values };
}

const OPEN = `(o.closes_at IS NULL OR o.closes_at > now())`;

function openingColumns(km: string | null): string {
  return `o.id, o.coach_id, o.sport, o.positions, o.level, o.birth_year_from, o.birth_year_to,
    o.min_height_cm, o.country, o.city, o.lat, o.lng, o.radius_km, o.description, o.closes_at,
    o.created_at, ${personColumns('u')}, ${km ?? 'NULL::int'} AS km`;
}

/** One opening the viewer may see (its coach visible; closed ones only to their owner). */
export function openingQuery(viewer: string, id: string): SqlQuery {
  const params = new SqlParams();
  const v = params.named('viewer', viewer, 'uuid');
  const text = `SELECT ${openingColumns(null)} FROM recruiting_openings o ${joinUserSql('u', 'o.coach_id')}
    WHERE o.id = ${params.add(id, 'uuid')}
      AND (o.coach_id = ${v} OR (${OPEN}
        AND ${visibilitySql.user(params, 'o.coach_id', viewer, { hibernatedAt: 'u.hibernated_at' })}))`;
  return { text, values: params.values };
}

export interface OpeningSearch {
  sport?: string;
  position?: string;
  level?: string;
  country?: string;
  near: Near | null;
  mine: boolean;
  after: After | null;
  limit: number;
}

/** `GET /recruiting/openings`: open openings whose coach the viewer may see, newest first. */
export function openingSearchQuery(viewer: string, s: OpeningSearch): SqlQuery {
  const params = new SqlParams();
  const v = params.named('viewer', viewer, 'uuid');
  const where = s.mine
    ? [`o.coach_id = ${v}`]
    : [OPEN, visibilitySql.user(params, 'o.coach_id', viewer, { hibernatedAt: 'u.hibernated_at' })];
  if (s.sport) where.push(`o.sport = ${params.add(s.sport, 'text')}`);
  if (s.position) where.push(`o.positions @> ARRAY[${params.add(s.position, 'text')}]`);
  if (s.level) where.push(`o.level = ${params.add(s.level, 'text')}`);
  if (s.country) where.push(`o.country = ${params.add(s.country, 'text')}`);
  let join = '';
  if (s.near) {
    const near = nearConditions(params, 'o', s.near, 'false');
    join = near.join;
    where.push(...near.where);
  }
  if (s.after?.at) {
    where.push(
      `(o.created_at, o.id) < (${params.add(s.after.at, 'timestamptz')}, ${params.add(s.after.id, 'uuid')})`,
    );
  }
  const text = `SELECT ${openingColumns(join ? 'd.km' : null)}
    FROM recruiting_openings o ${join} ${joinUserSql('u', 'o.coach_id')}
    WHERE ${where.join('\n      AND ')}
    ORDER BY o.created_at DESC, o.id DESC ${limitSql(s.limit)}`;
  return { text, values: params.values };
}

/**
 * `GET /recruiting/matches`: open openings of the player's sport sharing a position, whose coach
 * the player may see, ranked by the same score.
 */
export function playerMatchesQuery(viewer: string, after: After | null, limit: number): SqlQuery {
  const params = new SqlParams();
  const v = params.named('viewer', viewer, 'uuid');
  const score = matchScoreSql({
    birthYear: 'a.birth_year',
    birthYearFrom: 'o.birth_year_from',
    birthYearTo: 'o.birth_year_to',
    heightCm: 'a.height_cm',
    minHeightCm: 'o.min_height_cm',
    level: 'a.level',
    wantedLevel: 'o.level',
    km: 'd.km',
    radiusKm: 'o.radius_km',
    sameCountry: 'a.country = o.country',
  });
  const keyset = after
    ? `WHERE (m.score, m.id) < (${params.add(after.score, 'int')}, ${params.add(after.id, 'uuid')})`
    : '';
  const text = `SELECT * FROM (
      SELECT ${openingColumns('d.km')}, ${score} AS score, d.km AS match_km,
             a.birth_year AS a_birth_year, a.height_cm AS a_height_cm, a.level AS a_level,
             a.positions AS a_positions, a.sport AS a_sport, a.country AS a_country
        FROM athlete_profiles a
        JOIN recruiting_openings o ON o.sport = a.sport AND o.positions && a.positions AND ${OPEN}
        ${distanceJoin('o.lat', 'o.lng', 'a', MINOR)}
        ${joinUserSql('u', 'o.coach_id')}
       WHERE a.user_id = ${v} AND o.coach_id <> ${v}
         AND ${visibilitySql.user(params, 'o.coach_id', viewer, { hibernatedAt: 'u.hibernated_at' })}) m
    ${keyset}
    ORDER BY m.score DESC, m.id DESC ${limitSql(limit)}`;
  return { text, values: params.values };
}

function interestSelect(params: SqlParams, viewer: Viewer): string {
  return `SELECT i.id, i.coach_id, i.player_id, i.opening_id, i.message, i.status, i.created_at,
      i.responded_at, ${personColumns('c', 'c_')}, ${personColumns('p', 'p_')}
    FROM recruiting_interests i ${joinUserSql('c', 'i.coach_id')} ${joinUserSql('p', 'i.player_id')}
    WHERE ${visibilitySql.user(params, 'i.coach_id', viewer, { hibernatedAt: 'c.hibernated_at' })}
      AND ${visibilitySql.user(params, 'i.player_id', viewer, { hibernatedAt: 'p.hibernated_at' })}`;
}

/**
 * Every statement of the recruiting tables (this module owns them). Reads put the visibility
 * rule in their WHERE; writes answer whether they found their row.
 */
@Injectable()
export class RecruitingRepository {
  constructor(private readonly db: DataSource) {}

  async upsertAthlete(
    userId: string,
    v: {
      sport: string;
      positions: string[];
      heightCm: number;
      weightKg: number | null;
      dominantSide: string;
      level: string;
      country: string;
      city: string;
      lat: number | null;
      lng: number | null;
      stats: AthleteStats;
      highlightPostId: string | null;
      openToOpportunities: boolean;
      visibleTo: string;
    },
  ): Promise<void> {
    // Becoming open again lists the athlete anew: a saved search tells of them as new.
    await sqlRows(
      this.db,
      `INSERT INTO athlete_profiles AS a (user_id, sport, positions, height_cm, weight_kg,
          dominant_side, level, country, city, lat, lng, stats, highlight_post_id,
          open_to_opportunities, visible_to)
       VALUES ($1, $2, $3::text[], $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15)
       ON CONFLICT (user_id) DO UPDATE SET sport = EXCLUDED.sport, positions = EXCLUDED.positions,
          height_cm = EXCLUDED.height_cm, weight_kg = EXCLUDED.weight_kg,
          dominant_side = EXCLUDED.dominant_side, level = EXCLUDED.level,
          country = EXCLUDED.country, city = EXCLUDED.city, lat = EXCLUDED.lat, lng = EXCLUDED.lng,
          stats = EXCLUDED.stats, highlight_post_id = EXCLUDED.highlight_post_id,
          open_to_opportunities = EXCLUDED.open_to_opportunities,
          visible_to = EXCLUDED.visible_to, updated_at = now(),
          listed_at = CASE WHEN NOT a.open_to_opportunities AND EXCLUDED.open_to_opportunities
                           THEN now() ELSE a.listed_at END`,
      [
        userId,
        v.sport,
        v.positions,
        v.heightCm,
        v.weightKg,
        v.dominantSide,
        v.level,
        v.country,
        v.city,
        v.lat,
        v.lng,
        JSON.stringify(v.stats),
        v.highlightPostId,
        v.openToOpportunities,
        v.visibleTo,
      ],
    );
  }

  /** The post is one of the user's own video posts (not in a community). */
  async isOwnVideoPost(userId: string, postId: string): Promise<boolean> {
    const [row] = await sqlRows<{ ok: boolean }>(
      this.db,
      `SELECT (p.user_id = $1 AND p.video_key IS NOT NULL AND p.community_id IS NULL) AS ok
         FROM (SELECT $2::uuid AS id) t ${joinPostSql('p', 't.id')}`,
      [userId, postId],
    );
    return row?.ok ?? false;
  }

  /** One athlete's data as the viewer may see it, or null. */
  async athlete(viewer: string, userId: string): Promise<AthleteRow | null> {
    const params = new SqlParams();
    const id = params.add(userId, 'uuid');
    const [row] = await sqlRows<AthleteRow>(
      this.db,
      `SELECT ${athleteColumns(null)} FROM athlete_profiles a ${joinUserSql('u', 'a.user_id')}
        WHERE a.user_id = ${id} AND ${athleteVisibleSql(params, viewer)}`,
      params.values,
    );
    return row ?? null;
  }

  run<T>(q: SqlQuery, db: Queryable = this.db): Promise<T[]> {
    return sqlRows<T>(db, q.text, q.values);
  }

  async insertOpening(coachId: string, v: OpeningValues): Promise<string> {
    const [row] = await sqlRows<{ id: string }>(
      this.db,
      `INSERT INTO recruiting_openings (coach_id, sport, positions, level, birth_year_from,
          birth_year_to, min_height_cm, country, city, lat, lng, radius_km, description, closes_at)
       VALUES ($1, $2, $3::text[], $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       RETURNING id`,
      [coachId, ...openingValues(v)],
    );
    return row.id;
  }

  async updateOpening(coachId: string, id: string, v: OpeningValues): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `UPDATE recruiting_openings SET sport = $3, positions = $4::text[], level = $5,
          birth_year_from = $6, birth_year_to = $7, min_height_cm = $8, country = $9, city = $10,
          lat = $11, lng = $12, radius_km = $13, description = $14, closes_at = $15,
          updated_at = now()
        WHERE coach_id = $1 AND id = $2 RETURNING id`,
      [coachId, id, ...openingValues(v)],
    );
    return rows.length > 0;
  }

  async deleteOpening(coachId: string, id: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM recruiting_openings WHERE coach_id = $1 AND id = $2 RETURNING id`,
      [coachId, id],
    );
    return rows.length > 0;
  }

  /** One opening the viewer may see (its coach visible; closed ones only to their owner). */
  async opening(viewer: string, id: string): Promise<OpeningRow | null> {
    const [row] = await this.run<OpeningRow>(openingQuery(viewer, id));
    return row ?? null;
  }

  /** A new pending interest; null when the pair already has one pending. */
  async insertInterest(
    coachId: string,
    playerId: string,
    openingId: string | null,
    message: string,
  ): Promise<string | null> {
    const rows = await sqlRows<{ id: string }>(
      this.db,
      `INSERT INTO recruiting_interests (coach_id, player_id, opening_id, message)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING id`,
      [coachId, playerId, openingId, message],
    );
    return rows[0]?.id ?? null;
  }

  async interest(viewer: string, id: string): Promise<InterestRow | null> {
    const params = new SqlParams();
    const [row] = await sqlRows<InterestRow>(
      this.db,
      `${interestSelect(params, viewer)} AND i.id = ${params.add(id, 'uuid')}
         AND (i.coach_id = ${params.named('viewer', viewer, 'uuid')} OR i.player_id = ${params.named('viewer', viewer, 'uuid')})`,
      params.values,
    );
    return row ?? null;
  }

  /** The player answers a pending interest; false when it was not pending any more. */
  async answerInterest(playerId: string, id: string, accept: boolean): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `UPDATE recruiting_interests SET status = $3, responded_at = now()
        WHERE id = $1 AND player_id = $2 AND status = 'pending' RETURNING id`,
      [id, playerId, accept ? 'accepted' : 'declined'],
    );
    return rows.length > 0;
  }

  async interests(
    viewer: string,
    box: 'sent' | 'received',
    after: After | null,
    limit: number,
  ): Promise<InterestRow[]> {
    const params = new SqlParams();
    const v = params.named('viewer', viewer, 'uuid');
    const mine = box === 'sent' ? `i.coach_id = ${v}` : `i.player_id = ${v}`;
    const keyset = after?.at
      ? `AND (i.created_at, i.id) < (${params.add(after.at, 'timestamptz')}, ${params.add(after.id, 'uuid')})`
      : '';
    return sqlRows<InterestRow>(
      this.db,
      `${interestSelect(params, viewer)} AND ${mine} ${keyset}
       ORDER BY i.created_at DESC, i.id DESC ${limitSql(limit)}`,
      params.values,
    );
  }

  async countSavedSearches(userId: string): Promise<number> {
    const [row] = await sqlRows<{ n: number }>(
      this.db,
      `SELECT count(*)::int AS n FROM recruiting_saved_searches WHERE user_id = $1`,
      [userId],
    );
    return row.n;
  }

  async insertSavedSearch(userId: string, filters: PlayerSearchFilters): Promise<SavedSearchRow> {
    const [row] = await sqlRows<SavedSearchRow>(
      this.db,
      `INSERT INTO recruiting_saved_searches (user_id, filters) VALUES ($1, $2::jsonb)
       RETURNING id, user_id, filters, created_at, checked_through`,
      [userId, JSON.stringify(filters)],
    );
    return row;
  }

  savedSearches(userId: string, after: After | null, limit: number): Promise<SavedSearchRow[]> {
    const params = new SqlParams([userId]);
    const keyset = after?.at
      ? `AND (created_at, id) < (${params.add(after.at, 'timestamptz')}, ${params.add(after.id, 'uuid')})`
      : '';
    return sqlRows<SavedSearchRow>(
      this.db,
      `SELECT id, user_id, filters, created_at, checked_through FROM recruiting_saved_searches
        WHERE user_id = $1 ${keyset} ORDER BY created_at DESC, id DESC ${limitSql(limit)}`,
      params.values,
    );
  }

  async deleteSavedSearch(userId: string, id: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `DELETE FROM recruiting_saved_searches WHERE user_id = $1 AND id = $2 RETURNING id`,
      [userId, id],
    );
    return rows.length > 0;
  }

  /**
   * Saved searches not told of for a day, claimed for this run (other replicas skip them), in
   * `tx`. At most `limit` a run.
   */
  claimDueSearches(tx: Queryable, limit: number): Promise<SavedSearchRow[]> {
    return sqlRows<SavedSearchRow>(
      tx,
      `SELECT id, user_id, filters, created_at, checked_through FROM recruiting_saved_searches
        WHERE notified_at IS NULL OR notified_at <= now() - interval '1 day'
        ORDER BY checked_through ${limitSql(limit)} FOR UPDATE SKIP LOCKED`,
    );
  }

  /** Moves the search's "new since" point on; `notified` also starts its day without news. */
  async markChecked(tx: Queryable, id: string, through: Date, notified: boolean): Promise<void> {
    await sqlRows(
      tx,
      `UPDATE recruiting_saved_searches SET checked_through = $2,
          notified_at = CASE WHEN $3 THEN now() ELSE notified_at END
        WHERE id = $1`,
      [id, through, notified],
    );
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx));
  }
}

export interface OpeningValues {
  sport: string;
  positions: string[];
  level: string;
  birthYearFrom: number | null;
  birthYearTo: number | null;
  minHeightCm: number | null;
  country: string;
  city: string | null;
  lat: number | null;
  lng: number | null;
  radiusKm: number | null;
  description: string;
  closesAt: string | null;
}

function openingValues(v: OpeningValues): unknown[] {
  return [
    v.sport,
    v.positions,
    v.level,
    v.birthYearFrom,
    v.birthYearTo,
    v.minHeightCm,
    v.country,
    v.city,
    v.lat,
    v.lng,
    v.radiusKm,
    v.description,
    v.closesAt,
  ];
}
