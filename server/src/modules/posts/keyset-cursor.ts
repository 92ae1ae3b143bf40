import { AppError } from '../../core/http/app-error';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;

export interface PageRequest {
  limit?: number;
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface CursorPosition {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to clients: base64url of `<ms since epoch>|<uuid>`. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${position.at.getTime()}|${position.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): CursorPosition {
  const [ms, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const at = new Date(Number(ms));
  if (rest.length > 0 || !/^\d{1,15}$/.test(ms ?? '') || !UUID.test(id ?? '') || isNaN(+at)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', { cursor: 'Invalid cursor' });
  }
  return { at, id };
}

/** Default 20, at most 50: a client can never ask for the whole table. */
export function pageSize(limit: number | undefined): number {
  if (limit === undefined || !Number.isFinite(limit)) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.max(Math.trunc(limit), 1), MAX_PAGE_SIZE);
}

/**
 * Splits the `limit + 1` rows a keyset query fetched into the page and the cursor of the next
 * page (null when the extra row was not there).
 */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  position: (row: R) => CursorPosition,
  map: (row: R) => T,
): Page<T> {
  const hasMore = rows.length > limit;
  const pageRows = hasMore ? rows.slice(0, limit) : rows;
  const last = pageRows[pageRows.length - 1];
  return {
    items: pageRows.map(map),
    nextCursor: hasMore && last ? encodeCursor(position(last)) : null,
  };
}
