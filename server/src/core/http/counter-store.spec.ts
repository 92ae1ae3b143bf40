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

describe(`${MemoryCounterStore.name} slots`, () => {
  afterEach(() => jest.useRealTimers());

  it('gives a slot back within its window, never below zero', async () => {
    const store = new MemoryCounterStore();
    const first = await store.take('k', 60);
    const second = await store.take('k', 60);
    expect(second).toMatchObject({ count: 2, window: first.window });
    await store.giveBack('k', second.window);
    expect((await store.peek('k')).count).toBe(1);
    await store.giveBack('k', first.window);
    await store.giveBack('k', first.window);
    expect((await store.peek('k')).count).toBe(0);
  });

  it('does not give a slot of an ended window to the next one', async () => {
    jest.useFakeTimers();
    const store = new MemoryCounterStore();
    const old = await store.take('k', 10);
    jest.advanceTimersByTime(10_001);
    const fresh = await store.take('k', 10);
    expect(fresh.window).not.toBe(old.window);
    await store.giveBack('k', old.window);
    expect((await store.peek('k')).count).toBe(1);
  });
});

describe('parseRate', () => {
  it('reads "<count>/<seconds>"', () => {
    expect(parseRate('30/60')).toEqual({ limit: 30, windowSeconds: 60 });
  });
});
