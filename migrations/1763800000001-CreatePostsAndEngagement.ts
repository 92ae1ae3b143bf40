import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Posts, likes, saves, reposts and threaded comments. Timestamps keep millisecond precision so a
 * keyset cursor made from a JavaScript Date finds its row again exactly.
 */
export class CreatePostsAndEngagement1763800000001 implements MigrationInterface {
  name = 'CreatePostsAndEngagement1763800000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE posts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        title varchar(600) NOT NULL,
        image_key varchar(255),
        image_feed_key varchar(255),
        video_key varchar(255),
        community_id uuid REFERENCES communities(id) ON DELETE CASCADE,
        num_of_likes integer NOT NULL DEFAULT 0 CHECK (num_of_likes >= 0),
        num_of_comments integer NOT NULL DEFAULT 0 CHECK (num_of_comments >= 0),
        saved_count integer NOT NULL DEFAULT 0 CHECK (saved_count >= 0),
        num_of_reposts integer NOT NULL DEFAULT 0 CHECK (num_of_reposts >= 0),
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now(),
        CONSTRAINT posts_image_or_video CHECK (image_key IS NULL OR video_key IS NULL)
      )`);
    await q.query(`CREATE INDEX posts_feed_idx ON posts (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX posts_user_feed_idx ON posts (user_id, created_at DESC, id DESC)`);
    await q.query(
      `CREATE INDEX posts_community_feed_idx ON posts (community_id, created_at DESC, id DESC)
         WHERE community_id IS NOT NULL`,
    );

    await q.query(`
      CREATE TABLE post_likes (
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, user_id)
      )`);
    await q.query(
      `CREATE INDEX post_likes_post_recent_idx ON post_likes (post_id, created_at DESC, user_id DESC)`,
    );
    await q.query(`CREATE INDEX post_likes_user_id_idx ON post_likes (user_id)`);

    await q.query(`
      CREATE TABLE post_saves (
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, user_id)
      )`);
    await q.query(
      `CREATE INDEX post_saves_user_recent_idx ON post_saves (user_id, created_at DESC, post_id DESC)`,
    );

    await q.query(`
      CREATE TABLE post_reposts (
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        PRIMARY KEY (post_id, user_id)
      )`);
    await q.query(`CREATE INDEX post_reposts_user_id_idx ON post_reposts (user_id)`);

    await q.query(`
      CREATE TABLE comments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        post_id uuid NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        parent_comment_id uuid REFERENCES comments(id) ON DELETE CASCADE,
        comment varchar(200) NOT NULL,
        created_at timestamptz(3) NOT NULL DEFAULT now(),
        updated_at timestamptz(3) NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX comments_post_idx ON comments (post_id, created_at, id)`);
    await q.query(`CREATE INDEX comments_parent_idx ON comments (parent_comment_id)`);
    await q.query(`CREATE INDEX comments_user_id_idx ON comments (user_id)`);

    // The last accepted comment per user: the server-side comment cooldown (one atomic upsert).
    await q.query(`
      CREATE TABLE comment_cooldowns (
        user_id uuid PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        last_comment_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE comment_cooldowns`);
    await q.query(`DROP TABLE comments`);
    await q.query(`DROP TABLE post_reposts`);
    await q.query(`DROP TABLE post_saves`);
    await q.query(`DROP TABLE post_likes`);
    await q.query(`DROP TABLE posts`);
  }
}
