import { formatRelativeTime } from './relativeTime';

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
    expect(formatRelativeTime(ago(seconds), NOW)).toBe(text);
  });

  it('gives an empty string for an unreadable date', () => {
    expect(formatRelativeTime('not a date', NOW)).toBe('');
  });
});
