import { matchesFollowing } from './matchesFollowing';

describe('matchesFollowing', () => {
  const coach = { userName: 'coach_pep', fullName: 'Pep Guardiola' };
  it('matches a substring of the user name or the full name in any case', () => {
    expect(matchesFollowing(coach, 'PEP')).toBe(true);
    expect(matchesFollowing(coach, 'guard')).toBe(true);
    expect(matchesFollowing(coach, '  ')).toBe(true);
    expect(matchesFollowing(coach, 'klopp')).toBe(false);
  });
});
