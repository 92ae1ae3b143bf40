import { AppError } from './app-error';
import {
  decodeCursor as decodeKeyCursor,
  decodeTimeCursor as decodeCursor,
  encodeCursor as encodeKeyCursor,
  encodeTimeCursor as encodeCursor,
  pageSize,
  toPage,
} from './pagination';

describe('keyset cursor', () => {
  const id = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';

  it('round-trips a position and stays opaque (base64url)', () => {
    const at = new Date('2026-11-22T10:00:00.123Z');
    const cursor = encodeCursor({ at, id });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ at, id });
  });

  it.each([
    '',
    'garbage',
    Buffer.from('123|not-a-uuid').toString('base64url'),
    Buffer.from(`abc|${id}`).toString('base64url'),
    Buffer.from(`1|${id}|x`).toString('base64url'),
  ])('refuses %p with a 400', (bad) => {
    expect(() => decodeCursor(bad)).toThrow(AppError);
    try {
      decodeCursor(bad);
    } catch (error) {
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).message).toBe('Invalid cursor');
    }
  });

  it('defaults the page size to 20 and caps it at 50', () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(5)).toBe(5);
    expect(pageSize(500)).toBe(50);
    expect(pageSize(0)).toBe(20);
  });

  it('turns limit + 1 rows into a page and the cursor of its last item', () => {
    const rows = [1, 2, 3].map((n) => ({ n, at: new Date(n * 1000), id }));
    const page = toPage(
      rows,
      2,
      (r) => ({ at: r.at, id: r.id }),
      (r) => r.n,
    );
    expect(page.items).toEqual([1, 2]);
    expect(decodeCursor(page.nextCursor as string)).toEqual({ at: new Date(2000), id });
    expect(
      toPage(
        rows.slice(0, 2),
        2,
        (r) => r,
        (r) => r.n,
      ).nextCursor,
    ).toBeNull();
  });

  it('checks a key as its list writes it, before any SQL runs', () => {
    const cursor = (key: string) => encodeKeyCursor({ key, id });
    const stamp = '2026-11-27 14:38:11.123456+00';
    expect(decodeKeyCursor(cursor(stamp), 'timestamp')).toEqual({ key: stamp, id });
    expect(decodeKeyCursor(cursor('12:1700000000000'), 'count-millis')).toEqual({
      key: '12:1700000000000',
      id,
    });
    for (const [key, format] of [
      ['2026-02-31 10:00:00+00', 'timestamp'],
      ['2026-11-27 24:00:00+00', 'timestamp'],
      ["1' OR 1=1", 'timestamp'],
      ['1700000000000', 'count-millis'],
      ['12:x', 'count-millis'],
      ['-1', 'millis'],
    ] as const) {
      expect(() => decodeKeyCursor(cursor(key), format)).toThrow('Invalid cursor');
    }
  });
});
