import { parseRoleCommand } from './role-command';

describe('parseRoleCommand', () => {
  it('reads grant with a staff role and revoke without one', () => {
    expect(parseRoleCommand(['grant', 'ann', 'admin'])).toEqual({
      kind: 'grant',
      userName: 'ann',
      role: 'admin',
    });
    expect(parseRoleCommand(['grant', 'ann', 'moderator'])).toEqual({
      kind: 'grant',
      userName: 'ann',
      role: 'moderator',
    });
    expect(parseRoleCommand(['revoke', 'ann'])).toEqual({ kind: 'revoke', userName: 'ann' });
  });

  it('answers the usage for anything else (no way to grant "user" or an unknown role)', () => {
    for (const argv of [
      [],
      ['grant', 'ann'],
      ['grant', 'ann', 'user'],
      ['grant', 'ann', 'owner'],
      ['revoke', 'ann', 'admin'],
      ['promote', 'ann', 'admin'],
      ['grant', 'ann', 'admin', 'extra'],
    ]) {
      expect(parseRoleCommand(argv)).toMatch(/^Usage:/);
    }
  });
});
