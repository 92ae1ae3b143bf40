import { QueryFailedError } from 'typeorm';
import { isUniqueViolation } from '../http/known-errors';
import { SqlParams, likePattern, limitSql, sqlRows } from './sql';

describe(sqlRows.name, () => {
  it('reads rows from SELECT/INSERT answers and from UPDATE/DELETE [rows, count] answers', async () => {
    const select = { query: jest.fn().mockResolvedValue([{ id: 'a' }, { id: 'b' }]) };
    expect(await sqlRows(select, 'SELECT')).toEqual([{ id: 'a' }, { id: 'b' }]);
    const update = { query: jest.fn().mockResolvedValue([[{ n: 1 }], 1]) };
    expect(await sqlRows(update, 'UPDATE')).toEqual([{ n: 1 }]);
    const none = { query: jest.fn().mockResolvedValue([[], 0]) };
    expect(await sqlRows(none, 'DELETE')).toEqual([]);
  });
});

describe(`${sqlRows.name} on the DataSource`, () => {
  it('runs queries as named statements on the pg pool, one name per SQL text', async () => {
    const master = { query: jest.fn().mockResolvedValue({ rows: [{ id: 'a' }] }) };
    const db = { driver: { master }, query: jest.fn() };
    expect(await sqlRows(db, 'SELECT 1 AS feed_a', [1])).toEqual([{ id: 'a' }]);
    await sqlRows(db, 'SELECT 1 AS feed_a', [2]);
    await sqlRows(db, 'SELECT 2 AS feed_b', []);
    const names = master.query.mock.calls.map((c) => c[0].name);
    expect(names[0]).toBe(names[1]);
    expect(names[2]).not.toBe(names[0]);
    expect(master.query.mock.calls[1][0]).toMatchObject({
      text: 'SELECT 1 AS feed_a',
      values: [2],
    });
    expect(db.query).not.toHaveBeenCalled();
  });

  it('leaves a statement planned per call unnamed, so PostgreSQL plans it for its values', async () => {
    const master = { query: jest.fn().mockResolvedValue({ rows: [] }) };
    const db = { driver: { master }, query: jest.fn() };
    for (const term of ['%a%', '%a%', '%seed_42%'])
      await sqlRows(db, 'SELECT id FROM users WHERE user_name ILIKE $1', [term], {
        planPerCall: true,
      });
    expect(master.query.mock.calls.map((c) => c[0].name)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    await sqlRows(db, 'SELECT id FROM users WHERE user_name ILIKE $1', ['%a%']);
    expect(master.query.mock.calls[3][0].name).toEqual(expect.any(String));
  });

  it('reports a failed statement as TypeORM does, code and all', async () => {
    const refused = Object.assign(new Error('duplicate key value'), { code: '23505' });
    const db = {
      driver: { master: { query: jest.fn().mockRejectedValue(refused) } },
      query: jest.fn(),
    };
    const error = await sqlRows(db, 'INSERT INTO t VALUES ($1)', ['x']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueryFailedError);
    expect(isUniqueViolation(error)).toBe(true);
  });
});

describe(SqlParams.name, () => {
  it('binds a name once per scope, numbering on across scopes of one statement', () => {
    const params = new SqlParams();
    const chat = params.add('c1', 'uuid');
    const first = params.scope();
    const second = params.scope();
    expect([chat, first.named('viewer', 'a'), first.named('viewer', 'a')]).toEqual([
      '$1::uuid',
      '$2',
      '$2',
    ]);
    expect(second.named('viewer', 'b')).toBe('$3');
    expect(params.values).toEqual(['c1', 'a', 'b']);
  });
});

describe(`${SqlParams.name}.bind`, () => {
  it('answers the bound expression wherever the name is asked for, and binds no value', () => {
    const params = new SqlParams(['x']).bind('viewer', 't.viewer_id');
    expect(params.named('viewer', 'ignored', 'uuid')).toBe('t.viewer_id');
    expect(params.add(1)).toBe('$2');
    expect(params.values).toEqual(['x', 1]);
  });
});

describe(likePattern.name, () => {
  it('makes %, _ and \\ match themselves', () => {
    expect(likePattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });
});

describe(limitSql.name, () => {
  it('puts only a whole, non-negative row count into the text', () => {
    expect(limitSql(21)).toBe('LIMIT 21');
    for (const bad of [-1, 2.5, NaN, Infinity, Number.MAX_SAFE_INTEGER + 2]) {
      expect(() => limitSql(bad)).toThrow(TypeError);
    }
  });
});
