/** Distances on the Earth for the recruiting searches: a bounding box an index can use, then haversine. */

export const EARTH_RADIUS_KM = 6371;
const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface Box {
  minLat: number;
  maxLat: number;
  /** Null when the box reaches a pole or crosses the antimeridian: no longitude bound then. */
  minLng: number | null;
  maxLng: number | null;
}

/** The smallest latitude/longitude box holding every point within `radiusKm` of the centre. */
export function boundingBox(lat: number, lng: number, radiusKm: number): Box {
  const dLat = radiusKm / KM_PER_DEGREE_LAT;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  const widest = Math.max(Math.abs(minLat), Math.abs(maxLat));
  if (widest >= 89.9) return { minLat, maxLat, minLng: null, maxLng: null };
  const dLng = dLat / Math.cos((widest * Math.PI) / 180);
  const minLng = lng - dLng;
  const maxLng = lng + dLng;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: null, maxLng: null };
  return { minLat, maxLat, minLng, maxLng };
}

/** Great-circle distance in kilometres. */
export function haversineKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The same distance as SQL over four numeric expressions (columns or placeholders). */
export function haversineKmSql(lat1: string, lng1: string, lat2: string, lng2: string): string {
  return `(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2)))))`;
}

/** A minor's distance as shown: to 5 km, never under 5 (no one is placed nearer than that). */
export const MINOR_DISTANCE_STEP_KM = 5;

export function shownDistanceKm(km: number, minor: boolean): number {
  if (!minor) return Math.round(km);
  return Math.max(
    MINOR_DISTANCE_STEP_KM,
    Math.round(km / MINOR_DISTANCE_STEP_KM) * MINOR_DISTANCE_STEP_KM,
  );
}

/** `shownDistanceKm` as SQL, `minor` a boolean expression. */
export function shownDistanceKmSql(km: string, minor: string): string {
  return `(CASE WHEN ${minor}
    THEN greatest(${MINOR_DISTANCE_STEP_KM}, round(${km} / ${MINOR_DISTANCE_STEP_KM}) * ${MINOR_DISTANCE_STEP_KM})
    ELSE round(${km}) END)::int`;
}
