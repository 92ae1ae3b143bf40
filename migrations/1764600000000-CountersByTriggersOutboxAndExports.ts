import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account's life. Deleting an account removes likes, saves, reposts and comments by
 * FK cascade, which no application code sees: so those counters move with their rows by trigger,
 * as follows and memberships already do. `media_deletions` is the outbox of bucket objects to
 * remove, written in the transaction that drops their rows. `data_exports` tracks the data
 * download jobs.
 */
export class CountersByTriggersOutboxAndExports1764600000000 implements MigrationInterface {
  name = 'CountersByTriggersOutboxAndExports1764600000000';

  async up(q: QueryRunner): Promise<void> {
    // One function for the three (post_id, user_id) tables; the counter is the trigger's argument.
    // During the cascade of a deleted post its row is already gone: the UPDATE finds nothing.
    await q.query(`
      CREATE FUNCTION post_engagement_count() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          EXECUTE format('UPDATE posts SET %1$I = %1$I + 1 WHERE id = $1', TG_ARGV[0]) USING NEW.post_id;
        ELSE
          EXECUTE format('UPDATE posts SET %1$I = %1$I - 1 WHERE id = $1', TG_ARGV[0]) USING OLD.post_id;
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql`);
    for (const [table, counter] of [
      ['post_likes', 'num_of_likes'],
      ['post_saves', 'saved_count'],
      ['post_reposts', 'num_of_reposts'],
      ['comments', 'num_of_comments'],
    ]) {
      await q.query(`
        CREATE TRIGGER ${table}_count AFTER INSERT OR DELETE ON ${table}
          FOR EACH ROW EXECUTE FUNCTION post_engagement_count('${counter}')`);
      // Rows written before the trigger existed are counted once, here.
      await q.query(`
        UPDATE posts p SET ${counter} = (SELECT count(*) FROM ${table} t WHERE t.post_id = p.id)`);
    }

    await q.query(`
      CREATE TABLE media_deletions (
        id bigserial PRIMARY KEY,
        object_key varchar(255) NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX media_deletions_due_idx ON media_deletions (next_attempt_at)`);

    await q.query(`
      CREATE TABLE data_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        status varchar(8) NOT NULL DEFAULT 'pending'
          CONSTRAINT data_exports_status CHECK (status IN ('pending', 'ready', 'failed')),
        object_key varchar(255),
        heartbeat_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        expires_at timestamptz
      )`);
    await q.query(`CREATE INDEX data_exports_user_idx ON data_exports (user_id, created_at DESC)`);
    await q.query(
      `CREATE INDEX data_exports_pending_idx ON data_exports (heartbeat_at) WHERE status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE data_exports`);
    await q.query(`DROP TABLE media_deletions`);
    for (const table of ['post_likes', 'post_saves', 'post_reposts', 'comments']) {
      await q.query(`DROP TRIGGER ${table}_count ON ${table}`);
    }
    await q.query(`DROP FUNCTION post_engagement_count()`);
  }
}
