import type { AthleteLevel, AthletePosition, DominantSide, MatchReason, Sport } from '@/shared/api';
import { i18n } from '@/shared/i18n';

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
/** Each stat's name is `recruiting:stats.<key>`. */
export const STATS_BY_SPORT = {
  basketball: [
    { key: 'pointsPerGame', max: 100, step: 0.1 },
    { key: 'reboundsPerGame', max: 50, step: 0.1 },
    { key: 'assistsPerGame', max: 30, step: 0.1 },
    { key: 'gamesPlayed', max: 2000, step: 1 },
  ],
  football: [
    { key: 'goals', max: 2000, step: 1 },
    { key: 'assists', max: 2000, step: 1 },
    { key: 'appearances', max: 2000, step: 1 },
    { key: 'cleanSheets', max: 2000, step: 1 },
  ],
} as const;

export type StatKey = (typeof STATS_BY_SPORT)[Sport][number]['key'];

// The values' names in the app's language. A component showing them reads `useTranslation()`,
// so it paints again when the language changes.
export const sportLabel = (sport: Sport): string => i18n.t(`recruiting:sports.${sport}`);
export const positionLabel = (position: AthletePosition): string =>
  i18n.t(`recruiting:positions.${position}`);
export const levelLabel = (level: AthleteLevel): string => i18n.t(`recruiting:levels.${level}`);
export const sideLabel = (side: DominantSide): string => i18n.t(`recruiting:sides.${side}`);
export const statLabel = (stat: StatKey): string => i18n.t(`recruiting:stats.${stat}`);

/** 'Striker, Winger': a list of positions as a card or a reason shows it. */
export const positionList = (positions: readonly AthletePosition[]): string =>
  positions.map(positionLabel).join(', ');

/** One reason of a match as a short sentence. */
export function reasonText(reason: MatchReason): string {
  // Exhaustive over the factors; the compiler checks a new one is worded here.
  switch (reason.factor) {
    case 'sport':
      return i18n.t('recruiting:reasons.sport');
    case 'position':
      return reason.ok
        ? i18n.t('recruiting:reasons.position', { positions: positionList(reason.positions) })
        : i18n.t('recruiting:reasons.noPosition');
    case 'age':
      return reason.ok
        ? i18n.t('recruiting:reasons.ageFits')
        : reason.birthYear
          ? i18n.t('recruiting:reasons.bornOutside', { year: String(reason.birthYear) })
          : i18n.t('recruiting:reasons.ageUnknown');
    case 'height':
      return reason.ok
        ? i18n.t('recruiting:reasons.height', { height: reason.heightCm })
        : i18n.t('recruiting:reasons.heightUnder', {
            height: reason.heightCm,
            min: reason.minHeightCm,
          });
    case 'level':
      return reason.ok
        ? i18n.t('recruiting:reasons.level', { level: levelLabel(reason.level) })
        : i18n.t('recruiting:reasons.levelWanted', {
            level: levelLabel(reason.level),
            wanted: levelLabel(reason.wanted),
          });
    case 'distance':
      return reason.km === null
        ? reason.ok
          ? i18n.t('recruiting:reasons.sameCountry')
          : i18n.t('recruiting:reasons.anotherCountry')
        : i18n.t('recruiting:reasons.distance', { km: reason.km });
  }
}
