import { loadConfig } from '../../config/app-config';
import { KeptNameMatches, type NameMatches } from './kept-name-matches';

const matches = (...ids: string[]): NameMatches => ({ ids, keys: ids });
const resolved = (value: NameMatches) => () => Promise.resolve(value);

function cache(ttl = '30000') {
  return new KeptNameMatches(loadConfig({ USER_SEARCH_CACHE_TTL_MS: ttl }));
}

describe(KeptNameMatches.name, () => {
  it("keeps each term's matches, for every searcher, until a name changes", async () => {
    const kept = cache();
    await kept.of('mes', resolved(matches('u1')));
    await kept.of('mes,si', resolved(matches('u2')));
    expect(await kept.of('mes', resolved(matches('u9')))).toEqual(matches('u1'));
    expect(await kept.of('mes,si', resolved(matches('u9')))).toEqual(matches('u2'));

    kept.namesChanged();
    expect(await kept.of('mes', resolved(matches('u3')))).toEqual(matches('u3'));
    expect(await kept.of('mes,si', resolved(matches('u4')))).toEqual(matches('u4'));
    await kept.onModuleDestroy();
  });

  it('matches on every search with a TTL of 0', async () => {
    const kept = cache('0');
    expect(kept.enabled).toBe(false);
    await kept.of('mes', resolved(matches('u1')));
    expect(await kept.of('mes', resolved(matches('u2')))).toEqual(matches('u2'));
    await kept.onModuleDestroy();
  });
});
