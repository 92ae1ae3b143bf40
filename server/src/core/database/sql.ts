import { QueryFailedError } from 'typeorm';

/** Anything with TypeORM's `query` (the DataSource or a transaction's EntityManager). */
export interface Queryable {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

/**
 * Rows of a raw query. On the DataSource itself (not inside a transaction) the query runs as a
 * named prepared statement on TypeORM's own pg pool: each pooled connection parses and plans a
 * text once instead of on every call. The visibility rule makes most reads long, and planning
 * them cost PostgreSQL more than running them (a chat message's reads: about 4.5 ms of planning
 * against 1.5 ms of execution). Inside a transaction, or without a pg pool (unit tests), it goes
 * through `db.query`. Errors are TypeORM's `QueryFailedError` either way.
 *
 * `planPerCall` runs the text unnamed, so PostgreSQL plans it for the values of each call. A
 * named statement moves to one generic plan after five calls when that plan looks no dearer than
 * the custom ones so far, and the generic plan cannot know how many rows a value matches: the
 * user search, after five searches for a term most names contain, walked every match through the
 * trigram index and sorted them (46 ms a search with 10 000 users, against 1 ms when the term is
 * known and PostgreSQL walks the name index in order and stops at a page).
 */
export async function sqlRows<T>(
  db: Queryable & { driver?: unknown },
  sql: string,
  params: unknown[] = [],
  { planPerCall = false }: { planPerCall?: boolean } = {},
): Promise<T[]> {
  const pool = pgPoolOf(db);
  if (pool) return preparedRows<T>(pool, sql, params, planPerCall);
  const result: unknown = await db.query(sql, params);
  // TypeORM answers UPDATE and DELETE with `[rows, count]`; callers only ever want the rows.
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

/** A pg pool or one of its clients: what runs a query config. */
export interface PgQueryable {
  query(config: {
    name: string | undefined;
    text: string;
    values: unknown[];
  }): Promise<{ rows: unknown[] }>;
}

interface PgPool extends PgQueryable {
  connect?: () => Promise<PgClient>;
}

/** A connection taken from the pool, given back by `release` (`true`: it is broken, close it). */
export interface PgClient extends PgQueryable {
  query(text: string): Promise<unknown>;
  query(config: {
    name: string | undefined;
    text: string;
    values: unknown[];
  }): Promise<{ rows: unknown[] }>;
  release(broken?: boolean): void;
}

/** TypeORM's own pg pool under `db`, when it has one (not in unit tests' fakes). */
export function pgPoolOf(db: { driver?: unknown }): PgPool | undefined {
  const pool = (db.driver as { master?: PgPool } | undefined)?.master;
  return pool && typeof pool.query === 'function' ? pool : undefined;
}

/**
 * Rows of `sql` run on `target` as a named prepared statement (unnamed with `planPerCall`), its
 * errors TypeORM's `QueryFailedError` as everywhere else.
 */
export async function preparedRows<T>(
  target: PgQueryable,
  sql: string,
  params: unknown[],
  planPerCall = false,
): Promise<T[]> {
  // Unnamed: planned per call (asked for, or past the cap on prepared texts).
  const name = planPerCall ? undefined : statementName(sql);
  try {
    const result = await target.query({ name, text: sql, values: params });
    return result.rows as T[];
  } catch (error) {
    throw asQueryFailed(error, sql, params);
  }
}

/** A database's error (it has a SQLSTATE `code`) as TypeORM's `QueryFailedError`; others as they are. */
export function asQueryFailed(error: unknown, sql: string, params: unknown[]): unknown {
  return error instanceof Error && 'code' in error
    ? new QueryFailedError(sql, params, error)
    : error;
}

/**
 * Texts are built by code, so there are a few hundred of them; past the cap (a text that embeds
 * a value by mistake) the rest run unnamed rather than fill every connection's plan cache.
 */
const MAX_PREPARED_STATEMENTS = 1000;
const statementNames = new Map<string, string>();

function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (!name && statementNames.size < MAX_PREPARED_STATEMENTS) {
    name = `q${statementNames.size + 1}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * `LIMIT n` with the count in the text, never a parameter. A prepared statement whose LIMIT is a
 * parameter never earns a generic plan: PostgreSQL costs it as if a tenth of the rows were
 * wanted, so the generic plan always looks dearer than a custom one and every call is planned
 * again (the signed-in feed page: about 1 ms of planning a call, more than it takes to run).
 * Counts are validated page sizes, so a query has a handful of texts.
 */
export function limitSql(count: number): string {
  if (!Number.isSafeInteger(count) || count < 0) {
    throw new TypeError(`LIMIT ${String(count)} is not a row count`);
  }
  return `LIMIT ${count}`;
}

/** `%`, `_` and `\` match themselves in an ILIKE pattern built from user input. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The parameters of one query being built. Fragments from other modules (the visibility rule)
 * add their own values and get placeholders back, so no caller has to know which `$n` a fragment
 * uses. `named` binds a value once however many fragments ask for it (the viewer, say).
 */
export class SqlParams {
  readonly values: unknown[];
  private readonly names = new Map<string, string>();

  constructor(initial: unknown[] = [], shared?: unknown[]) {
    this.values = shared ?? [...initial];
  }

  /**
   * Placeholders for another part of the same statement with names of its own: the same values
   * list, so `$n` keeps counting, but `named('viewer', …)` binds anew (a second viewer in a
   * `UNION ALL`).
   */
  scope(): SqlParams {
    return new SqlParams([], this.values);
  }

  /** Adds `value` and answers its placeholder, cast when `type` is given (`$3::uuid`). */
  add(value: unknown, type?: string): string {
    this.values.push(value);
    return type ? `$${this.values.length}::${type}` : `$${this.values.length}`;
  }

  /**
   * `name` stands for the SQL expression `expression` wherever a fragment asks for it by
   * `named`: a column of the set the statement walks (`t.viewer_id` of an `unnest`), so one text
   * answers for any number of viewers, where binding each viewer as a value would make a text per
   * batch size. Fragments must ask for that name by `named` (the visibility rule's viewer does).
   */
  bind(name: string, expression: string): this {
    this.names.set(name, expression);
    return this;
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
