import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An image post keeps its feed variant's width and height, so cards reserve the space
 * before the picture arrives (rows written before stay null and render at a default ratio).
 * Two partial indexes keep the new lists index walks: reels (`getAllPost?media=video`) and the
 * top-level comments of a post paged by keyset (replies are fetched under their parents).
 */
export class AddPostMediaSizeAndListIndexes1764300000000 implements MigrationInterface {
  name = 'AddPostMediaSizeAndListIndexes1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE posts
        ADD COLUMN image_width integer CHECK (image_width > 0),
        ADD COLUMN image_height integer CHECK (image_height > 0),
        ADD CONSTRAINT posts_image_size_whole CHECK ((image_width IS NULL) = (image_height IS NULL))`);
    await q.query(
      `CREATE INDEX posts_video_feed_idx ON posts (created_at DESC, id DESC)
         WHERE video_key IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX comments_post_top_idx ON comments (post_id, created_at, id)
         WHERE parent_comment_id IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX comments_post_top_idx`);
    await q.query(`DROP INDEX posts_video_feed_idx`);
    await q.query(`
      ALTER TABLE posts
        DROP CONSTRAINT posts_image_size_whole,
        DROP COLUMN image_height,
        DROP COLUMN image_width`);
  }
}
