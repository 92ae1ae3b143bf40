import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The visibility rule asks "is this author hibernated?" of every row a read tests when
 * the read does not join the author (a comment page, say). Through the primary key that was
 * a probe of `users` and its row per author: on a 500-comment thread, 2 400 buffer reads to fill
 * one page. Hibernated accounts are few, so an index of only them answers the same question from
 * a page or two, and PostgreSQL can hash the whole set once per query.
 */
export class HibernatedUsersIndex1765200000000 implements MigrationInterface {
  name = 'HibernatedUsersIndex1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX users_hibernated_idx ON users (id) WHERE hibernated_at IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_hibernated_idx`);
  }
}
