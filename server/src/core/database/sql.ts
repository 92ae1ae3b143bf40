/** Anything with TypeORM's `query` (the DataSource or a transaction's EntityManager). */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Rows of a raw query. TypeORM answers UPDATE and DELETE with `[rows, count]` and everything else
 * with the rows; callers only ever want the rows.
 */
export async function sqlRows<T>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
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
  if (!pool || typeof pool.query !== 'function') return sqlRows<T>(db, sql, parameters);
  let name = statementNames.get(sql);
  if (!name) {
    name = `q${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  const result = await pool.query({ name, text: sql, values: parameters });
  return result.rows as T[];
}

/**
 * The parameters of one query being built. Fragments from other modules (the visibility rule)
 * add their own values and get placeholders back, so no caller has to know which `$n` a fragment
 * uses. `named` binds a value once however many fragments ask for it (the viewer, say).
 */
export class SqlParams {
  readonly values: unknown[];
  private readonly names = new Map<string, string>();

  constructor(initial: unknown[] = []) {
    this.values = [...initial];
  }

  /** Adds `value` and answers its placeholder, cast when `type` is given (`$3::uuid`). */
  add(value: unknown, type?: string): string {
    this.values.push(value);
    return type ? `$${this.values.length}::${type}` : `$${this.values.length}`;
  }

  /** The same placeholder for every use of `name` in this query. */
  named(name: string, value: unknown, type?: string): string {
    let placeholder = this.names.get(name);
    if (!placeholder) {
      placeholder = this.add(value, type);
      this.names.set(name, placeholder);
    }
    return placeholder;
  }
}
