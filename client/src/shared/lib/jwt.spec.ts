import { makeJwt } from '../../../test/http';
import { getTokenStatus, isTokenUsable } from './jwt';
import { purgeInvalidSession, readToken } from './storage';

const NOW = Date.UTC(2025, 0, 1);
const inSeconds = (ms: number) => Math.floor(ms / 1000);

describe('getTokenStatus', () => {
  it('accepts a decodable token whose exp is in the future', () => {
    const token = makeJwt({ sub: 'u1', exp: inSeconds(NOW) + 3600 });
    expect(getTokenStatus(token, NOW)).toBe('valid');
    expect(isTokenUsable(token, NOW)).toBe(true);
  });

  it('reads exp in seconds: one second in the past is expired', () => {
    const token = makeJwt({ sub: 'u1', exp: inSeconds(NOW) - 1 });
    expect(getTokenStatus(token, NOW)).toBe('expired');
    expect(isTokenUsable(token, NOW)).toBe(false);
  });

  it('treats a token that cannot be decoded as malformed', () => {
    expect(getTokenStatus('aaa.%%%not-base64%%%.ccc', NOW)).toBe('malformed');
  });

  it.each([
    ['two parts', 'header.payload'],
    ['four parts', 'a.b.c.d'],
    ['empty string', ''],
    ['not a string', 42],
    ['null', null],
  ])('rejects a token with %s', (_label, token) => {
    expect(getTokenStatus(token, NOW)).toBe('malformed');
  });
});

describe('purgeInvalidSession', () => {
  const user = JSON.stringify({ _id: 'u1', userName: 'ana', fullName: 'Ana' });

  it('removes an expired token together with the stored user', () => {
    localStorage.setItem('token', makeJwt({ exp: inSeconds(NOW) - 10 }));
    localStorage.setItem('user', user);
    expect(purgeInvalidSession(NOW)).toBe(true);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('removes a corrupt token', () => {
    localStorage.setItem('token', 'garbage');
    localStorage.setItem('user', user);
    expect(purgeInvalidSession(NOW)).toBe(true);
    expect(readToken()).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps a valid session untouched', () => {
    const token = makeJwt({ exp: inSeconds(NOW) + 60 });
    localStorage.setItem('token', token);
    localStorage.setItem('user', user);
    expect(purgeInvalidSession(NOW)).toBe(false);
    expect(readToken()).toBe(token);
    expect(localStorage.getItem('user')).toBe(user);
  });
});
