import type { DataSource, EntityManager } from 'typeorm';

/**
 * Rows of a raw query. TypeORM answers UPDATE and DELETE with `[rows, count]` and everything else
 * with the rows; callers only ever want the rows.
 */
export async function sqlRows<T>(
  db: DataSource | EntityManager,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}

/** The PostgreSQL error code of a failed query, if any. */
export function pgCode(error: unknown): string | undefined {
  const driver = (error as { driverError?: { code?: string } } | null)?.driverError;
  return driver?.code;
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

/** `%`, `_` and `\` match themselves in an ILIKE pattern built from user input. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
