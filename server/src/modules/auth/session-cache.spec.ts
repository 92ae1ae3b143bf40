import { loadConfig } from '../../config/app-config';
import { SessionCache, SessionState } from './session-cache';

const SECRET = 'unit-test-secret-unit-test-secret-1234';
const standing = (id: string): SessionState => ({
  id,
  userId: 'u1',
  expiresAt: new Date(Date.now() + 3_600_000),
  revokedAt: null,
});

function cacheWith(ttl: string) {
  return new SessionCache(loadConfig({ JWT_SECRET: SECRET, SESSION_CACHE_TTL_MS: ttl }));
}

describe(SessionCache.name, () => {
  it('reads a standing session once, then answers from memory until it is revoked', async () => {
    const cache = cacheWith('30000');
    const load = jest.fn(async () => standing('s1'));
    await cache.read('s1', load);
    expect(await cache.read('s1', load)).toMatchObject({ id: 's1', userId: 'u1', revokedAt: null });
    expect(load).toHaveBeenCalledTimes(1);

    cache.revoked({ sessionIds: ['s1'] });
    const revoked = { ...standing('s1'), revokedAt: new Date() };
    load.mockResolvedValue(revoked);
    expect(await cache.read('s1', load)).toBe(revoked);
    expect(await cache.read('s1', load)).toBe(revoked);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('never stores a read that began before a revocation (a request racing a logout)', async () => {
    const cache = cacheWith('30000');
    let answer!: (s: ReturnType<typeof standing>) => void;
    const racing = cache.read('s1', () => new Promise((resolve) => (answer = resolve)));
    cache.revoked({ sessionIds: ['s1'] });
    answer(standing('s1'));
    await racing;
    const load = jest.fn(async () => null);
    expect(await cache.read('s1', load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing that is missing, and nothing at all when turned off', async () => {
    const cache = cacheWith('30000');
    const missing = jest.fn(async () => null);
    await cache.read('gone', missing);
    await cache.read('gone', missing);
    expect(missing).toHaveBeenCalledTimes(2);

    const off = cacheWith('0');
    const load = jest.fn(async () => standing('s2'));
    await off.read('s2', load);
    await off.read('s2', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
