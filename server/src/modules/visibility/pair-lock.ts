import { Queryable, sqlRows } from '../../core/database/sql';

/**
 * Takes, until `tx` ends, the lock of the unordered pair `a`–`b` that a block and every new tie
 * between them (a follow, a connection request) take first. The check a tie makes under it sees a
 * block committed before, and a block committed after finds the tie and removes it; without it a
 * follow checked a moment before a block could land after it.
 */
export async function lockPair(tx: Queryable, a: string, b: string): Promise<void> {
  await sqlRows(
    tx,
    `SELECT pg_advisory_xact_lock(hashtext('pair:' || least($1::uuid, $2::uuid)::text
                                                   || greatest($1::uuid, $2::uuid)::text))`,
    [a, b],
  );
}
