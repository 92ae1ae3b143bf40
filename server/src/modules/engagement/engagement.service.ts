import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import { mediaUrl } from '../../core/storage/object-key';
import { decodeCursor, Page, PageRequest, pageSize, toPage } from '../posts/keyset-cursor';
import { POST_NOT_FOUND, PostsService } from '../posts/posts.service';
import { sqlRows } from '../../core/database/sql';
import type { LikerDto } from './dto/engagement.dto';

const FOREIGN_KEY_VIOLATION = '23503';

function isForeignKeyViolation(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string }).code === FOREIGN_KEY_VIOLATION
  );
}

type Counter = 'num_of_likes' | 'saved_count' | 'num_of_reposts';

interface LikerRow {
  id: string;
  user_name: string;
  full_name: string;
  image_key: string | null;
  liked_at: Date;
}

/**
 * Likes, saves and reposts. The row and its counter change in one transaction with
 * `SET n = n + 1`, and the primary key (post_id, user_id) decides races, so counts stay exact
 * however many users click at once.
 */
@Injectable()
export class EngagementService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly posts: PostsService,
  ) {}

  private async bump(
    m: EntityManager,
    postId: string,
    counter: Counter,
    delta: 1 | -1,
  ): Promise<number> {
    const rows = await sqlRows<Record<Counter, number>>(
      m,
      `UPDATE posts SET ${counter} = ${counter} + $2 WHERE id = $1 RETURNING ${counter}`,
      [postId, delta],
    );
    if (!rows[0]) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return rows[0][counter];
  }

  async like(userId: string, postId: string): Promise<{ numOfLikes: number }> {
    await this.posts.assertVisible(userId, postId);
    try {
      return await this.db.transaction(async (m) => {
        const inserted: unknown[] = await m.query(
          `INSERT INTO post_likes (post_id, user_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING post_id`,
          [postId, userId],
        );
        if (inserted.length === 0) {
          throw new AppError('CONFLICT', 'You already liked this post.');
        }
        return { numOfLikes: await this.bump(m, postId, 'num_of_likes', 1) };
      });
    } catch (error) {
      // The post was deleted between the check and the insert.
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
      throw error;
    }
  }

  async dislike(userId: string, postId: string): Promise<{ numOfLikes: number }> {
    await this.posts.assertVisible(userId, postId);
    return this.db.transaction(async (m) => {
      const deleted = await sqlRows<unknown>(
        m,
        `DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2 RETURNING post_id`,
        [postId, userId],
      );
      if (deleted.length === 0) throw new AppError('NOT_FOUND', 'You have not liked this post.');
      return { numOfLikes: await this.bump(m, postId, 'num_of_likes', -1) };
    });
  }

  async hasLiked(viewerId: string, postId: string, userId: string): Promise<boolean> {
    await this.posts.assertVisible(viewerId, postId);
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM post_likes WHERE post_id = $1 AND user_id = $2`,
      [postId, userId],
    );
    return rows.length > 0;
  }

  /** Who liked the post, the latest first. */
  async likers(viewerId: string, postId: string, page: PageRequest): Promise<Page<LikerDto>> {
    await this.posts.assertVisible(viewerId, postId);
    const limit = pageSize(page.limit);
    const params: unknown[] = [postId];
    let after = '';
    if (page.cursor) {
      const c = decodeCursor(page.cursor);
      params.push(c.at, c.id);
      after = `AND (l.created_at, l.user_id) < ($2, $3::uuid)`;
    }
    params.push(limit + 1);
    const rows: LikerRow[] = await this.db.query(
      `SELECT u.id, u.user_name, u.full_name, u.image_key, l.created_at AS liked_at
       FROM post_likes l JOIN users u ON u.id = l.user_id
       WHERE l.post_id = $1 ${after}
       ORDER BY l.created_at DESC, l.user_id DESC LIMIT $${params.length}`,
      params,
    );
    return toPage(
      rows,
      limit,
      (r) => ({ at: r.liked_at, id: r.id }),
      (r) => ({
        _id: r.id,
        userName: r.user_name,
        fullName: r.full_name,
        image: mediaUrl(r.image_key),
      }),
    );
  }

  /** Saves the post, or removes it from the saved ones when it already was. */
  async toggleSave(
    userId: string,
    postId: string,
  ): Promise<{ saved: boolean; savedCount: number }> {
    const { on, count } = await this.toggle(userId, postId, 'post_saves', 'saved_count');
    return { saved: on, savedCount: count };
  }

  async toggleRepost(
    userId: string,
    postId: string,
  ): Promise<{ reposted: boolean; numOfReposts: number }> {
    const { on, count } = await this.toggle(userId, postId, 'post_reposts', 'num_of_reposts');
    return { reposted: on, numOfReposts: count };
  }

  private async toggle(
    userId: string,
    postId: string,
    table: 'post_saves' | 'post_reposts',
    counter: Counter,
  ): Promise<{ on: boolean; count: number }> {
    await this.posts.assertVisible(userId, postId);
    try {
      return await this.db.transaction(async (m) => {
        const removed = await sqlRows<unknown>(
          m,
          `DELETE FROM ${table} WHERE post_id = $1 AND user_id = $2 RETURNING post_id`,
          [postId, userId],
        );
        if (removed.length > 0) {
          return { on: false, count: await this.bump(m, postId, counter, -1) };
        }
        const added: unknown[] = await m.query(
          `INSERT INTO ${table} (post_id, user_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING post_id`,
          [postId, userId],
        );
        // A concurrent toggle of the same user already added it: report the state as is.
        if (added.length === 0) {
          const [row]: Record<Counter, number>[] = await m.query(
            `SELECT ${counter} FROM posts WHERE id = $1`,
            [postId],
          );
          return { on: true, count: row?.[counter] ?? 0 };
        }
        return { on: true, count: await this.bump(m, postId, counter, 1) };
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
      throw error;
    }
  }
}
