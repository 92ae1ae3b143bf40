import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account security. Each session records the device it was opened from (the parsed User-Agent),
 * the address and its last use, for the list of signed-in devices. Two-factor sign-in keeps one
 * row per account (the TOTP secret encrypted, `enabled_at` once confirmed, the last time step a
 * code was used in, so no code works twice), its hashed single-use recovery codes, and the
 * challenges a correct password opens for the second step (5 minutes, 5 wrong codes).
 */
export class AccountSecurity1796100000000 implements MigrationInterface {
  name = 'AccountSecurity1796100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE sessions
      ADD COLUMN user_agent varchar(512),
      ADD COLUMN device varchar(120),
      ADD COLUMN ip varchar(64),
      ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE TABLE user_two_factor (
      user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
      secret_enc text NOT NULL,
      enabled_at timestamptz,
      last_used_step bigint,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE TABLE two_factor_recovery_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX "IDX_two_factor_recovery_codes_user" ON two_factor_recovery_codes (user_id)`,
    );
    await q.query(`CREATE TABLE two_factor_challenges (
      id uuid PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      failures integer NOT NULL DEFAULT 0 CHECK (failures >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(
      `CREATE INDEX "IDX_two_factor_challenges_user" ON two_factor_challenges (user_id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE two_factor_challenges`);
    await q.query(`DROP TABLE two_factor_recovery_codes`);
    await q.query(`DROP TABLE user_two_factor`);
    await q.query(`ALTER TABLE sessions DROP COLUMN user_agent, DROP COLUMN device,
      DROP COLUMN ip, DROP COLUMN last_used_at`);
  }
}
