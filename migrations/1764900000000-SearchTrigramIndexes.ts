import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * User search (`user_name` or `full_name` containing the term, any case) and the
 * community name filter were full scans. Trigram GIN indexes answer `ILIKE '%term%'` from the
 * index for terms of three characters or more. pg_trgm is a trusted extension: the database
 * owner may create it, and the embedded PostgreSQL ships it.
 */
export class SearchTrigramIndexes1764900000000 implements MigrationInterface {
  name = 'SearchTrigramIndexes1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await q.query(
      `CREATE INDEX users_user_name_trgm_idx ON users USING gin (user_name gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX users_full_name_trgm_idx ON users USING gin (full_name gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX communities_name_trgm_idx ON communities USING gin (name gin_trgm_ops)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX communities_name_trgm_idx`);
    await q.query(`DROP INDEX users_full_name_trgm_idx`);
    await q.query(`DROP INDEX users_user_name_trgm_idx`);
  }
}
