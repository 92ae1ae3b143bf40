import { createHash } from 'node:crypto';
import { Queryable, sqlRows } from '../../core/database/sql';

/**
 * The key of the lock of the unordered pair `a`–`b` (the same for `b`–`a`), which a block and
 * every new tie between the two (a follow, a connection request) take first. Computed here rather
 * than in SQL so that a tie can take it in its BEGIN's round trip (`preparedTransaction`).
 */
export function pairLockKey(a: string, b: string): bigint {
  const [first, second] = [a.toLowerCase(), b.toLowerCase()].sort();
  return createHash('sha1').update(`pair:${first}:${second}`).digest().readBigInt64BE(0);
}

/**
 * Takes the pair's lock until `tx` ends. The check a tie makes under it sees a block committed
 * before, and a block committed after finds the tie and removes it; without it a follow checked
 * a moment before a block could land after it.
 */
export async function lockPair(tx: Queryable, a: string, b: string): Promise<void> {
  await sqlRows(tx, `SELECT pg_advisory_xact_lock($1::bigint)`, [pairLockKey(a, b).toString()]);
}
