import { loadConfig } from '../../config/app-config';
import { MutualCandidatesCache, type RankedCandidates } from './mutual-candidates-cache';

const reader = 'reader';
const ranking = (...ids: string[]): RankedCandidates => ({ ids, counts: ids.map(() => 1) });

function cache(ttl = '30000') {
  return new MutualCandidatesCache(loadConfig({ RECOMMENDATIONS_CACHE_TTL_MS: ttl }));
}

describe(MutualCandidatesCache.name, () => {
  it('ranks a reader once while fresh, however many pages ask at the same moment', async () => {
    const candidates = cache();
    const rank = jest.fn().mockResolvedValue(ranking('c1', 'c2'));
    const pages = await Promise.all([1, 2, 3].map(() => candidates.ranked(reader, rank)));
    expect(pages).toEqual([1, 2, 3].map(() => ranking('c1', 'c2')));
    await candidates.ranked(reader, rank);
    expect(rank).toHaveBeenCalledTimes(1);
  });

  it("ranks afresh after the reader's connections change, on either side", async () => {
    const candidates = cache();
    await candidates.ranked(reader, () => Promise.resolve(ranking('c1')));
    candidates.onConnectionChanged({ kind: 'accepted', actorId: 'someone', otherId: reader });
    expect(await candidates.ranked(reader, () => Promise.resolve(ranking('c1', 'c2')))).toEqual(
      ranking('c1', 'c2'),
    );
  });

  it('never keeps a ranking that began before a connection changed', async () => {
    const candidates = cache();
    let finish!: (r: RankedCandidates) => void;
    const stale = candidates.ranked(reader, () => new Promise((r) => (finish = r)));
    candidates.onConnectionChanged({ kind: 'accepted', actorId: reader, otherId: 'c2' });
    finish(ranking('c1'));
    await stale;
    expect(await candidates.ranked(reader, () => Promise.resolve(ranking('c1', 'c3')))).toEqual(
      ranking('c1', 'c3'),
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
