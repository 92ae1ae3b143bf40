import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The language the app speaks to an account (menus, error messages, notification sentences,
 * e-mails). Null until the user chooses: the client follows the browser, the server the request's
 * Accept-Language, and e-mails go out in English.
 */
export class AppLanguage1796300000000 implements MigrationInterface {
  name = 'AppLanguage1796300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users ADD COLUMN app_language text
        CONSTRAINT users_app_language_check CHECK (app_language IN ('en', 'es', 'fr'))
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN app_language`);
  }
}
