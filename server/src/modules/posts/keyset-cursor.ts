import { AppError } from '../../core/http/app-error';
import {
  decodeCursor as decodeKeyCursor,
  encodeCursor as encodeKeyCursor,
  Page,
  slicePage,
} from '../../core/http/pagination';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageSize } from '../../core/http/pagination';
export type { Page, PageRequest } from '../../core/http/pagination';

/** Posts, likes and saves page by time: the key is a timestamp in milliseconds. */
export interface CursorPosition {
  at: Date;
  id: string;
}

export function encodeCursor(position: CursorPosition): string {
  return encodeKeyCursor({ key: String(position.at.getTime()), id: position.id });
}

export function decodeCursor(cursor: string): CursorPosition {
  const decoded = decodeKeyCursor(cursor);
  const at = new Date(Number(decoded?.key));
  if (!decoded || !/^\d{1,15}$/.test(decoded.key) || isNaN(+at)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', { cursor: 'Invalid cursor' });
  }
  return { at, id: decoded.id };
}

/** The page of `limit + 1` fetched rows, mapped, with the cursor of the next page. */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  position: (row: R) => CursorPosition,
  map: (row: R) => T,
): Page<T> {
  const page = slicePage(rows, limit, (row) => {
    const { at, id } = position(row);
    return { key: String(at.getTime()), id };
  });
  return { items: page.rows.map(map), nextCursor: page.nextCursor };
}
