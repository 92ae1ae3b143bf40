import type { MigrationInterface, QueryRunner } from 'typeorm';

const COUNT_FUNCTION = (bump: string) => `
  CREATE OR REPLACE FUNCTION post_engagement_count() RETURNS trigger AS $$
  BEGIN
    IF TG_OP = 'INSERT' THEN
      EXECUTE format('UPDATE posts SET %1$I = %1$I + 1${bump} WHERE id = $1', TG_ARGV[0]) USING NEW.post_id;
    ELSE
      EXECUTE format('UPDATE posts SET %1$I = %1$I - 1${bump} WHERE id = $1', TG_ARGV[0]) USING OLD.post_id;
    END IF;
    RETURN NULL;
  END $$ LANGUAGE plpgsql`;

/**
 * A post's four counters reach a screen by several roads (a page, a refetch, a push to everyone
 * who sees the post, the answer to one's own like), and they can arrive in any order. Every change
 * of a counter now also moves `counts_version` by one, in the same row update, so the row lock
 * orders them: a client keeps the counts of the highest version it has seen, and a late answer
 * can no longer put an older count back.
 */
export class PostCountsVersion1765600000000 implements MigrationInterface {
  name = 'PostCountsVersion1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE posts ADD COLUMN counts_version integer NOT NULL DEFAULT 0`);
    await q.query(COUNT_FUNCTION(', counts_version = counts_version + 1'));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(COUNT_FUNCTION(''));
    await q.query(`ALTER TABLE posts DROP COLUMN counts_version`);
  }
}
