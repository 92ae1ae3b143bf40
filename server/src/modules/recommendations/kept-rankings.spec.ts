import { loadConfig } from '../../config/app-config';
import { KeptRankings, type RankedCandidates, type RankedFans } from './kept-rankings';

const reader = 'reader';
const mutual = (...ids: string[]): RankedCandidates => ({ ids, counts: ids.map(() => 1) });
const fans = (...ids: string[]): RankedFans => ({
  ...mutual(...ids),
  sharedTeams: ids.map(() => ['Arsenal']),
});
const resolved =
  <T>(value: T) =>
  () =>
    Promise.resolve(value);

function cache(ttl = '30000') {
  return new KeptRankings(loadConfig({ RECOMMENDATIONS_CACHE_TTL_MS: ttl }));
}

describe(KeptRankings.name, () => {
  it("keeps a reader's rankings until the reader's connections change, on either side", async () => {
    const rankings = cache();
    await rankings.ranked('mutual', reader, resolved(mutual('c1')));
    await rankings.ranked('teams', reader, resolved(fans('f1')));
    expect(await rankings.ranked('mutual', reader, resolved(mutual('c9')))).toEqual(mutual('c1'));
    expect(await rankings.ranked('teams', reader, resolved(fans('f9')))).toEqual(fans('f1'));

    rankings.onConnectionChanged({ kind: 'accepted', actorId: 'someone', otherId: reader });
    expect(await rankings.ranked('mutual', reader, resolved(mutual('c2')))).toEqual(mutual('c2'));
    expect(await rankings.ranked('teams', reader, resolved(fans('f2')))).toEqual(fans('f2'));
  });

  it('drops both sides of a block or an unblock', async () => {
    const rankings = cache();
    await rankings.ranked('mutual', 'blocker', resolved(mutual('c1')));
    await rankings.ranked('teams', 'blocked', resolved(fans('f1')));
    await rankings.ranked('teams', 'bystander', resolved(fans('f1')));

    rankings.onBlockChanged({ blockerId: 'blocker', blockedId: 'blocked' });
    expect(await rankings.ranked('mutual', 'blocker', resolved(mutual('c2')))).toEqual(
      mutual('c2'),
    );
    expect(await rankings.ranked('teams', 'blocked', resolved(fans('f2')))).toEqual(fans('f2'));
    expect(await rankings.ranked('teams', 'bystander', resolved(fans('f2')))).toEqual(fans('f1'));
  });

  it("drops only the teams ranking when the reader's Fan section changes", async () => {
    const rankings = cache();
    await rankings.ranked('mutual', reader, resolved(mutual('c1')));
    await rankings.ranked('teams', reader, resolved(fans('f1')));

    rankings.onFanProfileChanged({ userId: reader });
    expect(await rankings.ranked('teams', reader, resolved(fans('f2')))).toEqual(fans('f2'));
    expect(await rankings.ranked('mutual', reader, resolved(mutual('c2')))).toEqual(mutual('c1'));
  });

  it('ranks on every read when its TTL is 0', async () => {
    const rankings = cache('0');
    const rank = jest.fn().mockResolvedValue(mutual('c1'));
    await rankings.ranked('mutual', reader, rank);
    await rankings.ranked('mutual', reader, rank);
    expect(rank).toHaveBeenCalledTimes(2);
  });
});
