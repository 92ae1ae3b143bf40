import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A thread shows the first few replies of each comment and pages the rest. Those are
 * read oldest first under one parent; the index on the parent alone made PostgreSQL read and
 * sort every reply of a comment with thousands to show three. The ordered index replaces it (it
 * still serves the cascade from a deleted parent).
 */
export class CommentRepliesOrderIndex1765400000000 implements MigrationInterface {
  name = 'CommentRepliesOrderIndex1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX comments_parent_order_idx ON comments (parent_comment_id, created_at, id)`,
    );
    await q.query(`DROP INDEX comments_parent_idx`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX comments_parent_idx ON comments (parent_comment_id)`);
    await q.query(`DROP INDEX comments_parent_order_idx`);
  }
}
