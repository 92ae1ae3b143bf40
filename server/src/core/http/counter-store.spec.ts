import { MemoryCounterStore } from './counter-store';
import { parseRate } from './write-limit';

describe(MemoryCounterStore.name, () => {
  it('counts hits within a window and starts again after it', async () => {
    jest.useFakeTimers();
    try {
      const store = new MemoryCounterStore();
      expect((await store.hit('k', 10)).count).toBe(1);
      const second = await store.hit('k', 10);
      expect(second).toEqual({ count: 2, resetSeconds: 10 });
      jest.advanceTimersByTime(10_001);
      expect((await store.peek('k')).count).toBe(0);
      expect((await store.hit('k', 10)).count).toBe(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('extends and clears a key', async () => {
    const store = new MemoryCounterStore();
    await store.hit('k', 5);
    await store.extend('k', 900);
    expect((await store.peek('k')).resetSeconds).toBe(900);
    await store.clear('k');
    expect((await store.peek('k')).count).toBe(0);
  });
});

describe('parseRate', () => {
  it('reads "<count>/<seconds>"', () => {
    expect(parseRate('30/60')).toEqual({ limit: 30, windowSeconds: 60 });
  });
});
