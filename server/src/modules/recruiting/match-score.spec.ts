import { DEFAULT_RADIUS_KM, type MatchFacts, matchScore } from './match-score';
import { boundingBox, haversineKm, shownDistanceKm } from './geo';

const perfect: MatchFacts = {
  sport: 'football',
  wantedSport: 'football',
  positions: ['winger', 'striker'],
  wantedPositions: ['striker'],
  birthYear: 2005,
  birthYearFrom: 2004,
  birthYearTo: 2006,
  heightCm: 180,
  minHeightCm: 175,
  level: 'academy',
  wantedLevel: 'academy',
  km: 0,
  radiusKm: 50,
  sameCountry: true,
};

describe('matchScore', () => {
  it('gives 100 and every reason ok to a perfect fit', () => {
    const m = matchScore(perfect);
    expect(m.score).toBe(100);
    expect(m.reasons.every((r) => r.ok)).toBe(true);
    expect(m.reasons[0]).toEqual({ factor: 'position', ok: true, positions: ['striker'] });
  });

  it('is no match (0) when no position or the sport does not fit', () => {
    expect(matchScore({ ...perfect, positions: ['goalkeeper'] }).score).toBe(0);
    const otherSport = matchScore({ ...perfect, wantedSport: 'basketball' });
    expect(otherSport.score).toBe(0);
    expect(otherSport.reasons[0]).toEqual({ factor: 'sport', ok: false });
  });

  it('takes 5 points a year outside the birth years, none for an unknown year', () => {
    expect(matchScore({ ...perfect, birthYear: 2003 }).score).toBe(95);
    expect(matchScore({ ...perfect, birthYear: 2008 }).score).toBe(90);
    expect(matchScore({ ...perfect, birthYear: 1990 }).score).toBe(80);
    expect(matchScore({ ...perfect, birthYear: null }).score).toBe(80);
    expect(
      matchScore({ ...perfect, birthYear: null, birthYearFrom: null, birthYearTo: null }).score,
    ).toBe(100);
    // One bound only.
    expect(matchScore({ ...perfect, birthYearFrom: null, birthYear: 1950 }).score).toBe(100);
  });

  it('takes a point a centimetre under the minimum height', () => {
    const m = matchScore({ ...perfect, heightCm: 170 });
    expect(m.score).toBe(95);
    expect(m.reasons.find((r) => r.factor === 'height')).toEqual({
      factor: 'height',
      ok: false,
      heightCm: 170,
      minHeightCm: 175,
    });
    expect(matchScore({ ...perfect, heightCm: 140 }).score).toBe(85);
  });

  it('takes 5 points a level away, either way', () => {
    expect(matchScore({ ...perfect, level: 'club' }).score).toBe(95);
    expect(matchScore({ ...perfect, level: 'pro' }).score).toBe(85);
    expect(matchScore({ ...perfect, level: 'school', wantedLevel: 'pro' }).score).toBe(85);
  });

  it('weighs the distance in tenths of the radius, 0 beyond it', () => {
    expect(matchScore({ ...perfect, km: 4 }).score).toBe(100);
    expect(matchScore({ ...perfect, km: 5 }).score).toBe(99);
    expect(matchScore({ ...perfect, km: 49 }).score).toBe(91);
    const beyond = matchScore({ ...perfect, km: 80 });
    expect(beyond.score).toBe(90);
    expect(beyond.reasons.at(-1)).toEqual({ factor: 'distance', ok: false, km: 80, radiusKm: 50 });
    // Without a radius, 100 km.
    expect(matchScore({ ...perfect, radiusKm: null, km: DEFAULT_RADIUS_KM / 2 }).score).toBe(95);
  });

  it('without both places, half the distance points in the same country', () => {
    expect(matchScore({ ...perfect, km: null }).score).toBe(95);
    expect(matchScore({ ...perfect, km: null, sameCountry: false }).score).toBe(90);
  });

  it('ranks the better fit higher', () => {
    const near = matchScore({ ...perfect, km: 10 }).score;
    const far = matchScore({ ...perfect, km: 40 }).score;
    const short = matchScore({ ...perfect, km: 10, heightCm: 160 }).score;
    expect(near).toBeGreaterThan(far);
    expect(far).toBeGreaterThan(short);
  });
});

describe('geo', () => {
  it('measures great-circle distances', () => {
    // Madrid to Barcelona, about 505 km.
    expect(Math.round(haversineKm(40.4168, -3.7038, 41.3874, 2.1686))).toBeGreaterThan(495);
    expect(Math.round(haversineKm(40.4168, -3.7038, 41.3874, 2.1686))).toBeLessThan(510);
    expect(haversineKm(10, 10, 10, 10)).toBe(0);
  });

  it('boxes every point of the radius', () => {
    const box = boundingBox(40, -3, 100);
    expect(haversineKm(40, -3, box.maxLat, -3)).toBeCloseTo(100, 0);
    expect(box.minLng).not.toBeNull();
    expect(haversineKm(40, -3, 40, box.maxLng as number)).toBeGreaterThanOrEqual(99.9);
    expect(boundingBox(89.5, 0, 100).minLng).toBeNull();
    expect(boundingBox(0, 179.9, 100).maxLng).toBeNull();
  });

  it("rounds a minor's distance to 5 km, never under 5", () => {
    expect(shownDistanceKm(0.3, true)).toBe(5);
    expect(shownDistanceKm(12.4, true)).toBe(10);
    expect(shownDistanceKm(13, true)).toBe(15);
    expect(shownDistanceKm(12.4, false)).toBe(12);
  });
});
