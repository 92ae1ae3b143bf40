import { QueryFailedError } from 'typeorm';
import { oneByOneOnVanished } from './one-by-one-on-vanished';

const vanished = () =>
  new QueryFailedError('INSERT INTO notifications', [], {
    code: '23503',
    message: 'violates foreign key constraint "notifications_post_id_fkey"',
  } as unknown as Error);

describe(oneByOneOnVanished.name, () => {
  it('answers the batch as written when it succeeds', async () => {
    const write = jest.fn(async (items: number[]) => items.map((n) => n * 10));
    await expect(oneByOneOnVanished([1, 2], write)).resolves.toEqual([10, 20]);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('writes each item alone after a vanished reference; only that item answers null', async () => {
    const gone = 2;
    const write = jest.fn(async (items: number[]) => {
      if (items.includes(gone)) throw vanished();
      return items.map((n) => n * 10);
    });
    await expect(oneByOneOnVanished([1, 2, 3], write)).resolves.toEqual([10, null, 30]);
  });

  it("passes on any other failure, and a lone item's", async () => {
    const down = new Error('connection lost');
    await expect(oneByOneOnVanished([1, 2], () => Promise.reject(down))).rejects.toBe(down);
    const alone = vanished();
    await expect(oneByOneOnVanished([1], () => Promise.reject(alone))).rejects.toBe(alone);
  });
});
