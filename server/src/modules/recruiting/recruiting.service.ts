import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AppError } from '../../core/http/app-error';
import {
  type Cursor,
  decodeCursor,
  decodeTimeCursor,
  encodeCursor,
  type Page,
  type PageRequest,
  pageSize,
} from '../../core/http/pagination';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type {
  AthleteProfile,
  AthleteStats,
  Interest,
  InterestResponse,
  Opening,
  OpeningMatch,
  PlayerMatch,
  PlayerSearchFilters,
  SavedSearch,
  Sport,
} from '../../contracts/recruiting';
import { SportsProfilesService } from '../profiles/sports-profiles.service';
import {
  type AthleteProfileDto,
  MESSAGES,
  type OpeningDto,
  type OpeningSearchDto,
  type PlayerSearchDto,
  POSITIONS_BY_SPORT,
} from './dto/recruiting.dto';
import { matchScore } from './match-score';
import { toAthleteProfile, toInterest, toOpening } from './recruiting.mapper';
import {
  type After,
  type AthleteRow,
  type MatchRow,
  type Near,
  type OpeningMatchRow,
  type OpeningRow,
  openingMatchesQuery,
  openingSearchQuery,
  playerMatchesQuery,
  playerSearchQuery,
  RecruitingRepository,
} from './recruiting.repository';

export const PLAYERS_ONLY = 'Only players can keep athlete data. Add a Player section first.';
export const COACHES_ONLY = 'Only coaches can do this. Add a Coach section first.';
export const ATHLETE_NOT_FOUND = 'Athlete not found';
export const OPENING_NOT_FOUND = 'Opening not found';
export const INTEREST_NOT_FOUND = 'Interest not found';
export const INTEREST_PENDING = 'You already have an open interest in this player';
export const INTEREST_ANSWERED = 'This interest has already been answered';
export const SAVED_SEARCH_NOT_FOUND = 'Saved search not found';
export const SAVED_SEARCHES_MAX = 20;
export const TOO_MANY_SAVED_SEARCHES = `You can keep at most ${SAVED_SEARCHES_MAX} saved searches`;

const STATS_OF: Record<Sport, readonly (keyof AthleteStats)[]> = {
  basketball: ['pointsPerGame', 'reboundsPerGame', 'assistsPerGame', 'gamesPlayed'],
  football: ['goals', 'assists', 'appearances', 'cleanSheets'],
};

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}

function positionsOfSport(sport: Sport, positions: string[]): void {
  const allowed = POSITIONS_BY_SPORT[sport] as readonly string[];
  if (
    !positions.every((p) => allowed.includes(p)) ||
    new Set(positions).size !== positions.length
  ) {
    throw invalid('positions', MESSAGES.positionsOfSport);
  }
}

function wholePlace(lat: number | null | undefined, lng: number | null | undefined): void {
  if ((lat === null || lat === undefined) !== (lng === null || lng === undefined)) {
    throw invalid('lat', MESSAGES.place);
  }
}

/** `lat,lng` as numbers in range, with the radius; 400 for anything else. */
export function parseNear(near: string | undefined, radiusKm: number | undefined): Near | null {
  if (!near) {
    if (radiusKm !== undefined) throw invalid('radiusKm', MESSAGES.radiusNeedsNear);
    return null;
  }
  const [lat, lng] = near.split(',').map(Number);
  if (!(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180)) throw invalid('near', MESSAGES.near);
  return { lat, lng, radiusKm: radiusKm ?? null };
}

function timeAfter(cursor: string | undefined): After | null {
  if (!cursor) return null;
  const { at, id } = decodeTimeCursor(cursor);
  return { at, id };
}

/** A ranked list's position: a whole score 0–100 and the row id. */
function scoreAfter(cursor: string | undefined): After | null {
  const decoded = decodeCursor(cursor, 'text');
  if (!decoded) return null;
  if (!/^\d{1,3}$/.test(decoded.key) || Number(decoded.key) > 100) {
    throw invalid('cursor', 'Invalid cursor');
  }
  return { score: Number(decoded.key), id: decoded.id };
}

function page<R, T>(
  rows: R[],
  size: number,
  keyOf: (row: R) => Cursor,
  map: (row: R) => T,
): Page<T> {
  const kept = rows.slice(0, size);
  const nextCursor = rows.length > size ? encodeCursor(keyOf(kept[kept.length - 1])) : null;
  return { items: kept.map(map), nextCursor };
}

const millis = (at: Date) => String(at.getTime());

/** The search's filters as a saved search keeps them: no page, no empty values. */
export function filtersOf(dto: PlayerSearchFilters): PlayerSearchFilters {
  const keys: (keyof PlayerSearchFilters)[] = [
    'sport',
    'position',
    'level',
    'minHeightCm',
    'maxHeightCm',
    'birthYearFrom',
    'birthYearTo',
    'country',
    'near',
    'radiusKm',
  ];
  const out: Record<string, unknown> = {};
  for (const key of keys) if (dto[key] !== undefined && dto[key] !== null) out[key] = dto[key];
  return out as PlayerSearchFilters;
}

function checkFilters(f: PlayerSearchFilters): Near | null {
  if (f.minHeightCm && f.maxHeightCm && f.minHeightCm > f.maxHeightCm) {
    throw invalid('minHeightCm', MESSAGES.heights);
  }
  if (f.birthYearFrom && f.birthYearTo && f.birthYearFrom > f.birthYearTo) {
    throw invalid('birthYearFrom', MESSAGES.birthYears);
  }
  return parseNear(f.near, f.radiusKm);
}

/**
 * Recruiting's rules: who may keep athlete data (a Player section) and openings or show
 * interest (a Coach section), what each viewer may see (the visibility rule and the athlete's
 * `visibleTo`, in every query), ranked matches and the interest that opens a chat.
 */
@Injectable()
export class RecruitingService {
  constructor(
    private readonly rows: RecruitingRepository,
    private readonly sections: SportsProfilesService,
    private readonly events: EventEmitter2,
  ) {}

  private async requireSection(userId: string, section: 'player' | 'coach'): Promise<void> {
    const mine = await this.sections.sections(userId);
    if (!mine?.[section]) {
      throw new AppError('FORBIDDEN', section === 'player' ? PLAYERS_ONLY : COACHES_ONLY);
    }
  }

  async putProfile(me: string, dto: AthleteProfileDto): Promise<AthleteProfile> {
    positionsOfSport(dto.sport, dto.positions);
    wholePlace(dto.lat, dto.lng);
    const stats = (dto.stats ?? {}) as Record<string, number | undefined>;
    const allowed = STATS_OF[dto.sport] as readonly string[];
    const given = Object.keys(stats).filter((k) => stats[k] !== undefined);
    if (!given.every((k) => allowed.includes(k))) throw invalid('stats', MESSAGES.statsOfSport);
    await this.requireSection(me, 'player');
    const highlight = dto.highlightPostId ?? null;
    if (highlight && !(await this.rows.isOwnVideoPost(me, highlight))) {
      throw invalid('highlightPostId', MESSAGES.highlightPostId);
    }
    await this.rows.upsertAthlete(me, {
      sport: dto.sport,
      positions: dto.positions,
      heightCm: dto.heightCm,
      weightKg: dto.weightKg ?? null,
      dominantSide: dto.dominantSide,
      level: dto.level,
      country: dto.country,
      city: dto.city.trim(),
      lat: dto.lat ?? null,
      lng: dto.lng ?? null,
      stats: Object.fromEntries(given.map((k) => [k, stats[k]])),
      highlightPostId: highlight,
      openToOpportunities: dto.openToOpportunities ?? false,
      visibleTo: dto.visibleTo ?? 'coaches',
    });
    return (await this.ownProfile(me)) as AthleteProfile;
  }

  async ownProfile(me: string): Promise<AthleteProfile | null> {
    const row = await this.rows.athlete(me, me);
    return row ? toAthleteProfile(row, me) : null;
  }

  async profile(me: string, userId: string): Promise<AthleteProfile> {
    const row = await this.rows.athlete(me, userId);
    if (!row) throw new AppError('NOT_FOUND', ATHLETE_NOT_FOUND);
    return toAthleteProfile(row, me);
  }

  async players(me: string, q: PlayerSearchDto): Promise<Page<AthleteProfile>> {
    const filters = filtersOf(q);
    const near = checkFilters(filters);
    const size = pageSize(q.limit);
    const rows = await this.rows.run<AthleteRow>(
      playerSearchQuery(me, { filters, near, after: timeAfter(q.cursor), limit: size + 1 }),
    );
    return page(
      rows,
      size,
      (r) => ({ key: millis(r.listed_at), id: r.user_id }),
      (r) => toAthleteProfile(r, me),
    );
  }

  private openingValues(dto: OpeningDto) {
    positionsOfSport(dto.sport, dto.positions);
    wholePlace(dto.lat, dto.lng);
    const from = dto.birthYearFrom ?? null;
    const to = dto.birthYearTo ?? null;
    if (from !== null && to !== null && from > to)
      throw invalid('birthYearFrom', MESSAGES.birthYears);
    return {
      sport: dto.sport,
      positions: dto.positions,
      level: dto.level,
      birthYearFrom: from,
      birthYearTo: to,
      minHeightCm: dto.minHeightCm ?? null,
      country: dto.country,
      city: dto.city?.trim() || null,
      lat: dto.lat ?? null,
      lng: dto.lng ?? null,
      radiusKm: dto.radiusKm ?? null,
      description: dto.description.trim(),
      closesAt: dto.closesAt ?? null,
    };
  }

  async createOpening(me: string, dto: OpeningDto): Promise<Opening> {
    const values = this.openingValues(dto);
    await this.requireSection(me, 'coach');
    const id = await this.rows.insertOpening(me, values);
    return this.opening(me, id);
  }

  async updateOpening(me: string, id: string, dto: OpeningDto): Promise<Opening> {
    const values = this.openingValues(dto);
    if (!(await this.rows.updateOpening(me, id, values))) {
      throw new AppError('NOT_FOUND', OPENING_NOT_FOUND);
    }
    return this.opening(me, id);
  }

  async deleteOpening(me: string, id: string): Promise<void> {
    if (!(await this.rows.deleteOpening(me, id)))
      throw new AppError('NOT_FOUND', OPENING_NOT_FOUND);
  }

  async opening(me: string, id: string): Promise<Opening> {
    const row = await this.rows.opening(me, id);
    if (!row) throw new AppError('NOT_FOUND', OPENING_NOT_FOUND);
    return toOpening(row, me);
  }

  async openings(me: string, q: OpeningSearchDto): Promise<Page<Opening>> {
    const near = parseNear(q.near, q.radiusKm);
    const size = pageSize(q.limit);
    const rows = await this.rows.run<OpeningRow>(
      openingSearchQuery(me, {
        sport: q.sport,
        position: q.position,
        level: q.level,
        country: q.country,
        near,
        mine: q.mine === 'true',
        after: timeAfter(q.cursor),
        limit: size + 1,
      }),
    );
    return page(
      rows,
      size,
      (r) => ({ key: millis(r.created_at), id: r.id }),
      (r) => toOpening(r, me),
    );
  }

  /** Its owner only (404 for anyone else): athletes ranked by score, with the reasons. */
  async openingMatches(me: string, id: string, q: PageRequest): Promise<Page<PlayerMatch>> {
    const opening = await this.rows.opening(me, id);
    if (!opening || opening.coach_id !== me) throw new AppError('NOT_FOUND', OPENING_NOT_FOUND);
    const size = pageSize(q.limit);
    const rows = await this.rows.run<MatchRow>(
      openingMatchesQuery(me, id, scoreAfter(q.cursor), size + 1),
    );
    return page(
      rows,
      size,
      (r) => ({ key: String(r.score), id: r.user_id }),
      (r) => {
        const m = matchScore({
          sport: r.sport,
          wantedSport: opening.sport,
          positions: r.positions,
          wantedPositions: opening.positions,
          birthYear: r.birth_year,
          birthYearFrom: opening.birth_year_from,
          birthYearTo: opening.birth_year_to,
          heightCm: r.height_cm,
          minHeightCm: opening.min_height_cm,
          level: r.level,
          wantedLevel: opening.level,
          km: r.match_km,
          radiusKm: opening.radius_km,
          sameCountry: r.country === opening.country,
        });
        return { athlete: toAthleteProfile({ ...r, km: r.match_km }, me), ...m };
      },
    );
  }

  /** A player's openings that fit them, ranked the same way. */
  async playerMatches(me: string, q: PageRequest): Promise<Page<OpeningMatch>> {
    await this.requireSection(me, 'player');
    const size = pageSize(q.limit);
    const rows = await this.rows.run<OpeningMatchRow>(
      playerMatchesQuery(me, scoreAfter(q.cursor), size + 1),
    );
    return page(
      rows,
      size,
      (r) => ({ key: String(r.score), id: r.id }),
      (r) => {
        const m = matchScore({
          sport: r.a_sport,
          wantedSport: r.sport,
          positions: r.a_positions,
          wantedPositions: r.positions,
          birthYear: r.a_birth_year,
          birthYearFrom: r.birth_year_from,
          birthYearTo: r.birth_year_to,
          heightCm: r.a_height_cm,
          minHeightCm: r.min_height_cm,
          level: r.a_level,
          wantedLevel: r.level,
          km: r.match_km,
          radiusKm: r.radius_km,
          sameCountry: r.a_country === r.country,
        });
        return { opening: toOpening({ ...r, km: r.match_km }, me), ...m };
      },
    );
  }

  async sendInterest(
    me: string,
    dto: { playerId: string; openingId?: string | null; message: string },
  ): Promise<Interest> {
    await this.requireSection(me, 'coach');
    if (dto.playerId === me || !(await this.rows.athlete(me, dto.playerId))) {
      throw new AppError('NOT_FOUND', ATHLETE_NOT_FOUND);
    }
    const openingId = dto.openingId ?? null;
    if (openingId) {
      const opening = await this.rows.opening(me, openingId);
      if (!opening || opening.coach_id !== me) throw new AppError('NOT_FOUND', OPENING_NOT_FOUND);
    }
    const id = await this.rows.insertInterest(me, dto.playerId, openingId, dto.message.trim());
    if (!id) throw new AppError('CONFLICT', INTEREST_PENDING);
    const event: DomainEvents['recruiting.interest.sent'] = {
      interestId: id,
      coachId: me,
      playerId: dto.playerId,
    };
    this.events.emit('recruiting.interest.sent', event);
    return this.interest(me, id);
  }

  private async interest(me: string, id: string): Promise<Interest> {
    const row = await this.rows.interest(me, id);
    if (!row) throw new AppError('NOT_FOUND', INTEREST_NOT_FOUND);
    return toInterest(row, me);
  }

  /** The player only (404 for anyone else); accepting lets the two chat. */
  async respond(me: string, id: string, accept: boolean): Promise<InterestResponse> {
    const row = await this.rows.interest(me, id);
    if (!row || row.player_id !== me) throw new AppError('NOT_FOUND', INTEREST_NOT_FOUND);
    if (!(await this.rows.answerInterest(me, id, accept))) {
      throw new AppError('CONFLICT', INTEREST_ANSWERED);
    }
    const event: DomainEvents['recruiting.interest.answered'] = {
      interestId: id,
      coachId: row.coach_id,
      playerId: me,
      accepted: accept,
    };
    this.events.emit('recruiting.interest.answered', event);
    return {
      interest: await this.interest(me, id),
      chatWithUserId: accept ? row.coach_id : null,
    };
  }

  async interests(me: string, box: 'sent' | 'received', q: PageRequest): Promise<Page<Interest>> {
    const size = pageSize(q.limit);
    const rows = await this.rows.interests(me, box, timeAfter(q.cursor), size + 1);
    return page(
      rows,
      size,
      (r) => ({ key: millis(r.created_at), id: r.id }),
      (r) => toInterest(r, me),
    );
  }

  async saveSearch(me: string, dto: PlayerSearchFilters): Promise<SavedSearch> {
    const filters = filtersOf(dto);
    checkFilters(filters);
    if ((await this.rows.countSavedSearches(me)) >= SAVED_SEARCHES_MAX) {
      throw new AppError('CONFLICT', TOO_MANY_SAVED_SEARCHES);
    }
    const row = await this.rows.insertSavedSearch(me, filters);
    return { _id: row.id, filters: row.filters, createdAt: row.created_at.toISOString() };
  }

  async savedSearches(me: string, q: PageRequest): Promise<Page<SavedSearch>> {
    const size = pageSize(q.limit);
    const rows = await this.rows.savedSearches(me, timeAfter(q.cursor), size + 1);
    return page(
      rows,
      size,
      (r) => ({ key: millis(r.created_at), id: r.id }),
      (r) => ({ _id: r.id, filters: r.filters, createdAt: r.created_at.toISOString() }),
    );
  }

  async deleteSavedSearch(me: string, id: string): Promise<void> {
    if (!(await this.rows.deleteSavedSearch(me, id))) {
      throw new AppError('NOT_FOUND', SAVED_SEARCH_NOT_FOUND);
    }
  }

  /**
   * One pass over the saved searches not told of for a day: each whose new athletes (listed
   * since it was last checked, and visible to its owner now) are any becomes one notification.
   * Answers how many were told.
   */
  async notifySavedSearches(batch = 200): Promise<number> {
    let told = 0;
    const news: DomainEvents['recruiting.saved_search.matched'][] = [];
    await this.rows.transaction(async (tx) => {
      const due = await this.rows.claimDueSearches(tx, batch);
      for (const search of due) {
        const through = new Date();
        // Filters were checked when saved; a rule tightened since leaves out only the place.
        let near: Near | null;
        try {
          near = checkFilters(search.filters);
        } catch {
          near = null;
        }
        const fresh = await this.rows.run<AthleteRow>(
          playerSearchQuery(search.user_id, {
            filters: search.filters,
            near,
            after: null,
            limit: 100,
            listedAfter: search.checked_through,
          }),
          tx,
        );
        await this.rows.markChecked(tx, search.id, through, fresh.length > 0);
        if (fresh.length > 0) {
          news.push({ userId: search.user_id, searchId: search.id, count: fresh.length });
        }
      }
    });
    for (const event of news) {
      this.events.emit('recruiting.saved_search.matched', event);
      told += 1;
    }
    return told;
  }
}
