import { AppError } from '../../core/http/app-error';
import {
  normaliseFan,
  normaliseInterests,
  normalisePositions,
  withScheme,
} from './sections.normalise';

describe('fan profile normalisation', () => {
  it('prefixes https:// only when a url has no http or https scheme', () => {
    expect(withScheme('instagram.com/me')).toBe('https://instagram.com/me');
    expect(withScheme('  x.com/me ')).toBe('https://x.com/me');
    expect(withScheme('http://me.example')).toBe('http://me.example');
    expect(withScheme('HTTPS://Me.example')).toBe('HTTPS://Me.example');
  });

  it('drops blank teams, and blank or duplicate languages whatever their case', () => {
    expect(
      normaliseFan({
        favouriteTeams: ['Arsenal', '', '  ', ' Chelsea ', 'arsenal'],
        languages: ['English', ' ', 'english', 'ENGLISH', 'French'],
      }),
    ).toEqual({ favouriteTeams: ['Arsenal', 'Chelsea'], languages: ['English', 'French'] });
  });

  it('keeps socials with platform and url, ignores wholly blank rows, refuses half ones', () => {
    expect(
      normaliseFan({
        socials: [
          { platform: ' Instagram ', url: 'instagram.com/me' },
          { platform: '', url: '  ' },
          {},
        ],
      }),
    ).toEqual({ socials: [{ platform: 'Instagram', url: 'https://instagram.com/me' }] });
    expect(() => normaliseFan({ socials: [{ platform: 'X' }] })).toThrow(AppError);
    expect(() => normaliseFan({ socials: [{ url: 'x.com' }] })).toThrow(
      'Each social link needs a platform and a url.',
    );
  });

  it('answers only the fields that were sent (an edit keeps the others)', () => {
    expect(normaliseFan({})).toEqual({});
    expect(normaliseFan({ languages: [] })).toEqual({ languages: [] });
  });
});

describe('player and coach normalisation', () => {
  it('drops repeated positions and age groups, keeping the first order', () => {
    expect(normalisePositions(['ST', 'CF', 'ST'])).toEqual(['ST', 'CF']);
    expect(
      normaliseInterests([{ positions: ['GK', 'GK'], ageGroups: ['U16', 'U16'] }, {}]),
    ).toEqual([
      { positions: ['GK'], ageGroups: ['U16'] },
      { positions: [], ageGroups: [] },
    ]);
  });
});
