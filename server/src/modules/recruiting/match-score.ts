import type { AthleteLevel, AthletePosition, MatchReason, Sport } from '../../contracts/recruiting';

/**
 * How well an athlete fits an opening, 0–100, and why. Sport and at least one position must fit
 * (otherwise it is no match: 0, and the lists never show it); then:
 *
 * | factor   | points | full marks when                            | short of it                               |
 * | -------- | -----: | ------------------------------------------ | ----------------------------------------- |
 * | position |     40 | sport and a position fit                   | no match                                  |
 * | age      |     20 | birth year within the opening's years       | 5 fewer a year outside; unknown year: 0  |
 * | height   |     15 | at least the minimum height (or none asked) | 1 fewer a centimetre short               |
 * | level    |     15 | the level asked                            | 5 fewer a level away (school … pro)       |
 * | distance |     10 | the same place                             | 1 fewer each tenth of the radius away; 0 beyond it; without both places: 5 in the same country, else 0 |
 *
 * Every part is a whole number, so the SQL that ranks (`matchScoreSql`) and this function that
 * explains agree to the point. The radius is the opening's, else 100 km.
 */
export const WEIGHTS = { position: 40, age: 20, height: 15, level: 15, distance: 10 } as const;
export const DEFAULT_RADIUS_KM = 100;
export const LEVELS: readonly AthleteLevel[] = [
  'school',
  'club',
  'academy',
  'college',
  'semi_pro',
  'pro',
];

export interface MatchFacts {
  sport: Sport;
  wantedSport: Sport;
  positions: AthletePosition[];
  wantedPositions: AthletePosition[];
  birthYear: number | null;
  birthYearFrom: number | null;
  birthYearTo: number | null;
  heightCm: number;
  minHeightCm: number | null;
  level: AthleteLevel;
  wantedLevel: AthleteLevel;
  /** Whole kilometres between the two places; null when either has no coordinates. */
  km: number | null;
  radiusKm: number | null;
  sameCountry: boolean;
}

export interface Match {
  score: number;
  reasons: MatchReason[];
}

function agePoints(f: MatchFacts): number {
  if (f.birthYearFrom === null && f.birthYearTo === null) return WEIGHTS.age;
  if (f.birthYear === null) return 0;
  const early = f.birthYearFrom === null ? 0 : f.birthYearFrom - f.birthYear;
  const late = f.birthYearTo === null ? 0 : f.birthYear - f.birthYearTo;
  return Math.max(0, WEIGHTS.age - 5 * Math.max(early, late, 0));
}

function heightPoints(f: MatchFacts): number {
  if (f.minHeightCm === null || f.heightCm >= f.minHeightCm) return WEIGHTS.height;
  return Math.max(0, WEIGHTS.height - (f.minHeightCm - f.heightCm));
}

function levelPoints(f: MatchFacts): number {
  const away = Math.abs(LEVELS.indexOf(f.level) - LEVELS.indexOf(f.wantedLevel));
  return Math.max(0, WEIGHTS.level - 5 * away);
}

function distancePoints(f: MatchFacts): number {
  if (f.km === null) return f.sameCountry ? WEIGHTS.distance / 2 : 0;
  const radius = f.radiusKm ?? DEFAULT_RADIUS_KM;
  if (f.km >= radius) return 0;
  return WEIGHTS.distance - Math.floor((f.km * 10) / radius);
}

export function matchScore(f: MatchFacts): Match {
  const shared = f.positions.filter((p) => f.wantedPositions.includes(p));
  const sportOk = f.sport === f.wantedSport;
  const radius = f.radiusKm ?? DEFAULT_RADIUS_KM;
  const age = agePoints(f);
  const height = heightPoints(f);
  const level = levelPoints(f);
  const distance = distancePoints(f);
  const reasons: MatchReason[] = [
    { factor: 'position', ok: sportOk && shared.length > 0, positions: shared },
    { factor: 'age', ok: age === WEIGHTS.age, birthYear: f.birthYear },
    {
      factor: 'height',
      ok: height === WEIGHTS.height,
      heightCm: f.heightCm,
      minHeightCm: f.minHeightCm,
    },
    { factor: 'level', ok: level === WEIGHTS.level, level: f.level, wanted: f.wantedLevel },
    {
      factor: 'distance',
      ok: f.km === null ? f.sameCountry : f.km <= radius,
      km: f.km,
      radiusKm: f.radiusKm,
    },
  ];
  if (!sportOk) reasons.unshift({ factor: 'sport', ok: false });
  if (!sportOk || shared.length === 0) return { score: 0, reasons };
  return { score: WEIGHTS.position + age + height + level + distance, reasons };
}

/** The SQL expressions (columns or placeholders) `matchScoreSql` reads. */
export interface MatchColumns {
  birthYear: string;
  birthYearFrom: string;
  birthYearTo: string;
  heightCm: string;
  minHeightCm: string;
  level: string;
  wantedLevel: string;
  /** Whole kilometres as an integer expression, null without both places. */
  km: string;
  radiusKm: string;
  sameCountry: string;
}

const LEVEL_ARRAY = `ARRAY[${LEVELS.map((l) => `'${l}'`).join(', ')}]::text[]`;

/**
 * `matchScore` of a pair already known to fit (sport and a position: the query's WHERE), as one
 * integer SQL expression the lists order by.
 */
export function matchScoreSql(c: MatchColumns): string {
  const age = `(CASE
      WHEN ${c.birthYearFrom} IS NULL AND ${c.birthYearTo} IS NULL THEN ${WEIGHTS.age}
      WHEN ${c.birthYear} IS NULL THEN 0
      ELSE greatest(0, ${WEIGHTS.age} - 5 * greatest(coalesce(${c.birthYearFrom} - ${c.birthYear}, 0),
                                        coalesce(${c.birthYear} - ${c.birthYearTo}, 0), 0)) END)`;
  const height = `(CASE WHEN ${c.minHeightCm} IS NULL OR ${c.heightCm} >= ${c.minHeightCm} THEN ${WEIGHTS.height}
      ELSE greatest(0, ${WEIGHTS.height} - (${c.minHeightCm} - ${c.heightCm})) END)`;
  const level = `greatest(0, ${WEIGHTS.level} - 5 * abs(array_position(${LEVEL_ARRAY}, ${c.level}::text)
      - array_position(${LEVEL_ARRAY}, ${c.wantedLevel}::text)))`;
  const radius = `coalesce(${c.radiusKm}, ${DEFAULT_RADIUS_KM})`;
  const distance = `(CASE
      WHEN ${c.km} IS NULL THEN CASE WHEN ${c.sameCountry} THEN ${WEIGHTS.distance / 2} ELSE 0 END
      WHEN ${c.km} >= ${radius} THEN 0
      ELSE ${WEIGHTS.distance} - (${c.km} * 10) / ${radius} END)`;
  return `(${WEIGHTS.position} + ${age} + ${height} + ${level} + ${distance})::int`;
}
