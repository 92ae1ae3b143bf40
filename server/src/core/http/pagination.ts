import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';
import type { PageEnvelope } from '../../contracts/envelope';
import { AppError } from './app-error';
import { IsOptionalNotNull } from './optional';
import { isAcceptableText } from './input-text';
import { isUuid } from './uuid';

export const INVALID_CURSOR = 'Invalid cursor';
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 50;
/** A larger `limit` is read as the cap; beyond this it is refused (PostgreSQL's int range). */
export const MAX_LIMIT_PARAM = 2_147_483_647;
/** Ranked lists are short; a deeper offset is a scan for nothing. */
export const MAX_OFFSET = 10_000;

/** `limit` (default 20, capped at 50) and an opaque keyset `cursor` from the previous page. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptionalNotNull()
  @Type(() => Number)
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_LIMIT_PARAM, { message: 'limit is too large' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptionalNotNull()
  @IsString({ message: INVALID_CURSOR })
  cursor?: string;
}

/** Ranked lists (recommendations) page by offset: their order is a score, not a key. */
export class OffsetQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptionalNotNull()
  @Type(() => Number)
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_LIMIT_PARAM, { message: 'limit is too large' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @IsOptionalNotNull()
  @Type(() => Number)
  @Min(0, { message: 'offset must be at least 0' })
  @Max(MAX_OFFSET, { message: `offset must be at most ${MAX_OFFSET}` })
  @IsInt({ message: 'offset must be a whole number' })
  offset?: number;
}

export interface PageRequest {
  limit?: number;
  cursor?: string;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export function pageSize(limit?: number): number {
  if (!limit || !Number.isFinite(limit) || limit < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(Math.floor(limit), MAX_PAGE_SIZE);
}

/** A keyset position: a sort key (as its list writes it) and the row id that breaks ties. */
export interface Cursor {
  key: string;
  id: string;
}

/**
 * How a list writes its cursors' sort key. The codec checks the key against it before any SQL
 * runs, so a forged cursor is a 400 'Invalid cursor' and never reaches PostgreSQL:
 * - `millis`: milliseconds since the epoch (posts, likes, saves, comments, notifications);
 * - `timestamp`: a timestamptz as PostgreSQL prints it (`created_at::text`), to the microsecond,
 *   for lists whose order column must not lose its microseconds (follows, connections, chats,
 *   blocks);
 * - `count-millis`: a count, a colon and milliseconds (communities by members);
 * - `text`: any acceptable text (the user search's lower-cased name).
 */
export type CursorKey = 'millis' | 'timestamp' | 'count-millis' | 'text';

const MILLIS = /^\d{1,15}$/;
const COUNT_MILLIS = /^\d{1,10}:\d{1,15}$/;
const PG_TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** A real calendar day and time of day, as PostgreSQL would take it. */
function isTimestamp(key: string): boolean {
  const match = PG_TIMESTAMP.exec(key);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1 &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day &&
    at.getUTCHours() === hour &&
    at.getUTCMinutes() === minute &&
    at.getUTCSeconds() === second
  );
}

const KEY_FORMATS: Record<CursorKey, (key: string) => boolean> = {
  millis: (key) => MILLIS.test(key),
  timestamp: isTimestamp,
  'count-millis': (key) => COUNT_MILLIS.test(key),
  text: isAcceptableText,
};

function invalidCursor(): AppError {
  return new AppError('VALIDATION_FAILED', INVALID_CURSOR, { cursor: INVALID_CURSOR });
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.key}|${cursor.id}`, 'utf8').toString('base64url');
}

/**
 * The position in `cursor` (null for none), checked whole: an opaque base64url text of a key in
 * the list's `format` and a row id. Anything else is 400 'Invalid cursor'.
 */
export function decodeCursor(
  cursor: string | undefined,
  format: CursorKey = 'text',
): Cursor | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const bar = text.lastIndexOf('|');
  const key = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (bar <= 0 || !isUuid(id) || !isAcceptableText(key) || !KEY_FORMATS[format](key)) {
    throw invalidCursor();
  }
  return { key, id };
}

/** A position in a list ordered by time: the time (milliseconds) and the row id. */
export interface TimeCursor {
  at: Date;
  id: string;
}

export function encodeTimeCursor(position: TimeCursor): string {
  return encodeCursor({ key: String(position.at.getTime()), id: position.id });
}

/** A `millis` cursor as a time and an id; 400 'Invalid cursor' for anything else, '' included. */
export function decodeTimeCursor(cursor: string): TimeCursor {
  const decoded = decodeCursor(cursor, 'millis');
  const at = new Date(Number(decoded?.key));
  if (!decoded || isNaN(+at)) throw invalidCursor();
  return { at, id: decoded.id };
}

/** The page of `limit + 1` fetched rows, mapped, with the `millis` cursor of the next page. */
export function toPage<R, T>(
  rows: R[],
  limit: number,
  position: (row: R) => TimeCursor,
  map: (row: R) => T,
): Page<T> {
  const page = slicePage(rows, limit, (row) => {
    const { at, id } = position(row);
    return { key: String(at.getTime()), id };
  });
  return { items: page.rows.map(map), nextCursor: page.nextCursor };
}

/**
 * Fetch `size + 1` rows, keep `size`: the extra row only says whether a next page exists.
 * `keyOf` gives the keyset position of a row.
 */
export function slicePage<R>(
  rows: R[],
  size: number,
  keyOf: (row: R) => Cursor,
): { rows: R[]; nextCursor: string | null } {
  if (rows.length <= size) return { rows, nextCursor: null };
  const kept = rows.slice(0, size);
  return { rows: kept, nextCursor: encodeCursor(keyOf(kept[kept.length - 1])) };
}

export type { PageEnvelope } from '../../contracts/envelope';

export function pageOk<T>(page: Page<T>): PageEnvelope<T> {
  return { success: true, data: page.items, nextCursor: page.nextCursor };
}
