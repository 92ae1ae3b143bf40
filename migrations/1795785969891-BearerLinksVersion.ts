import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The version of an account's bearer links (a data download's link works without a session).
 * Each link is signed with the version it was made under; a credential change (a new password,
 * "log out everywhere", hibernation) moves the version on, so every link made before stops
 * working at once, without a list of links to revoke.
 */
export class BearerLinksVersion1795785969891 implements MigrationInterface {
  name = 'BearerLinksVersion1795785969891';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN bearer_links_version integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN bearer_links_version`);
  }
}
