import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A like's notification in one call: the liker joins the recipient's like item on the post that
 * began within the window, or starts one. The caller decides whether the recipient hears of it at
 * all (the visibility rule and their settings, in its own statement) and calls this only then:
 * one round trip instead of a transaction of five. Under the transaction-scoped advisory lock on
 * (recipient, post), each statement here reads with a snapshot taken after the lock (a VOLATILE
 * PL/pgSQL function's statements each take their own), so two racing likes, on any replica,
 * still end in one item.
 */
export class LikeNotificationFunction1796310000000 implements MigrationInterface {
  name = 'LikeNotificationFunction1796310000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION notification_add_like(recipient uuid, post uuid, actor uuid, window_seconds integer)
      RETURNS uuid VOLATILE LANGUAGE plpgsql AS $$
      DECLARE
        item uuid;
      BEGIN
        PERFORM pg_advisory_xact_lock(hashtext('notification-like:' || recipient || post));
        SELECT id INTO item FROM notifications
         WHERE recipient_id = recipient AND type = 'like' AND post_id = post
           AND created_at > now() - make_interval(secs => window_seconds)
         ORDER BY created_at DESC LIMIT 1;
        IF item IS NULL THEN
          INSERT INTO notifications (recipient_id, type, post_id) VALUES (recipient, 'like', post)
          RETURNING id INTO item;
        ELSE
          UPDATE notifications SET activity_at = now(), read_at = NULL WHERE id = item;
        END IF;
        INSERT INTO notification_actors (notification_id, actor_id) VALUES (item, actor)
        ON CONFLICT (notification_id, actor_id) DO UPDATE SET acted_at = now();
        RETURN item;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION notification_add_like(uuid, uuid, uuid, integer)`);
  }
}
