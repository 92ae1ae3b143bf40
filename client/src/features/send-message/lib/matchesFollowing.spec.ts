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

describe('matchesFollowing, accents', () => {
  const keeper = { userName: 'jurgen_1', fullName: 'Jürgen Straße' };
  it('ignores accents either way round, as the people search does', () => {
    expect(matchesFollowing(keeper, 'JÜRGEN')).toBe(true);
    expect(matchesFollowing(keeper, 'jurgen strasse')).toBe(true);
    expect(matchesFollowing({ userName: 'eloise', fullName: 'Eloise N' }, 'Éloïse')).toBe(true);
    expect(matchesFollowing(keeper, 'strase')).toBe(false);
  });
});
