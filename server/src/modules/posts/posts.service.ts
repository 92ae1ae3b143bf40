import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { StorageService } from '../../core/storage/storage.service';
import { CommunitiesService } from '../communities/communities.service';
import type { PostDto } from './dto/post.dto';
import { decodeCursor, Page, PageRequest, pageSize, toPage } from './keyset-cursor';
import type { StoredPostMedia } from './media/post-media.storage';
import { PostRow, toPostDto } from './post.mapper';
import { preparedRows, sqlRows } from '../../core/database/sql';

export const POST_NOT_FOUND = 'Post not found';

export interface NewPost {
  title: string;
  communityId?: string;
}

type SavedRow = PostRow & { saved_at: Date };

/**
 * Posts: create (with media already in the bucket), edit, delete, and the keyset-paginated lists.
 * Every list applies the one community visibility rule from CommunitiesService.
 */
@Injectable()
export class PostsService {
  private readonly logger = new Logger(PostsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly communities: CommunitiesService,
    private readonly storage: StorageService,
    private readonly events: EventEmitter2,
  ) {}

  /** Columns of a PostRow; `$1` is the viewer (null for anonymous callers). */
  private select(viewerId: string | null): string {
    const flag = (table: string) =>
      viewerId
        ? `EXISTS (SELECT 1 FROM ${table} x WHERE x.post_id = p.id AND x.user_id = $1::uuid)`
        : 'false';
    return `SELECT p.id, p.title, p.image_key, p.image_feed_key, p.video_key, p.community_id,
        p.num_of_likes, p.num_of_comments, p.saved_count, p.num_of_reposts,
        p.created_at, p.updated_at,
        u.id AS author_id, u.full_name AS author_full_name, u.user_name AS author_user_name,
        u.is_active AS author_is_active, u.image_key AS author_image_key,
        ${flag('post_likes')} AS is_liked, ${flag('post_saves')} AS is_saved,
        ${flag('post_reposts')} AS is_reposted
      FROM posts p JOIN users u ON u.id = p.user_id`;
  }

  /** `$1` is always the viewer; anonymous callers still bind it (as null) to keep one shape. */
  private visible(viewerId: string | null): string {
    const condition = this.communities.visiblePostsCondition(
      'p.community_id',
      viewerId ? '$1' : null,
    );
    return viewerId ? condition : `${condition} AND $1::uuid IS NULL`;
  }

  /**
   * One keyset page of posts newest first: `(created_at, id) < cursor` walks the
   * `(created_at DESC, id DESC)` index, so page 50 000 costs what page 1 costs.
   */
  private async postsPage(
    viewerId: string | null,
    page: PageRequest,
    extraWhere: string | null,
    extraParams: unknown[],
  ): Promise<Page<PostDto>> {
    const limit = pageSize(page.limit);
    const params: unknown[] = [viewerId, ...extraParams];
    const where = [this.visible(viewerId)];
    if (extraWhere) where.push(extraWhere);
    if (page.cursor) {
      const c = decodeCursor(page.cursor);
      params.push(c.at, c.id);
      where.push(`(p.created_at, p.id) < ($${params.length - 1}, $${params.length}::uuid)`);
    }
    params.push(limit + 1);
    const rows = await preparedRows<PostRow>(
      this.db,
      `${this.select(viewerId)} WHERE ${where.join(' AND ')}
       ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length}`,
      params,
    );
    return toPage(rows, limit, (r) => ({ at: r.created_at, id: r.id }), toPostDto);
  }

  /** The home feed: everyone's posts, plus those of the viewer's communities. */
  feed(viewerId: string | null, page: PageRequest = {}): Promise<Page<PostDto>> {
    return this.postsPage(viewerId, page, null, []);
  }

  /** A user's posts, newest first, as `viewerId` may see them (community posts only to members). */
  listByUser(
    viewerId: string | null,
    userId: string,
    page: { limit?: number; cursor?: string } = {},
  ): Promise<{ items: PostDto[]; nextCursor: string | null }> {
    return this.postsPage(viewerId, page, 'p.user_id = $2::uuid', [userId]);
  }

  /** The posts `userId` saved, the latest save first. */
  async listSavedBy(
    userId: string,
    page: { limit?: number; cursor?: string } = {},
  ): Promise<{ items: PostDto[]; nextCursor: string | null }> {
    const limit = pageSize(page.limit);
    const params: unknown[] = [userId];
    const where = ['s.user_id = $1::uuid', this.visible(userId)];
    if (page.cursor) {
      const c = decodeCursor(page.cursor);
      params.push(c.at, c.id);
      where.push(`(s.created_at, s.post_id) < ($2, $3::uuid)`);
    }
    params.push(limit + 1);
    const select = this.select(userId).replace(
      'FROM posts p JOIN users u ON u.id = p.user_id',
      `, s.created_at AS saved_at
       FROM post_saves s JOIN posts p ON p.id = s.post_id JOIN users u ON u.id = p.user_id`,
    );
    const rows = await preparedRows<SavedRow>(
      this.db,
      `${select} WHERE ${where.join(' AND ')}
       ORDER BY s.created_at DESC, s.post_id DESC LIMIT $${params.length}`,
      params,
    );
    return toPage(rows, limit, (r) => ({ at: r.saved_at, id: r.id }), toPostDto);
  }

  /** How many posts `userId` has written (all of them, community posts included). */
  async countByUser(userId: string): Promise<number> {
    const [row]: { n: number }[] = await this.db.query(
      `SELECT count(*)::int AS n FROM posts WHERE user_id = $1`,
      [userId],
    );
    return row?.n ?? 0;
  }

  /**
   * Every media object key of `userId`'s posts. Deleting an account removes the posts by FK
   * cascade; call this first and delete these objects after, so the bucket keeps no orphans.
   */
  async mediaKeysByUser(userId: string): Promise<string[]> {
    const rows: { key: string }[] = await this.db.query(
      `SELECT unnest(ARRAY[image_key, image_feed_key, video_key]) AS key FROM posts
       WHERE user_id = $1 AND (image_key IS NOT NULL OR video_key IS NOT NULL)`,
      [userId],
    );
    return rows.map((r) => r.key).filter(Boolean);
  }

  /** One post as the viewer sees it; 404 when it does not exist or is hidden from them. */
  async getById(viewerId: string | null, postId: string): Promise<PostDto> {
    const rows: PostRow[] = await this.db.query(
      `${this.select(viewerId)} WHERE p.id = $2::uuid AND ${this.visible(viewerId)}`,
      [viewerId, postId],
    );
    if (!rows[0]) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return toPostDto(rows[0]);
  }

  /** 404 unless the post exists and the viewer may see it (community posts: members only). */
  async assertVisible(viewerId: string | null, postId: string): Promise<void> {
    const rows: unknown[] = await this.db.query(
      `SELECT 1 FROM posts p WHERE p.id = $2::uuid AND ${this.visible(viewerId)}`,
      [viewerId, postId],
    );
    if (rows.length === 0) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
  }

  /** `media` is already in the bucket; PostMediaInterceptor deletes it if this throws. */
  async create(userId: string, input: NewPost, media: StoredPostMedia | null): Promise<PostDto> {
    if (input.communityId) {
      if (!(await this.communities.exists(input.communityId))) {
        throw new AppError('NOT_FOUND', 'Community not found');
      }
      if (!(await this.communities.isMember(userId, input.communityId))) {
        throw new AppError('FORBIDDEN', 'You must join this community to post.');
      }
    }
    const [row]: { id: string }[] = await this.db.query(
      `INSERT INTO posts (user_id, title, image_key, image_feed_key, video_key, community_id)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        userId,
        input.title,
        media?.kind === 'image' ? media.key : null,
        media?.kind === 'image' ? media.feedKey : null,
        media?.kind === 'video' ? media.key : null,
        input.communityId ?? null,
      ],
    );
    this.emit('post.created', { postId: row.id, userId });
    return this.getById(userId, row.id);
  }

  async edit(userId: string, postId: string, title: string): Promise<PostDto> {
    await this.assertAuthor(userId, postId, 'You can only edit your own posts.');
    await this.db.query(`UPDATE posts SET title = $2, updated_at = now() WHERE id = $1`, [
      postId,
      title,
    ]);
    this.emit('post.updated', { postId, userId });
    return this.getById(userId, postId);
  }

  /** Likes, saves, reposts and comments go with the row (FK cascades); media objects after it. */
  async delete(userId: string, postId: string): Promise<void> {
    await this.assertAuthor(userId, postId, 'You can only delete your own posts.');
    const rows = await sqlRows<Pick<PostRow, 'image_key' | 'image_feed_key' | 'video_key'>>(
      this.db,
      `DELETE FROM posts WHERE id = $1 AND user_id = $2
       RETURNING image_key, image_feed_key, video_key`,
      [postId, userId],
    );
    if (!rows[0]) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    const keys = [rows[0].image_key, rows[0].image_feed_key, rows[0].video_key].filter(
      (k): k is string => Boolean(k),
    );
    await Promise.all(
      keys.map((key) =>
        this.storage.delete(key).catch((error: unknown) => {
          this.logger.warn(`Could not delete ${key} of post ${postId}: ${String(error)}`);
        }),
      ),
    );
    this.emit('post.deleted', { postId, userId });
  }

  private async assertAuthor(userId: string, postId: string, message: string): Promise<void> {
    const [row]: { user_id: string }[] = await this.db.query(
      `SELECT user_id FROM posts WHERE id = $1`,
      [postId],
    );
    if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    if (row.user_id !== userId) throw new AppError('FORBIDDEN', message);
  }

  private emit<E extends 'post.created' | 'post.updated' | 'post.deleted'>(
    event: E,
    payload: DomainEvents[E],
  ): void {
    this.events.emit(event, payload);
  }
}
