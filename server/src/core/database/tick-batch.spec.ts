import { TickBatch } from './tick-batch';

describe(TickBatch.name, () => {
  it('hands the items of one turn to one run and answers each its own result', async () => {
    const runs: number[][] = [];
    const batch = new TickBatch<number, number>(async (items) => {
      runs.push(items);
      return items.map((n) => n * 10);
    });
    const answers = await Promise.all([batch.add(1), batch.add(2), batch.add(3)]);
    expect(answers).toEqual([10, 20, 30]);
    expect(runs).toEqual([[1, 2, 3]]);
  });

  it('gathers what arrives while the allowed runs are busy into the next one', async () => {
    const runs: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const batch = new TickBatch<number, number>(
      async (items) => {
        runs.push(items);
        if (runs.length === 1) await gate;
        return items;
      },
      { running: 1 },
    );
    const first = batch.add(1);
    await new Promise((r) => setImmediate(r));
    const later = [batch.add(2), batch.add(3)];
    await new Promise((r) => setImmediate(r));
    expect(runs).toEqual([[1]]);
    release();
    await Promise.all([first, ...later]);
    expect(runs).toEqual([[1], [2, 3]]);
  });

  it('rejects every item of a failed run, and keeps going', async () => {
    let fail = true;
    const batch = new TickBatch<number, number>(async (items) => {
      if (fail) throw new Error('down');
      return items;
    });
    const failed = [batch.add(1), batch.add(2)];
    await expect(Promise.all(failed)).rejects.toThrow('down');
    await Promise.allSettled(failed);
    fail = false;
    await expect(batch.add(3)).resolves.toBe(3);
  });

  it('splits a long queue into runs of at most maxItems', async () => {
    const sizes: number[] = [];
    const batch = new TickBatch<number, number>(
      async (items) => {
        sizes.push(items.length);
        return items;
      },
      { maxItems: 2, running: 1 },
    );
    await Promise.all([1, 2, 3, 4, 5].map((n) => batch.add(n)));
    expect(sizes).toEqual([2, 2, 1]);
  });
});
