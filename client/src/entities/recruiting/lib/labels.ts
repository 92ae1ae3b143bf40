import type { AthleteLevel, AthletePosition, DominantSide, MatchReason, Sport } from '@/shared/api';

/** The server's lists (recruiting.dto.ts), typed against the contract's unions. */
export const SPORTS = ['basketball', 'football'] as const satisfies readonly Sport[];
export const POSITIONS_BY_SPORT: Record<Sport, readonly AthletePosition[]> = {
  basketball: ['point_guard', 'shooting_guard', 'small_forward', 'power_forward', 'center'],
  football: [
    'goalkeeper',
    'centre_back',
    'full_back',
    'defensive_midfielder',
    'central_midfielder',
    'attacking_midfielder',
    'winger',
    'striker',
  ],
};
export const LEVELS = [
  'school',
  'club',
  'academy',
  'college',
  'semi_pro',
  'pro',
] as const satisfies readonly AthleteLevel[];
export const SIDES = ['left', 'right', 'both'] as const satisfies readonly DominantSide[];
export const STATS_BY_SPORT = {
  basketball: [
    { key: 'pointsPerGame', label: 'Points per game', max: 100, step: 0.1 },
    { key: 'reboundsPerGame', label: 'Rebounds per game', max: 50, step: 0.1 },
    { key: 'assistsPerGame', label: 'Assists per game', max: 30, step: 0.1 },
    { key: 'gamesPlayed', label: 'Games played', max: 2000, step: 1 },
  ],
  football: [
    { key: 'goals', label: 'Goals', max: 2000, step: 1 },
    { key: 'assists', label: 'Assists', max: 2000, step: 1 },
    { key: 'appearances', label: 'Appearances', max: 2000, step: 1 },
    { key: 'cleanSheets', label: 'Clean sheets', max: 2000, step: 1 },
  ],
} as const;

/** `semi_pro` → 'Semi pro', `centre_back` → 'Centre back'. */
export function label(value: string): string {
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One reason of a match as a short sentence. */
export function reasonText(reason: MatchReason): string {
  // Exhaustive over the factors; the compiler checks a new one is worded here.
  switch (reason.factor) {
    case 'sport':
      return 'Another sport';
    case 'position':
      return reason.ok ? `Position: ${reason.positions.map(label).join(', ')}` : 'No position fits';
    case 'age':
      return reason.ok
        ? 'Age fits'
        : reason.birthYear
          ? `Born ${reason.birthYear}: outside the years`
          : 'Age unknown';
    case 'height':
      return reason.ok
        ? `Height ${reason.heightCm} cm`
        : `${reason.heightCm} cm, under ${reason.minHeightCm} cm`;
    case 'level':
      return reason.ok
        ? `Level: ${label(reason.level)}`
        : `${label(reason.level)}, wanted ${label(reason.wanted)}`;
    case 'distance':
      return reason.km === null
        ? reason.ok
          ? 'Same country'
          : 'Another country'
        : `${reason.km} km away`;
  }
}
