/** Anything with TypeORM's `query` (the DataSource or a transaction's EntityManager). */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * The rows of a statement. TypeORM's PostgreSQL driver answers `[rows, rowCount]` for UPDATE and
 * DELETE but plain rows for SELECT and INSERT; this evens that out so `RETURNING` reads the same.
 */
export async function rowsOf<T>(
  db: Queryable,
  sql: string,
  parameters: unknown[] = [],
): Promise<T[]> {
  const result = await db.query(sql, parameters);
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

interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

const statementNames = new Map<string, string>();

/**
 * Runs a read as a named prepared statement on TypeORM's own pg pool: each pooled connection
 * parses and plans the feed queries once instead of on every request (the hot path of the
 * feed). Falls back to `db.query` when there is no pg pool (unit tests with a mocked DataSource).
 */
export async function preparedRows<T>(
  db: Queryable & { driver?: unknown },
  sql: string,
  parameters: unknown[],
): Promise<T[]> {
  const pool = (db.driver as { master?: PgPool } | undefined)?.master;
  if (!pool || typeof pool.query !== 'function') return rowsOf<T>(db, sql, parameters);
  let name = statementNames.get(sql);
  if (!name) {
    name = `q${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  const result = await pool.query({ name, text: sql, values: parameters });
  return result.rows as T[];
}
