import type { DataSource } from 'typeorm';
import { asQueryFailed, type PgClient, pgPoolOf, preparedRows, type Queryable } from './sql';

export interface TransactionOptions {
  /**
   * A transaction-scoped advisory lock taken before `work` begins, in the BEGIN's own round trip
   * (one simple query carries both): a tie under its pair's lock costs no extra trip for it.
   */
  advisoryLock?: bigint;
}

/**
 * Runs `work` in one transaction whose statements (through `sqlRows(tx, …)`) are the pool's named
 * prepared statements, as outside a transaction: each connection plans a text once. Inside
 * TypeORM's own transactions every statement is parsed and planned on each call, and a tie's
 * check under the pair lock (the visibility rule's relation, a long text) cost more to plan than
 * to run. Commits when `work` resolves, rolls back when it throws. Without a pg pool (unit tests'
 * fakes) it is TypeORM's transaction.
 */
export async function preparedTransaction<T>(
  db: DataSource,
  work: (tx: Queryable) => Promise<T>,
  { advisoryLock }: TransactionOptions = {},
): Promise<T> {
  // A bigint prints as digits (and a sign): nothing else can reach the text.
  const lock = advisoryLock === undefined ? '' : `SELECT pg_advisory_xact_lock(${advisoryLock})`;
  const pool = pgPoolOf(db);
  if (!pool?.connect) {
    return db.transaction(async (manager) => {
      if (lock) await manager.query(lock);
      return work(manager);
    });
  }
  const client: PgClient = await pool.connect();
  let broken = false;
  try {
    // BEGIN and COMMIT as simple queries: one message each way, nothing to parse or plan.
    await simpleQuery(client, lock ? `BEGIN; ${lock}` : 'BEGIN');
    const tx: Queryable = { query: (sql, params = []) => preparedRows(client, sql, params) };
    const result = await work(tx);
    await simpleQuery(client, 'COMMIT');
    return result;
  } catch (error) {
    // A connection that cannot even roll back is closed rather than handed to the next request.
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw error;
  } finally {
    client.release(broken);
  }
}

/** `text` in the simple query protocol, its errors TypeORM's `QueryFailedError` as elsewhere. */
async function simpleQuery(client: PgClient, text: string): Promise<void> {
  try {
    await client.query(text);
  } catch (error) {
    throw asQueryFailed(error, text, []);
  }
}
