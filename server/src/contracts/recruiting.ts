/**
 * Recruiting: a player's athlete data, coaches' openings, ranked matches with their reasons and
 * the interest a coach shows in a player. Types only (the client compiles this file too); the
 * lists of values are checked by the server's DTOs and mirrored, typed against these unions, by
 * the client's forms.
 */
import type { AgeGroup } from './profiles';

export type Sport = 'basketball' | 'football';

export type BasketballPosition =
  'point_guard' | 'shooting_guard' | 'small_forward' | 'power_forward' | 'center';

export type FootballPosition =
  | 'goalkeeper'
  | 'centre_back'
  | 'full_back'
  | 'defensive_midfielder'
  | 'central_midfielder'
  | 'attacking_midfielder'
  | 'winger'
  | 'striker';

export type AthletePosition = BasketballPosition | FootballPosition;
export type DominantSide = 'left' | 'right' | 'both';
export type AthleteLevel = 'school' | 'club' | 'academy' | 'college' | 'semi_pro' | 'pro';
export type AthleteAudience = 'coaches' | 'everyone';

/** Per sport; every number is optional and bounded (see docs/recruiting.md). */
export interface AthleteStats {
  pointsPerGame?: number;
  reboundsPerGame?: number;
  assistsPerGame?: number;
  gamesPlayed?: number;
  goals?: number;
  assists?: number;
  appearances?: number;
  cleanSheets?: number;
}

/** `PUT /recruiting/profile` body. */
export interface AthleteProfileRequest {
  sport: Sport;
  positions: AthletePosition[];
  heightCm: number;
  weightKg?: number | null;
  dominantSide: DominantSide;
  level: AthleteLevel;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  city: string;
  lat?: number | null;
  lng?: number | null;
  stats?: AthleteStats;
  highlightPostId?: string | null;
  openToOpportunities?: boolean;
  visibleTo?: AthleteAudience;
}

/** The person behind athlete data, an opening or an interest, as a card shows them. */
export interface RecruitingPerson {
  _id: string;
  userName: string;
  fullName: string;
  image: string | null;
}

/**
 * A player's athlete data as the viewer may see it. The date of birth never leaves the server:
 * only its year and age group. For a player under 18 (or of unknown age) the coordinates are
 * never sent and a distance is rounded to 5 km.
 */
export interface AthleteProfile {
  user: RecruitingPerson;
  sport: Sport;
  positions: AthletePosition[];
  heightCm: number;
  weightKg: number | null;
  dominantSide: DominantSide;
  level: AthleteLevel;
  birthYear: number | null;
  ageGroup: AgeGroup | null;
  country: string;
  city: string;
  /** Adults only (and the player themself). */
  lat: number | null;
  lng: number | null;
  /** Kilometres from the point the viewer searched near, when they asked. */
  distanceKm: number | null;
  stats: AthleteStats;
  highlightPostId: string | null;
  openToOpportunities: boolean;
  visibleTo: AthleteAudience;
  updatedAt: string;
}

/** `POST` and `PUT /recruiting/openings` body. */
export interface OpeningRequest {
  sport: Sport;
  positions: AthletePosition[];
  level: AthleteLevel;
  birthYearFrom?: number | null;
  birthYearTo?: number | null;
  minHeightCm?: number | null;
  country: string;
  city?: string | null;
  lat?: number | null;
  lng?: number | null;
  radiusKm?: number | null;
  description: string;
  closesAt?: string | null;
}

export interface Opening {
  _id: string;
  coach: RecruitingPerson;
  sport: Sport;
  positions: AthletePosition[];
  level: AthleteLevel;
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
  createdAt: string;
  /** The viewer owns it (may edit and see its matches). */
  mine: boolean;
  /** Kilometres from the point the viewer searched near, when they asked. */
  distanceKm: number | null;
}

/** Why a match scored what it did; `ok` says whether the factor fits. */
export type MatchReason =
  | { factor: 'sport'; ok: boolean }
  | { factor: 'position'; ok: boolean; positions: AthletePosition[] }
  | { factor: 'age'; ok: boolean; birthYear: number | null }
  | { factor: 'height'; ok: boolean; heightCm: number; minHeightCm: number | null }
  | { factor: 'level'; ok: boolean; level: AthleteLevel; wanted: AthleteLevel }
  | { factor: 'distance'; ok: boolean; km: number | null; radiusKm: number | null };

/** `GET /recruiting/openings/{id}/matches`: an athlete ranked for the opening. */
export interface PlayerMatch {
  athlete: AthleteProfile;
  score: number;
  reasons: MatchReason[];
}

/** `GET /recruiting/matches`: an opening ranked for the player asking. */
export interface OpeningMatch {
  opening: Opening;
  score: number;
  reasons: MatchReason[];
}

/** The filters of `GET /recruiting/players`, as a saved search keeps them. */
export interface PlayerSearchFilters {
  sport?: Sport;
  position?: AthletePosition;
  level?: AthleteLevel;
  minHeightCm?: number;
  maxHeightCm?: number;
  birthYearFrom?: number;
  birthYearTo?: number;
  country?: string;
  /** `lat,lng` */
  near?: string;
  radiusKm?: number;
}

export interface SavedSearch {
  _id: string;
  filters: PlayerSearchFilters;
  createdAt: string;
}

export type InterestStatus = 'pending' | 'accepted' | 'declined';

/** `POST /recruiting/interest` body. */
export interface InterestRequest {
  playerId: string;
  openingId?: string | null;
  message: string;
}

export interface Interest {
  _id: string;
  coach: RecruitingPerson;
  player: RecruitingPerson;
  /** The opening it is about, if it named one that still exists. */
  openingId: string | null;
  message: string;
  status: InterestStatus;
  createdAt: string;
  respondedAt: string | null;
}

/** `POST /recruiting/interest/{id}/respond` answer: accepting opens the pair's chat. */
export interface InterestResponse {
  interest: Interest;
  /** The user the player may now chat with (the coach), when accepted. */
  chatWithUserId: string | null;
}
