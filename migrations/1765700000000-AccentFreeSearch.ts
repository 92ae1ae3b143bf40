import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search ignores accents: 'muller' finds Müller, 'mbappe' finds Mbappé, 'eloise' finds Éloïse.
 * `search_fold(text)` is the `unaccent` extension's default dictionary made IMMUTABLE (unaccent
 * itself is only STABLE, since its dictionary could change), so indexes can hold it. The
 * names' trigram and short-substring indexes, users' and communities', are rebuilt over the
 * folded text, and the queries fold both the names and the term the same way
 * (`containsTermSql`). `unaccent` is a trusted extension (PostgreSQL 13+): the database's owner
 * may create it without being a superuser.
 */
export class AccentFreeSearch1765700000000 implements MigrationInterface {
  name = 'AccentFreeSearch1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS unaccent`);
    // The dictionary and the function by their schema, so the index never depends on the
    // search_path of whoever writes a row.
    const [{ schema }]: { schema: string }[] = await q.query(
      `SELECT quote_ident(n.nspname) AS schema
         FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'unaccent'`,
    );
    await q.query(
      `CREATE FUNCTION search_fold(t text) RETURNS text
         LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
         AS $$ SELECT ${schema}.unaccent('${schema}.unaccent'::regdictionary, t) $$`,
    );
    await q.query(`DROP INDEX users_names_trgm_idx`);
    await q.query(`DROP INDEX users_name_grams_idx`);
    await q.query(`DROP INDEX communities_name_trgm_idx`);
    await q.query(`DROP INDEX communities_name_grams_idx`);
    await q.query(
      `CREATE INDEX users_names_trgm_idx ON users
         USING gin (search_fold(user_name::text || ' ' || full_name::text) gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX users_name_grams_idx ON users
         USING gin (name_grams(search_fold(user_name::text || ' ' || full_name::text)))`,
    );
    await q.query(
      `CREATE INDEX communities_name_trgm_idx ON communities
         USING gin (search_fold(name::text) gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX communities_name_grams_idx ON communities
         USING gin (name_grams(search_fold(name::text)))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_names_trgm_idx`);
    await q.query(`DROP INDEX users_name_grams_idx`);
    await q.query(`DROP INDEX communities_name_trgm_idx`);
    await q.query(`DROP INDEX communities_name_grams_idx`);
    await q.query(
      `CREATE INDEX users_names_trgm_idx ON users
         USING gin ((user_name::text || ' ' || full_name::text) gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX users_name_grams_idx ON users
         USING gin (name_grams(user_name::text || ' ' || full_name::text))`,
    );
    await q.query(
      `CREATE INDEX communities_name_trgm_idx ON communities USING gin (name gin_trgm_ops)`,
    );
    await q.query(
      `CREATE INDEX communities_name_grams_idx ON communities USING gin (name_grams(name))`,
    );
    await q.query(`DROP FUNCTION search_fold(text)`);
  }
}
