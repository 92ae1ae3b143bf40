import type { DataSource } from 'typeorm';
import { type PgClient, pgPoolOf, preparedRows, type Queryable } from './sql';

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
): Promise<T> {
  const pool = pgPoolOf(db);
  if (!pool?.connect) return db.transaction((manager) => work(manager));
  const client: PgClient = await pool.connect();
  let broken = false;
  try {
    await preparedRows(client, 'BEGIN', [], true);
    const tx: Queryable = { query: (sql, params = []) => preparedRows(client, sql, params) };
    const result = await work(tx);
    await preparedRows(client, 'COMMIT', [], true);
    return result;
  } catch (error) {
    // A connection that cannot even roll back is closed rather than handed to the next request.
    await client.query('ROLLBACK').catch(() => (broken = true));
    throw error;
  } finally {
    client.release(broken);
  }
}
