import { label, reasonText } from './labels';

describe('recruiting labels', () => {
  it('words the values as people read them', () => {
    expect(label('semi_pro')).toBe('Semi pro');
    expect(label('centre_back')).toBe('Centre back');
    expect(label('football')).toBe('Football');
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
});
