import { loadConfig } from '../../config/app-config';
import { MutualCandidatesCache, type RankedCandidates } from './mutual-candidates-cache';

const reader = 'reader';
const ranking = (...ids: string[]): RankedCandidates => ({ ids, counts: ids.map(() => 1) });

function cache(ttl = '30000') {
  return new MutualCandidatesCache(loadConfig({ RECOMMENDATIONS_CACHE_TTL_MS: ttl }));
}

describe(MutualCandidatesCache.name, () => {
  it("keeps a reader's ranking until the reader's connections change, on either side", async () => {
    const candidates = cache();
    await candidates.ranked(reader, () => Promise.resolve(ranking('c1')));
    expect(await candidates.ranked(reader, () => Promise.resolve(ranking('c9')))).toEqual(
      ranking('c1'),
    );
    candidates.onConnectionChanged({ kind: 'accepted', actorId: 'someone', otherId: reader });
    expect(await candidates.ranked(reader, () => Promise.resolve(ranking('c1', 'c2')))).toEqual(
      ranking('c1', 'c2'),
    );
  });

  it('ranks on every read when its TTL is 0', async () => {
    const candidates = cache('0');
    const rank = jest.fn().mockResolvedValue(ranking('c1'));
    await candidates.ranked(reader, rank);
    await candidates.ranked(reader, rank);
    expect(rank).toHaveBeenCalledTimes(2);
  });
});
