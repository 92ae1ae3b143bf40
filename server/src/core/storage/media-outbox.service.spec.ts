import type { DataSource } from 'typeorm';
import { MediaOutbox } from './media-outbox.service';
import type { StorageService } from './storage.service';

function setup(due: { id: string; object_key: string; attempts: number }[]) {
  const m = { query: jest.fn() };
  m.query.mockResolvedValueOnce(due).mockResolvedValue([]);
  const db = {
    transaction: jest.fn((work: (manager: typeof m) => Promise<unknown>) => work(m)),
  };
  const storage = { delete: jest.fn() };
  const outbox = new MediaOutbox(db as unknown as DataSource, storage as unknown as StorageService);
  return { m, storage, outbox };
}

describe(MediaOutbox.name, () => {
  it('records each key once in the caller’s transaction, skipping nulls', async () => {
    const { outbox } = setup([]);
    const tx = { query: jest.fn().mockResolvedValue([]) };
    await outbox.record(tx, ['a', null, 'b', 'a', undefined]);
    expect(tx.query).toHaveBeenCalledWith(expect.stringContaining('INSERT INTO media_deletions'), [
      ['a', 'b'],
    ]);
    await outbox.record(tx, [null]);
    expect(tx.query).toHaveBeenCalledTimes(1);
  });

  it('drops the row of a deleted object and reschedules a failed one with backoff', async () => {
    const { m, storage, outbox } = setup([
      { id: '1', object_key: 'posts/a.png', attempts: 0 },
      { id: '2', object_key: 'posts/b.png', attempts: 3 },
    ]);
    storage.delete.mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('bucket down'));
    expect(await outbox.drainBatch()).toBe(2);
    expect(m.query.mock.calls[0][0]).toContain('FOR UPDATE SKIP LOCKED');
    expect(m.query).toHaveBeenCalledWith('DELETE FROM media_deletions WHERE id = $1', ['1']);
    const retry = m.query.mock.calls.find(([sql]) => String(sql).startsWith('UPDATE'));
    expect(retry?.[1]).toEqual(['2', 'Error: bucket down', 16]);
  });
});
