import { AppError } from './app-error';
import {
  decodeCursor,
  encodeCursor,
  OffsetQueryDto,
  PageQueryDto,
  pageSize,
  slicePage,
} from './pagination';
import { createValidationPipe } from './validation';

const ID = '11111111-1111-4111-8111-111111111111';

describe('pagination', () => {
  it('defaults the page size to 20 and caps it at 50', () => {
    expect(pageSize(undefined)).toBe(20);
    expect(pageSize(5)).toBe(5);
    expect(pageSize(500)).toBe(50);
  });

  it('round-trips a cursor, even when its key holds a bar', () => {
    const cursor = { key: '2026-01-01 10:00:00.123456+00|x', id: ID };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(undefined)).toBeNull();
  });

  it('refuses a forged cursor with 400', () => {
    expect(() => decodeCursor('garbage')).toThrow(AppError);
    expect(() => decodeCursor(Buffer.from('key|not-an-id').toString('base64url'))).toThrow(
      'Invalid cursor',
    );
  });

  it('keeps `size` rows and makes a cursor only when there is more', () => {
    const rows = [1, 2, 3].map((n) => ({ id: ID, key: String(n) }));
    expect(slicePage(rows, 3, (r) => r)).toEqual({ rows, nextCursor: null });
    const page = slicePage(rows, 2, (r) => r);
    expect(page.rows).toHaveLength(2);
    expect(decodeCursor(page.nextCursor ?? '')).toEqual({ key: '2', id: ID });
  });

  it('says what is wrong with a limit or offset that is not a number, not that it is too large', async () => {
    const pipe = createValidationPipe();
    const refusal = (metatype: object, query: Record<string, string>) =>
      pipe.transform(query, { type: 'query', metatype: metatype as never }).then(
        () => null,
        (error: AppError) => error.message,
      );
    for (const dto of [PageQueryDto, OffsetQueryDto]) {
      expect(await refusal(dto, { limit: 'abc' })).toBe('limit must be a whole number');
      expect(await refusal(dto, { limit: '2.5' })).toBe('limit must be a whole number');
      expect(await refusal(dto, { limit: '0' })).toBe('limit must be at least 1');
      expect(await refusal(dto, { limit: '99999999999' })).toBe('limit is too large');
      expect(await refusal(dto, { limit: '7' })).toBeNull();
    }
    expect(await refusal(OffsetQueryDto, { offset: 'x' })).toBe('offset must be a whole number');
  });
});
