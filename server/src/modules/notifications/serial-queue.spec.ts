import { SerialQueue } from './serial-queue';

describe(SerialQueue.name, () => {
  it('runs the jobs of one key in order, even when an earlier one is slower or fails', async () => {
    const queue = new SerialQueue();
    const done: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((r) => (release = r));
    const first = queue.run('a', async () => {
      await slow;
      done.push('like');
    });
    const failing = queue.run('a', () => Promise.reject(new Error('boom')));
    const last = queue.run('a', async () => {
      done.push('unlike');
    });
    const other = queue.run('b', async () => {
      done.push('other key');
    });
    await other;
    expect(done).toEqual(['other key']);
    release();
    await first;
    await expect(failing).rejects.toThrow('boom');
    await last;
    expect(done).toEqual(['other key', 'like', 'unlike']);
  });
});
