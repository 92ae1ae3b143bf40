import { i18n } from '@/shared/i18n';
import {
  LEVELS,
  POSITIONS_BY_SPORT,
  SIDES,
  SPORTS,
  STATS_BY_SPORT,
  levelLabel,
  positionLabel,
  reasonText,
  sportLabel,
} from './labels';

describe('recruiting labels', () => {
  afterEach(() => void i18n.changeLanguage('en'));

  it('words the values as people read them', () => {
    expect(levelLabel('semi_pro')).toBe('Semi pro');
    expect(positionLabel('centre_back')).toBe('Centre back');
    expect(sportLabel('football')).toBe('Football');
  });

  it('says each match reason in a few words', () => {
    expect(reasonText({ factor: 'position', ok: true, positions: ['striker', 'winger'] })).toBe(
      'Position: Striker, Winger',
    );
    expect(reasonText({ factor: 'age', ok: false, birthYear: 1999 })).toBe(
      'Born 1999: outside the years',
    );
    expect(reasonText({ factor: 'height', ok: false, heightCm: 170, minHeightCm: 175 })).toBe(
      '170 cm, under 175 cm',
    );
    expect(reasonText({ factor: 'level', ok: false, level: 'club', wanted: 'pro' })).toBe(
      'Club, wanted Pro',
    );
    expect(reasonText({ factor: 'distance', ok: true, km: 40, radiusKm: 100 })).toBe('40 km away');
    expect(reasonText({ factor: 'distance', ok: true, km: null, radiusKm: null })).toBe(
      'Same country',
    );
  });

  it('names every sport, position, level, side and stat in each language', () => {
    const keys = [
      ...SPORTS.map((s) => `sports.${s}`),
      ...Object.values(POSITIONS_BY_SPORT).flatMap((ps) => ps.map((p) => `positions.${p}`)),
      ...LEVELS.map((l) => `levels.${l}`),
      ...SIDES.map((s) => `sides.${s}`),
      ...Object.values(STATS_BY_SPORT).flatMap((ss) => ss.map((s) => `stats.${s.key}`)),
    ];
    for (const lng of ['en', 'es', 'fr']) {
      const missing = keys.filter((k) => !i18n.exists(`recruiting:${k}`, { lng, fallbackLng: [] }));
      expect({ lng, missing }).toEqual({ lng, missing: [] });
    }
  });

  it('speaks Spanish and French, years left as written and distances in the local format', async () => {
    await i18n.changeLanguage('es');
    expect(reasonText({ factor: 'position', ok: true, positions: ['striker', 'winger'] })).toBe(
      'Posición: Delantero centro, Extremo',
    );
    expect(reasonText({ factor: 'age', ok: false, birthYear: 2008 })).toBe(
      'Nacido en 2008: fuera de los años buscados',
    );
    await i18n.changeLanguage('fr');
    expect(reasonText({ factor: 'level', ok: true, level: 'semi_pro', wanted: 'pro' })).toBe(
      'Niveau\u00a0: Semi-professionnel',
    );
    expect(reasonText({ factor: 'distance', ok: false, km: 1250, radiusKm: 100 })).toBe(
      'À 1\u202f250 km',
    );
  });
});
