import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Chat: one chat per unordered pair of users, its messages, and each member's read
 * point with the count of messages unread since. The message insert's trigger moves the chat's
 * summary (last message, `updated_at`, message count) and the receiver's unread count in the
 * message's own transaction, so the list, the badge and the page count never drift from the rows.
 * Every user reference cascades: deleting an account deletes its chats and messages.
 */
export class CreateChats1764500000000 implements MigrationInterface {
  name = 'CreateChats1764500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chats (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_low uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        user_high uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        last_content text,
        last_sender_id uuid,
        last_message_at timestamptz(3),
        message_count integer NOT NULL DEFAULT 0,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now(),
        CONSTRAINT chats_pair_ordered CHECK (user_low < user_high),
        CONSTRAINT chats_pair_key UNIQUE (user_low, user_high)
      )`);
    // A user's chats newest activity first: one index walk per side, merged by the list query.
    await q.query(
      `CREATE INDEX chats_low_recent_idx ON chats (user_low, updated_at DESC, id DESC)`,
    );
    await q.query(
      `CREATE INDEX chats_high_recent_idx ON chats (user_high, updated_at DESC, id DESC)`,
    );

    await q.query(`
      CREATE TABLE messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        chat_id uuid NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
        sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        receiver_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        content text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
        created_at timestamptz(3) NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT messages_not_self CHECK (sender_id <> receiver_id)
      )`);
    // History pages, newest first, at any depth.
    await q.query(
      `CREATE INDEX messages_chat_recent_idx ON messages (chat_id, created_at DESC, id DESC)`,
    );
    // The cascades of a deleted account find its messages without a scan.
    await q.query(`CREATE INDEX messages_sender_idx ON messages (sender_id)`);
    await q.query(`CREATE INDEX messages_receiver_idx ON messages (receiver_id)`);

    await q.query(`
      CREATE TABLE chat_reads (
        chat_id uuid NOT NULL REFERENCES chats(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        last_read_at timestamptz(3) NOT NULL DEFAULT now(),
        unread_count integer NOT NULL DEFAULT 0 CHECK (unread_count >= 0),
        PRIMARY KEY (chat_id, user_id)
      )`);
    // The badge: only chats with something unread are summed.
    await q.query(
      `CREATE INDEX chat_reads_unread_idx ON chat_reads (user_id) WHERE unread_count > 0`,
    );

    await q.query(`
      CREATE FUNCTION messages_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE chats
           SET last_content = NEW.content,
               last_sender_id = NEW.sender_id,
               last_message_at = NEW.created_at,
               updated_at = greatest(updated_at, NEW.created_at),
               message_count = message_count + 1
         WHERE id = NEW.chat_id;
        UPDATE chat_reads SET unread_count = unread_count + 1
         WHERE chat_id = NEW.chat_id AND user_id = NEW.receiver_id;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER messages_after_insert AFTER INSERT ON messages
        FOR EACH ROW EXECUTE FUNCTION messages_after_insert()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chat_reads`);
    await q.query(`DROP TABLE messages`);
    await q.query(`DROP FUNCTION messages_after_insert()`);
    await q.query(`DROP TABLE chats`);
  }
}
