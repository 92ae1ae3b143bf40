import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Max, Min } from 'class-validator';
import type { PageEnvelope } from '../../contracts/envelope';
import { AppError } from './app-error';
import { IsOptionalNotNull } from './optional';
import { isAcceptableText } from './input-text';
import { isUuid } from './uuid';

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
  @IsString({ message: 'Invalid cursor' })
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

/** A keyset position: a sort key (as PostgreSQL prints it) and the row id that breaks ties. */
export interface Cursor {
  key: string;
  id: string;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(`${cursor.key}|${cursor.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string | undefined): Cursor | null {
  if (!cursor) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const bar = text.lastIndexOf('|');
  const key = text.slice(0, bar);
  const id = text.slice(bar + 1);
  if (bar <= 0 || !isUuid(id) || !isAcceptableText(key)) {
    throw new AppError('VALIDATION_FAILED', 'Invalid cursor', { cursor: 'Invalid cursor' });
  }
  return { key, id };
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
