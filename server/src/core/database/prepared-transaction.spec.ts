import type { DataSource } from 'typeorm';
import { QueryFailedError } from 'typeorm';
import { preparedTransaction } from './prepared-transaction';
import { sqlRows } from './sql';

/** A pg pool of one connection that records what it was sent. */
function fakePool({ failOn, rollbackFails = false }: { failOn?: string; rollbackFails?: boolean }) {
  const sent: string[] = [];
  const released: unknown[] = [];
  const client = {
    query: jest.fn(async (query: string | { name?: string; text: string }) => {
      const text = typeof query === 'string' ? query : query.text;
      const named = typeof query === 'string' ? false : query.name !== undefined;
      sent.push(named ? `${text} (prepared)` : text);
      if (text === 'ROLLBACK' && rollbackFails) throw new Error('connection lost');
      if (text === failOn) throw Object.assign(new Error('duplicate key'), { code: '23505' });
      return { rows: [{ ok: true }] };
    }),
    release: (broken?: boolean) => released.push(broken),
  };
  const db = {
    driver: { master: { query: jest.fn(), connect: async () => client } },
  } as unknown as DataSource;
  return { db, sent, released };
}

describe('preparedTransaction', () => {
  it('runs the work between BEGIN and COMMIT, its statements prepared, and gives the connection back', async () => {
    const { db, sent, released } = fakePool({});
    const rows = await preparedTransaction(db, (tx) => sqlRows(tx, 'SELECT 1 AS ok', []));
    expect(rows).toEqual([{ ok: true }]);
    expect(sent).toEqual(['BEGIN', 'SELECT 1 AS ok (prepared)', 'COMMIT']);
    expect(released).toEqual([false]);
  });

  it("takes an advisory lock in its BEGIN's round trip, before the work", async () => {
    const { db, sent } = fakePool({});
    await preparedTransaction(db, (tx) => sqlRows(tx, 'SELECT 1 AS ok', []), {
      advisoryLock: -42n,
    });
    expect(sent).toEqual([
      'BEGIN; SELECT pg_advisory_xact_lock(-42)',
      'SELECT 1 AS ok (prepared)',
      'COMMIT',
    ]);
  });

  it("rolls back when the work fails and throws the statement's error as TypeORM would", async () => {
    const { db, sent, released } = fakePool({ failOn: 'INSERT x' });
    const work = preparedTransaction(db, (tx) => sqlRows(tx, 'INSERT x', []));
    await expect(work).rejects.toBeInstanceOf(QueryFailedError);
    expect(sent).toEqual(['BEGIN', 'INSERT x (prepared)', 'ROLLBACK']);
    expect(released).toEqual([false]);
  });

  it('closes a connection that cannot roll back instead of handing it to the next request', async () => {
    const { db, released } = fakePool({ failOn: 'INSERT x', rollbackFails: true });
    await expect(preparedTransaction(db, (tx) => sqlRows(tx, 'INSERT x', []))).rejects.toThrow();
    expect(released).toEqual([true]);
  });

  it("is TypeORM's transaction where there is no pg pool, its lock the first statement", async () => {
    const sent: string[] = [];
    const manager = { query: async (text: string) => sent.push(text) };
    const transaction = jest.fn(async (work: (m: unknown) => Promise<unknown>) => work(manager));
    const db = { transaction } as unknown as DataSource;
    await expect(preparedTransaction(db, async (tx) => tx)).resolves.toBe(manager);
    await preparedTransaction(db, (tx) => tx.query('SELECT 1'), { advisoryLock: 7n });
    expect(sent).toEqual(['SELECT pg_advisory_xact_lock(7)', 'SELECT 1']);
  });
});
