import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The notifications centre. One row per item a user sees; the people behind an item
 * in `notification_actors` (several for likes collapsed on one post, one otherwise), so undoing
 * one like takes one person off the item. What an item is about (post, comment, community)
 * cascades: a deleted post or comment takes its notifications with it.
 */
export class CreateNotifications1764800000000 implements MigrationInterface {
  name = 'CreateNotifications1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        recipient_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        type varchar(24) NOT NULL CHECK (type IN ('like', 'comment', 'reply', 'follow',
          'connection_request', 'connection_accepted', 'community_join', 'message',
          'data_export_ready', 'login_alert')),
        post_id uuid REFERENCES posts(id) ON DELETE CASCADE,
        comment_id uuid REFERENCES comments(id) ON DELETE CASCADE,
        community_id uuid REFERENCES communities(id) ON DELETE CASCADE,
        -- The chat lives in the chat module (built beside this one); no foreign key across it.
        chat_id uuid,
        -- Messages folded into a message item while its chat is unread.
        message_count integer NOT NULL DEFAULT 1 CHECK (message_count > 0),
        -- login_alert: the browser and address; data_export_ready: the link.
        details jsonb NOT NULL DEFAULT '{}'::jsonb,
        read_at timestamptz(3),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        -- The latest thing that happened to the item (a new like in the group, a new message):
        -- the list's order and the time it shows.
        activity_at timestamptz(3) NOT NULL DEFAULT now(),
        -- When the item was last put in a digest email.
        emailed_at timestamptz(3)
      )`);
    // The list, newest activity first, and its keyset condition.
    await q.query(
      `CREATE INDEX notifications_recipient_idx ON notifications (recipient_id, activity_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX notifications_unread_idx ON notifications (recipient_id) WHERE read_at IS NULL`,
    );
    // One message item per chat while it is unread.
    await q.query(`
      CREATE UNIQUE INDEX notifications_unread_chat_idx ON notifications (recipient_id, chat_id)
        WHERE type = 'message' AND read_at IS NULL`);
    await q.query(`CREATE INDEX notifications_post_idx ON notifications (post_id)`);
    await q.query(`CREATE INDEX notifications_comment_idx ON notifications (comment_id)`);
    await q.query(`CREATE INDEX notifications_community_idx ON notifications (community_id)`);

    await q.query(`
      CREATE TABLE notification_actors (
        notification_id uuid NOT NULL REFERENCES notifications(id) ON DELETE CASCADE,
        actor_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        acted_at timestamptz(3) NOT NULL DEFAULT now(),
        PRIMARY KEY (notification_id, actor_id)
      )`);
    // "Which items did this person cause?" when they undo something or their account goes.
    await q.query(`CREATE INDEX notification_actors_actor_idx ON notification_actors (actor_id)`);

    // The browsers and addresses a user logged in from (login alerts fire on new ones).
    await q.query(`
      CREATE TABLE login_sources (
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        kind varchar(7) NOT NULL CHECK (kind IN ('agent', 'address')),
        value varchar(512) NOT NULL,
        first_seen_at timestamptz(3) NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, kind, value)
      )`);

    // When each user was last sent a digest: the row is the claim that keeps it to one an hour
    // across replicas.
    await q.query(`
      CREATE TABLE notification_digests (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        last_sent_at timestamptz(3) NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notification_digests`);
    await q.query(`DROP TABLE login_sources`);
    await q.query(`DROP TABLE notification_actors`);
    await q.query(`DROP TABLE notifications`);
  }
}
