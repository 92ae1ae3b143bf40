import { likePattern, preparedRows, sqlRows } from './sql';

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

describe(preparedRows.name, () => {
  it('runs reads as named statements on the pg pool, one name per SQL text', async () => {
    const master = { query: jest.fn().mockResolvedValue({ rows: [{ id: 'a' }] }) };
    const db = { driver: { master }, query: jest.fn() };
    expect(await preparedRows(db, 'SELECT 1 AS feed_a', [1])).toEqual([{ id: 'a' }]);
    await preparedRows(db, 'SELECT 1 AS feed_a', [2]);
    await preparedRows(db, 'SELECT 2 AS feed_b', []);
    const names = master.query.mock.calls.map((c) => c[0].name);
    expect(names[0]).toBe(names[1]);
    expect(names[2]).not.toBe(names[0]);
    expect(master.query.mock.calls[1][0]).toMatchObject({
      text: 'SELECT 1 AS feed_a',
      values: [2],
    });
    expect(db.query).not.toHaveBeenCalled();
  });

  it('falls back to db.query without a pg pool', async () => {
    const db = { query: jest.fn().mockResolvedValue([{ id: 'b' }]) };
    expect(await preparedRows(db, 'SELECT', [])).toEqual([{ id: 'b' }]);
  });
});

describe(likePattern.name, () => {
  it('makes %, _ and \\ match themselves', () => {
    expect(likePattern('a%b_c\\d')).toBe('%a\\%b\\_c\\\\d%');
  });
});
