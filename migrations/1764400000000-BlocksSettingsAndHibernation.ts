import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Blocking and privacy, with what the settings build on: who blocked whom, one
 * settings row per user (privacy, notification preferences, languages) and the account's
 * hibernation. The visibility rule reads all three in its SQL fragments.
 *
 * Every user has exactly one settings row, made by a trigger in the user's own insert, so the
 * fragments can read a privacy value with a primary-key probe and never meet a missing row.
 */
export class BlocksSettingsAndHibernation1764400000000 implements MigrationInterface {
  name = 'BlocksSettingsAndHibernation1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE blocks (
        blocker_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        blocked_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        PRIMARY KEY (blocker_id, blocked_id),
        CONSTRAINT blocks_not_self CHECK (blocker_id <> blocked_id)
      )`);
    // "Did B block me?" is the other half of every either-way probe.
    await q.query(`CREATE INDEX blocks_blocked_idx ON blocks (blocked_id, blocker_id)`);
    // The Blocked Accounts list, newest first.
    await q.query(`CREATE INDEX blocks_blocker_recent_idx ON blocks (blocker_id, created_at DESC)`);

    await q.query(`
      CREATE TABLE user_settings (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        profile_visibility varchar(7) NOT NULL DEFAULT 'public'
          CHECK (profile_visibility IN ('public', 'friends', 'private')),
        post_visibility varchar(7) NOT NULL DEFAULT 'public'
          CHECK (post_visibility IN ('public', 'friends', 'private')),
        story_visibility varchar(7) NOT NULL DEFAULT 'friends'
          CHECK (story_visibility IN ('public', 'friends', 'private')),
        allow_comments varchar(8) NOT NULL DEFAULT 'everyone'
          CHECK (allow_comments IN ('everyone', 'friends', 'none')),
        allow_messages varchar(8) NOT NULL DEFAULT 'everyone'
          CHECK (allow_messages IN ('everyone', 'friends', 'none')),
        allow_tags varchar(8) NOT NULL DEFAULT 'everyone'
          CHECK (allow_tags IN ('everyone', 'friends', 'none')),
        show_online_status boolean NOT NULL DEFAULT true,
        show_activity boolean NOT NULL DEFAULT true,
        show_followers boolean NOT NULL DEFAULT true,
        allow_search_by_email boolean NOT NULL DEFAULT false,
        allow_search_by_phone boolean NOT NULL DEFAULT false,
        two_factor_auth boolean NOT NULL DEFAULT false,
        login_alerts boolean NOT NULL DEFAULT true,
        email_notifications boolean NOT NULL DEFAULT true,
        push_notifications boolean NOT NULL DEFAULT true,
        sms_notifications boolean NOT NULL DEFAULT false,
        like_notifications boolean NOT NULL DEFAULT true,
        comment_notifications boolean NOT NULL DEFAULT true,
        follow_notifications boolean NOT NULL DEFAULT true,
        message_notifications boolean NOT NULL DEFAULT true,
        languages text[] NOT NULL DEFAULT '{}' CHECK (cardinality(languages) <= 5),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE FUNCTION user_settings_create() RETURNS trigger AS $$
      BEGIN
        INSERT INTO user_settings (user_id) VALUES (NEW.id);
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    await q.query(`
      CREATE TRIGGER user_settings_create AFTER INSERT ON users
        FOR EACH ROW EXECUTE FUNCTION user_settings_create()`);
    await q.query(`INSERT INTO user_settings (user_id) SELECT id FROM users`);

    // Null while the account is active; hibernated accounts are hidden as if they did not exist.
    await q.query(`ALTER TABLE users ADD COLUMN hibernated_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN hibernated_at`);
    await q.query(`DROP TRIGGER user_settings_create ON users`);
    await q.query(`DROP FUNCTION user_settings_create()`);
    await q.query(`DROP TABLE user_settings`);
    await q.query(`DROP TABLE blocks`);
  }
}
