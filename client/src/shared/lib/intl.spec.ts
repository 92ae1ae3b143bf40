import { formatDate, formatNumber, formatRelativeTime, formatTime } from './intl';

const NOW = Date.parse('2025-05-10T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('formatRelativeTime', () => {
  it.each([
    [10, 'just now'],
    [5 * 60, '5 minutes ago'],
    [3 * 3600, '3 hours ago'],
    [26 * 3600, 'yesterday'],
    [3 * 24 * 3600, '3 days ago'],
    [60 * 24 * 3600, '2 months ago'],
  ])('%s seconds ago reads %s', (seconds, text) => {
    expect(formatRelativeTime(ago(seconds), NOW, 'en')).toBe(text);
  });

  it.each([
    ['es', 10, 'justo ahora'],
    ['es', 5 * 60, 'hace 5 minutos'],
    ['es', 26 * 3600, 'ayer'],
    ['fr', 10, "à l'instant"],
    ['fr', 3 * 3600, 'il y a 3 heures'],
    ['fr', 26 * 3600, 'hier'],
  ] as const)('in %s, %s seconds ago reads %s', (locale, seconds, text) => {
    expect(formatRelativeTime(ago(seconds), NOW, locale)).toBe(text);
  });

  it('follows the app language when none is given', () => {
    expect(formatRelativeTime(ago(5 * 60), NOW)).toBe('5 minutes ago');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});

describe('formatDate and formatNumber', () => {
  const date = '2026-12-03T14:05:00Z';

  it('names the month in the chosen language', () => {
    expect(formatDate(date, { month: 'long', timeZone: 'UTC' }, 'en')).toBe('December');
    expect(formatDate(date, { month: 'long', timeZone: 'UTC' }, 'es')).toBe('diciembre');
    expect(formatDate(date, { month: 'long', timeZone: 'UTC' }, 'fr')).toBe('décembre');
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatDate('nope')).toBe('');
    expect(formatTime('nope')).toBe('');
  });

  it('groups digits the way each language does', () => {
    expect(formatNumber(12345, {}, 'en')).toBe('12,345');
    expect(formatNumber(12345.5, {}, 'es')).toBe('12.345,5');
    expect(formatNumber(1234567, {}, 'fr').replace(/\s/g, ' ')).toBe('1 234 567');
  });
});
