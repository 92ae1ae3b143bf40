import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateUsersAndSessions1763776800000 implements MigrationInterface {
  name = 'CreateUsersAndSessions1763776800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_name varchar(30) NOT NULL,
        full_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash varchar(255) NOT NULL,
        image_key varchar(255),
        is_active boolean NOT NULL DEFAULT false,
        gender varchar(6) CHECK (gender IN ('male', 'female')),
        date_of_birth date,
        bio varchar(500),
        num_of_followers integer NOT NULL DEFAULT 0 CHECK (num_of_followers >= 0),
        num_of_following integer NOT NULL DEFAULT 0 CHECK (num_of_following >= 0),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // User names and emails are unique whatever their case.
    await q.query(`CREATE UNIQUE INDEX users_user_name_lower_key ON users (lower(user_name))`);
    await q.query(`CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`);
    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sessions`);
    await q.query(`DROP TABLE users`);
  }
}
