import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { POST_NOT_FOUND, PostsService } from '../posts/posts.service';
import { sqlRows } from '../../core/database/sql';
import { buildCommentTree, CommentRow, findInTree, toCommentDto } from './comment-tree';
import type { CommentResponseDto } from './dto/comment.dto';

export const COMMENT_NOT_FOUND = 'Comment not found';

const SELECT_COMMENTS = `SELECT c.id, c.post_id, c.parent_comment_id, c.comment, c.created_at,
    c.updated_at, u.id AS user_id, u.user_name, u.full_name, u.image_key
  FROM comments c JOIN users u ON u.id = c.user_id`;

export interface NewComment {
  postId: string;
  comment: string;
  parentCommentId?: string | null;
}

/**
 * Threaded comments. The post's `num_of_comments` counts every comment and reply; it changes in
 * the same transaction, after locking the post row, so a delete of a thread and a reply to it
 * can never leave the count off.
 */
@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly posts: PostsService,
    private readonly config: AppConfig,
    private readonly events: EventEmitter2,
  ) {}

  async create(userId: string, input: NewComment): Promise<CommentResponseDto> {
    await this.posts.assertVisible(userId, input.postId);
    let row: CommentRow;
    try {
      row = await this.db.transaction(async (m) => {
        await this.takeCooldown(m, userId);
        const locked = await sqlRows<unknown>(
          m,
          `UPDATE posts SET num_of_comments = num_of_comments + 1 WHERE id = $1 RETURNING id`,
          [input.postId],
        );
        if (locked.length === 0) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
        if (input.parentCommentId) {
          const parent: unknown[] = await m.query(
            `SELECT 1 FROM comments WHERE id = $1 AND post_id = $2`,
            [input.parentCommentId, input.postId],
          );
          if (parent.length === 0) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
        }
        const [inserted]: { id: string }[] = await m.query(
          `INSERT INTO comments (post_id, user_id, parent_comment_id, comment)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [input.postId, userId, input.parentCommentId ?? null, input.comment],
        );
        const [created]: CommentRow[] = await m.query(`${SELECT_COMMENTS} WHERE c.id = $1`, [
          inserted.id,
        ]);
        return created;
      });
    } catch (error) {
      // The parent (or the post) went away between the check and the insert.
      if (error instanceof QueryFailedError) {
        const code = (error.driverError as { code?: string }).code;
        if (code === '23503') throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
      }
      throw error;
    }
    this.changed(input.postId);
    return toCommentDto(row);
  }

  /**
   * One comment per COMMENT_COOLDOWN_SECONDS per user, decided by one atomic upsert (so two
   * concurrent requests cannot both pass). Rolled back with the comment if that fails.
   */
  private async takeCooldown(m: EntityManager, userId: string): Promise<void> {
    const seconds = this.config.COMMENT_COOLDOWN_SECONDS;
    if (seconds <= 0) return;
    const taken: unknown[] = await m.query(
      `INSERT INTO comment_cooldowns (user_id, last_comment_at) VALUES ($1, clock_timestamp())
       ON CONFLICT (user_id) DO UPDATE SET last_comment_at = clock_timestamp()
       WHERE comment_cooldowns.last_comment_at <= clock_timestamp() - make_interval(secs => $2)
       RETURNING user_id`,
      [userId, seconds],
    );
    if (taken.length > 0) return;
    const [row]: { wait: number }[] = await m.query(
      `SELECT greatest(1, ceil(extract(epoch FROM
         last_comment_at + make_interval(secs => $2) - clock_timestamp())))::int AS wait
       FROM comment_cooldowns WHERE user_id = $1`,
      [userId, seconds],
    );
    const wait = row?.wait ?? seconds;
    throw new AppError(
      'RATE_LIMITED',
      `Please wait ${wait} seconds before commenting again.`,
      undefined,
      { retryAfter: wait },
    );
  }

  /** The whole thread of a post from one query: top level oldest first, replies nested. */
  async list(viewerId: string | null, postId: string): Promise<CommentResponseDto[]> {
    await this.posts.assertVisible(viewerId, postId);
    return buildCommentTree(await this.threadRows(postId));
  }

  private threadRows(postId: string): Promise<CommentRow[]> {
    return this.db.query(`${SELECT_COMMENTS} WHERE c.post_id = $1 ORDER BY c.created_at, c.id`, [
      postId,
    ]);
  }

  async edit(userId: string, commentId: string, text: string): Promise<CommentResponseDto> {
    const { postId } = await this.assertAuthor(
      userId,
      commentId,
      'You can only edit your own comments.',
    );
    await this.db.query(`UPDATE comments SET comment = $2, updated_at = now() WHERE id = $1`, [
      commentId,
      text,
    ]);
    this.changed(postId);
    const node = findInTree(buildCommentTree(await this.threadRows(postId)), commentId);
    if (!node) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    return node;
  }

  /** Deletes the comment and every reply under it; answers the post's new comment count. */
  async delete(userId: string, commentId: string): Promise<{ numOfComments: number }> {
    const { postId } = await this.assertAuthor(
      userId,
      commentId,
      'You can only delete your own comments.',
    );
    const result = await this.db.transaction(async (m) => {
      await m.query(`SELECT 1 FROM posts WHERE id = $1 FOR UPDATE`, [postId]);
      const rows = await sqlRows<{ num_of_comments: number }>(
        m,
        `WITH RECURSIVE thread AS (
           SELECT id FROM comments WHERE id = $1
           UNION ALL
           SELECT c.id FROM comments c JOIN thread t ON c.parent_comment_id = t.id
         ), removed AS (
           DELETE FROM comments WHERE id IN (SELECT id FROM thread) RETURNING id
         )
         UPDATE posts SET num_of_comments = num_of_comments - (SELECT count(*) FROM removed)
         WHERE id = $2 RETURNING num_of_comments`,
        [commentId, postId],
      );
      if (!rows[0]) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
      return { numOfComments: rows[0].num_of_comments };
    });
    this.changed(postId);
    return result;
  }

  private async assertAuthor(
    userId: string,
    commentId: string,
    message: string,
  ): Promise<{ postId: string }> {
    const [row]: { user_id: string; post_id: string }[] = await this.db.query(
      `SELECT user_id, post_id FROM comments WHERE id = $1`,
      [commentId],
    );
    if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    if (row.user_id !== userId) throw new AppError('FORBIDDEN', message);
    return { postId: row.post_id };
  }

  private changed(postId: string): void {
    const payload: DomainEvents['comment.changed'] = { postId };
    this.events.emit('comment.changed', payload);
  }
}
