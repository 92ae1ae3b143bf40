import { Logger } from '@nestjs/common';
import { ReplicatedCache } from './replicated-cache';

describe(ReplicatedCache.name, () => {
  const make = (ttl: number) =>
    new ReplicatedCache<string>({ ttl, max: 10, channel: 'test', logger: new Logger('test') });

  it.each([0, 1000])(
    'with a ttl of %i, a reader after a drop never joins a load begun before it',
    async (ttl) => {
      const cache = make(ttl);
      let finish!: (value: string) => void;
      const before = cache.read('k', () => new Promise((r) => (finish = r)));
      cache.drop(['k']);
      const after = cache.read('k', () => Promise.resolve('fresh'));
      finish('stale');
      expect(await before).toBe('stale');
      expect(await after).toBe('fresh');
      await cache.close();
    },
  );
});
