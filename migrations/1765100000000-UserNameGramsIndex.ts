import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A search term of one or two characters has no trigram, so the trigram index
 * answered it by returning every user and rechecking each one (80–130 ms with 100 000 users for
 * a term no name holds), and the client searches as the user types. `name_grams` lists the
 * lower-cased one- and two-character substrings of a text; indexed over both names side by side
 * (the trigram index's expression), such a term is one posting list. The search keeps each
 * name's own `ILIKE` as the condition.
 */
export class UserNameGramsIndex1765100000000 implements MigrationInterface {
  name = 'UserNameGramsIndex1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE FUNCTION name_grams(names text) RETURNS text[]
         LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
         AS $$
           SELECT coalesce(array_agg(DISTINCT substr(l.s, i, n)), '{}')
             FROM (SELECT lower(names) AS s) l,
                  generate_series(1, 2) AS n,
                  generate_series(1, char_length(l.s) - n + 1) AS i
         $$`,
    );
    await q.query(
      `CREATE INDEX users_name_grams_idx ON users
         USING gin (name_grams(user_name::text || ' ' || full_name::text))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_name_grams_idx`);
    await q.query(`DROP FUNCTION name_grams(text)`);
  }
}
