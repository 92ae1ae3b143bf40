import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * User search asked two trigram indexes (user name, full name) and OR-ed their
 * bitmaps; each walks the posting lists of every trigram of the term. One index on both names
 * (the expression `userNamesSql` in user-search-query.ts) halves that walk; the search keeps
 * each name's own `ILIKE` as the condition, so a term spanning the two names matches nothing.
 * The two single indexes served only the search.
 */
export class UserNamesTrigramIndex1765000000000 implements MigrationInterface {
  name = 'UserNamesTrigramIndex1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX users_names_trgm_idx ON users
         USING gin ((user_name::text || ' ' || full_name::text) gin_trgm_ops)`,
    );
    await q.query(`DROP INDEX users_user_name_trgm_idx`);
    await q.query(`DROP INDEX users_full_name_trgm_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX users_user_name_trgm_idx ON users USING gin (user_name gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX users_full_name_trgm_idx ON users USING gin (full_name gin_trgm_ops)`,
    );
    await q.query(`DROP INDEX users_names_trgm_idx`);
  }
}
