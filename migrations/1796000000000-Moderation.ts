import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Safety: staff roles, suspensions, reports, the actions staff take, appeals, content hidden by
 * moderation and an append-only audit log.
 *
 * - `users.role` decides who sees /admin; `users.suspended_at` hides the account exactly as
 *   `hibernated_at` does (the visibility rule reads both), `suspended_until` lifts it (null: until
 *   staff lift it).
 * - `moderated_content` names the posts, comments, messages and communities hidden by moderation:
 *   `autohidden` (enough distinct reporters; its author still sees it) or `removed` (a
 *   moderator's decision; nobody sees it). The visibility rule reads it; a restore deletes the row.
 * - `audit_log` refuses UPDATE and DELETE in a trigger: no code path can rewrite history. It has
 *   no foreign keys, so a deleted account leaves its entries (with the names they had).
 */
export class Moderation1796000000000 implements MigrationInterface {
  name = 'Moderation1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE users
        ADD COLUMN role varchar(9) NOT NULL DEFAULT 'user'
          CHECK (role IN ('user', 'moderator', 'admin')),
        ADD COLUMN suspended_at timestamptz,
        ADD COLUMN suspended_until timestamptz,
        ADD COLUMN suspension_reason varchar(1000)`);
    // As for hibernation: suspended accounts are few, the rule asks about them on every row.
    await q.query(`CREATE INDEX users_suspended_idx ON users (id) WHERE suspended_at IS NOT NULL`);
    await q.query(`CREATE INDEX users_staff_idx ON users (id) WHERE role <> 'user'`);

    await q.query(`
      CREATE TABLE moderation_actions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
        action varchar(9) NOT NULL
          CHECK (action IN ('dismiss', 'remove', 'warn', 'suspend', 'unsuspend', 'restore')),
        target_type varchar(9) NOT NULL
          CHECK (target_type IN ('post', 'comment', 'user', 'message', 'community')),
        target_id uuid NOT NULL,
        target_user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        reason varchar(1000) NOT NULL,
        days integer CHECK (days BETWEEN 1 AND 3650),
        reversed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX moderation_actions_user_idx ON moderation_actions (target_user_id, created_at DESC)`,
    );

    await q.query(`
      CREATE TABLE reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        reporter_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        target_type varchar(9) NOT NULL
          CHECK (target_type IN ('post', 'comment', 'user', 'message', 'community')),
        target_id uuid NOT NULL,
        target_user_id uuid REFERENCES users(id) ON DELETE CASCADE,
        category varchar(14) NOT NULL CHECK (category IN ('spam', 'harassment', 'hate',
          'violence', 'nudity', 'self_harm', 'minor_safety', 'impersonation', 'other')),
        comment varchar(1000),
        -- What was reported as it was then (text, media keys, author): editing or deleting it
        -- afterwards does not erase the evidence.
        snapshot jsonb NOT NULL DEFAULT '{}'::jsonb,
        status varchar(8) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
        action_id uuid REFERENCES moderation_actions(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz
      )`);
    // One open report per reporter and target (a second is 409).
    await q.query(`
      CREATE UNIQUE INDEX reports_open_once_idx ON reports (reporter_id, target_type, target_id)
        WHERE status = 'open'`);
    await q.query(`CREATE INDEX reports_target_idx ON reports (target_type, target_id, status)`);
    await q.query(`CREATE INDEX reports_queue_idx ON reports (status, created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE moderated_content (
        target_type varchar(9) NOT NULL
          CHECK (target_type IN ('post', 'comment', 'message', 'community')),
        target_id uuid NOT NULL,
        author_id uuid REFERENCES users(id) ON DELETE CASCADE,
        state varchar(10) NOT NULL CHECK (state IN ('autohidden', 'removed')),
        hidden_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (target_type, target_id)
      )`);

    await q.query(`
      CREATE TABLE appeals (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        -- Once per action.
        action_id uuid NOT NULL UNIQUE REFERENCES moderation_actions(id) ON DELETE CASCADE,
        appellant_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        text varchar(2000) NOT NULL,
        status varchar(8) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'reversed')),
        decided_by uuid REFERENCES users(id) ON DELETE SET NULL,
        decision_reason varchar(1000),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await q.query(`CREATE INDEX appeals_queue_idx ON appeals (status, created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        actor_id uuid,
        actor_name varchar(30),
        action varchar(24) NOT NULL,
        target_type varchar(9) NOT NULL,
        target_id uuid NOT NULL,
        reason varchar(1000),
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`);

    // The reporter hears the outcome, the author a warning or a removal.
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN ('like',
        'comment', 'reply', 'follow', 'connection_request', 'connection_accepted',
        'community_join', 'message', 'data_export_ready', 'login_alert', 'report_outcome',
        'moderation_notice'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `DELETE FROM notifications WHERE type IN ('report_outcome', 'moderation_notice')`,
    );
    await q.query(`ALTER TABLE notifications DROP CONSTRAINT notifications_type_check`);
    await q.query(`
      ALTER TABLE notifications ADD CONSTRAINT notifications_type_check CHECK (type IN ('like',
        'comment', 'reply', 'follow', 'connection_request', 'connection_accepted',
        'community_join', 'message', 'data_export_ready', 'login_alert'))`);
    await q.query(`DROP TABLE audit_log`);
    await q.query(`DROP FUNCTION audit_log_append_only()`);
    await q.query(`DROP TABLE appeals`);
    await q.query(`DROP TABLE moderated_content`);
    await q.query(`DROP TABLE reports`);
    await q.query(`DROP TABLE moderation_actions`);
    await q.query(`DROP INDEX users_staff_idx`);
    await q.query(`DROP INDEX users_suspended_idx`);
    await q.query(`ALTER TABLE users DROP COLUMN role, DROP COLUMN suspended_at,
      DROP COLUMN suspended_until, DROP COLUMN suspension_reason`);
  }
}
