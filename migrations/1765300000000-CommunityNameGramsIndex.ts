import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The community list's name filter had the user search's gap for terms of one or two
 * characters: no trigram, so the trigram index handed back every community to recheck. The same
 * index of names' short substrings (`name_grams`, migration 1765100000000) answers them.
 */
export class CommunityNameGramsIndex1765300000000 implements MigrationInterface {
  name = 'CommunityNameGramsIndex1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX communities_name_grams_idx ON communities USING gin (name_grams(name))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX communities_name_grams_idx`);
  }
}
