import { mediaUrl } from '../../core/storage/media-url';
import type { AgeGroup } from '../../contracts/profiles';
import type {
  AthleteProfile,
  Interest,
  Opening,
  RecruitingPerson,
} from '../../contracts/recruiting';
import type { AthleteRow, InterestRow, OpeningRow } from './recruiting.repository';

/** U16 under 16, U18 under 18, U21 under 21, Senior from 21 (the Coach section's groups). */
export function ageGroupOf(age: number | null): AgeGroup | null {
  if (age === null) return null;
  if (age < 16) return 'U16';
  if (age < 18) return 'U18';
  if (age < 21) return 'U21';
  return 'Senior';
}

function person(
  id: string,
  r: { user_name: string; full_name: string; image_key: string | null; image_public: boolean },
  viewer: string,
): RecruitingPerson {
  return {
    _id: id,
    userName: r.user_name,
    fullName: r.full_name,
    image: mediaUrl(r.image_key, { public: r.image_public, viewer }),
  };
}

/** A minor's coordinates never leave the server, except to themself. */
export function toAthleteProfile(row: AthleteRow, viewer: string): AthleteProfile {
  const own = row.user_id === viewer;
  const placed = own || !row.minor;
  return {
    user: person(row.user_id, row, viewer),
    sport: row.sport,
    positions: row.positions,
    heightCm: row.height_cm,
    weightKg: row.weight_kg,
    dominantSide: row.dominant_side,
    level: row.level,
    birthYear: row.birth_year,
    ageGroup: ageGroupOf(row.age_years),
    country: row.country,
    city: row.city,
    lat: placed ? row.lat : null,
    lng: placed ? row.lng : null,
    distanceKm: row.km,
    stats: row.stats,
    highlightPostId: row.highlight_post_id,
    openToOpportunities: row.open_to_opportunities,
    visibleTo: row.visible_to,
    updatedAt: row.updated_at.toISOString(),
  };
}

export function toOpening(row: OpeningRow, viewer: string): Opening {
  return {
    _id: row.id,
    coach: person(row.coach_id, row, viewer),
    sport: row.sport,
    positions: row.positions,
    level: row.level,
    birthYearFrom: row.birth_year_from,
    birthYearTo: row.birth_year_to,
    minHeightCm: row.min_height_cm,
    country: row.country,
    city: row.city,
    lat: row.lat,
    lng: row.lng,
    radiusKm: row.radius_km,
    description: row.description,
    closesAt: row.closes_at ? row.closes_at.toISOString() : null,
    createdAt: row.created_at.toISOString(),
    mine: row.coach_id === viewer,
    distanceKm: row.km,
  };
}

export function toInterest(row: InterestRow, viewer: string): Interest {
  const pick = (prefix: 'c_' | 'p_') => ({
    user_name: row[`${prefix}user_name`],
    full_name: row[`${prefix}full_name`],
    image_key: row[`${prefix}image_key`],
    image_public: row[`${prefix}image_public`],
  });
  return {
    _id: row.id,
    coach: person(row.coach_id, pick('c_'), viewer),
    player: person(row.player_id, pick('p_'), viewer),
    openingId: row.opening_id,
    message: row.message,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    respondedAt: row.responded_at ? row.responded_at.toISOString() : null,
  };
}
