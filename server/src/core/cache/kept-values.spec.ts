import { KeptValues } from './kept-values';

const load = (value: string) => jest.fn().mockResolvedValue(value);

describe(KeptValues.name, () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads a key once while fresh, however many readers ask at the same moment', async () => {
    const kept = new KeptValues<string>(1000, 10);
    const first = load('v1');
    expect(await Promise.all([1, 2, 3].map(() => kept.read('k', first)))).toEqual([
      'v1',
      'v1',
      'v1',
    ]);
    expect(await kept.read('k', load('v2'))).toBe('v1');
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('loads again once the value is older than its ttl', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
    const kept = new KeptValues<string>(1000, 10);
    await kept.read('k', load('v1'));
    now.mockReturnValue(11_001);
    expect(await kept.read('k', load('v2'))).toBe('v2');
  });

  it('forgets expired values as new ones are kept, so memory follows the last ttl of readers', async () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(10_000);
    const kept = new KeptValues<string>(1000, 10);
    await kept.read('a', load('a1'));
    now.mockReturnValue(10_500);
    await kept.read('b', load('b1'));
    expect(kept.size).toBe(2);
    now.mockReturnValue(11_200);
    await kept.read('c', load('c1'));
    expect(kept.size).toBe(2);
    expect(await kept.read('b', load('b2'))).toBe('b1');
  });

  it('never keeps a value whose load began before an invalidation', async () => {
    const kept = new KeptValues<string>(1000, 10);
    let finish!: (value: string) => void;
    const stale = kept.read('k', () => new Promise((r) => (finish = r)));
    kept.drop(['other']);
    finish('stale');
    expect(await stale).toBe('stale');
    expect(await kept.read('k', load('fresh'))).toBe('fresh');
  });

  it('forgets dropped keys and, on clear, everything', async () => {
    const kept = new KeptValues<string>(1000, 10);
    await kept.read('a', load('a1'));
    await kept.read('b', load('b1'));
    kept.drop(['a']);
    expect(await kept.read('a', load('a2'))).toBe('a2');
    expect(await kept.read('b', load('b2'))).toBe('b1');
    kept.clear();
    expect(await kept.read('b', load('b3'))).toBe('b3');
  });

  it('keeps only what `keep` accepts, at most `max` keys (the oldest go), nothing with ttl 0', async () => {
    const kept = new KeptValues<string>(1000, 2);
    await kept.read('missing', load('none'), (v) => v !== 'none');
    expect(await kept.read('missing', load('found'))).toBe('found');
    await kept.read('b', load('b1'));
    await kept.read('c', load('c1'));
    expect(await kept.read('missing', load('again'))).toBe('again');
    expect(await kept.read('c', load('c2'))).toBe('c1');

    const off = new KeptValues<string>(0, 2);
    await off.read('k', load('v1'));
    expect(await off.read('k', load('v2'))).toBe('v2');
  });
});
