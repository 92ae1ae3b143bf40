import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The planner's view of the folded names (migration 1765700000000). The user search asks each
 * folded name on its own (`search_fold(user_name) ILIKE …`), and without statistics PostgreSQL
 * guessed that half a percent of users match any term: for a term every name holds it read and
 * folded all 100 000 users and sorted them (236 ms) instead of walking the names in order and
 * stopping at the page (0.9 ms). Statistics on the two expressions (PostgreSQL 14+) let it count.
 */
export class FoldedNamesStatistics1765800000000 implements MigrationInterface {
  name = 'FoldedNamesStatistics1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE STATISTICS users_folded_names_stx
         ON (search_fold(user_name::text)), (search_fold(full_name::text)) FROM users`,
    );
    await q.query(`ANALYZE users`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP STATISTICS users_folded_names_stx`);
  }
}
