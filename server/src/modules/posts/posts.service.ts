import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import type { PostMediaFilter } from '../../contracts/posts';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { MediaOutbox } from '../../core/storage/media-outbox.service';
import type { StoredMedia } from '../../core/storage/media-upload';
import { COMMUNITY_POST_INCOMPLETE } from './dto/create-post.dto';
import type { PostDto } from './dto/post.dto';
import { decodeTimeCursor, Page, PageRequest, pageSize, toPage } from '../../core/http/pagination';
import { savesOfPostsSql } from '../engagement/engagement.repository';
import { EngagementService } from '../engagement/engagement.service';
import { PostRow, toPostDto } from './post.mapper';
import { POST_COUNTS_COLUMNS, type PostCountsRow, toPostCounts } from './post-counts';
import {
  feedPageQuery,
  postCountSql,
  postSelectSql,
  PostsPageQuery,
  postsPageQuery,
  visiblePostRowSql,
} from './posts-query';
import { limitSql, Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import { COMMUNITY_NOT_FOUND, POST_NOT_FOUND, VisibilityService } from '../visibility';
import { isForeignKeyViolation } from '../../core/http/known-errors';

// One wording for a missing or hidden post, whichever module answers it.
export { POST_NOT_FOUND };
export const COMMUNITY_POST_IMAGE_ONLY = 'Community posts take a PNG or JPEG image.';

export interface NewPost {
  title: string;
  communityId?: string;
}

type SavedRow = PostRow & { saved_at: Date };

/** A post's counters with who wrote it and where (who may hear of a change to them). */
export type PostCountsWithFacts = PostCountsRow & { community_id: string | null; user_id: string };

/**
 * Posts: create (with media already in the bucket), edit, delete, and the keyset-paginated lists.
 * Every list applies the one visibility rule (VisibilityService).
 */
@Injectable()
export class PostsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly visibility: VisibilityService,
    private readonly outbox: MediaOutbox,
    private readonly events: EventEmitter2,
    private readonly engagement: EngagementService,
  ) {}

  /** Likes, saves and reposts answer the post's counters after the change: read here. */
  onModuleInit(): void {
    this.engagement.readCountsWith(async (m, postId) => {
      const row = await this.countsIn(m, postId);
      return row && { ...toPostCounts(row), community_id: row.community_id, user_id: row.user_id };
    });
  }

  private select(params: SqlParams, viewerId: string | null): string {
    return postSelectSql(params, viewerId);
  }

  private visible(params: SqlParams, viewerId: string | null): string {
    return visiblePostRowSql(params, viewerId);
  }

  /** Runs one keyset page built by `postsPageQuery` (posts-query.ts). */
  private async runPage(query: PostsPageQuery): Promise<Page<PostDto>> {
    const rows = await sqlRows<PostRow>(this.db, query.text, query.values);
    return toPage(
      rows,
      query.limit,
      (r) => ({ at: r.created_at, id: r.id }),
      (r) => toPostDto(r, query.viewer),
    );
  }

  /**
   * The home feed: everyone's posts, plus those of the viewer's communities; `media` keeps only
   * video (reels) or image posts (each walks its own partial or full feed index).
   */
  feed(
    viewerId: string | null,
    page: PageRequest = {},
    media?: PostMediaFilter,
  ): Promise<Page<PostDto>> {
    return this.runPage(feedPageQuery(viewerId, page, media));
  }

  /** A user's posts, newest first, as `viewerId` may see them (community posts only to members). */
  listByUser(
    viewerId: string | null,
    userId: string,
    page: { limit?: number; cursor?: string } = {},
  ): Promise<{ items: PostDto[]; nextCursor: string | null }> {
    return this.runPage(
      postsPageQuery(viewerId, page, (params) => `p.user_id = ${params.add(userId, 'uuid')}`),
    );
  }

  /**
   * The posts on `userId`'s profile (`getUserPosts`): 404 'User not found' when the user is hidden
   * from the viewer, none when their `profileVisibility` leaves the viewer out.
   */
  async listOnProfile(
    viewerId: string,
    userId: string,
    page: { limit?: number; cursor?: string } = {},
  ): Promise<{ items: PostDto[]; nextCursor: string | null }> {
    const access = await this.visibility.assertCanSeeUser(viewerId, userId);
    if (!access.canSeeProfile) return { items: [], nextCursor: null };
    return this.listByUser(viewerId, userId, page);
  }

  /** A community's posts, newest first; the caller checks membership first (403, not an empty page). */
  listByCommunity(
    viewerId: string,
    communityId: string,
    page: PageRequest = {},
  ): Promise<Page<PostDto>> {
    return this.runPage(
      postsPageQuery(
        viewerId,
        page,
        (params) => `p.community_id = ${params.add(communityId, 'uuid')}`,
      ),
    );
  }

  /**
   * The `limit` latest posts in the communities `communityIds` selects (an SQL subquery over the
   * viewer's placeholder, from the module that owns the memberships), as the viewer may see them.
   */
  async latestInCommunities(
    viewerId: string,
    limit: number,
    communityIds: (viewer: string) => string,
  ): Promise<PostDto[]> {
    const params = new SqlParams();
    const select = this.select(params, viewerId);
    const member = communityIds(params.named('viewer', viewerId, 'uuid'));
    const rows = await sqlRows<PostRow>(
      this.db,
      `${select}
       WHERE p.community_id IN (${member}) AND ${this.visible(params, viewerId)}
       ORDER BY p.created_at DESC, p.id DESC ${limitSql(limit)}`,
      params.values,
    );
    return rows.map((r) => toPostDto(r, viewerId));
  }

  /** The posts `userId` saved, the latest save first. */
  async listSavedBy(
    userId: string,
    page: { limit?: number; cursor?: string } = {},
  ): Promise<{ items: PostDto[]; nextCursor: string | null }> {
    const limit = pageSize(page.limit);
    const params = new SqlParams();
    const select = postSelectSql(params, userId, {
      from: savesOfPostsSql('s', 'posts p', 'p'),
      columns: 's.created_at AS saved_at',
    });
    const where = [
      `s.user_id = ${params.named('viewer', userId, 'uuid')}`,
      this.visible(params, userId),
    ];
    if (page.cursor) {
      const c = decodeTimeCursor(page.cursor);
      where.push(`(s.created_at, s.post_id) < (${params.add(c.at)}, ${params.add(c.id, 'uuid')})`);
    }
    const rows = await sqlRows<SavedRow>(
      this.db,
      `${select} WHERE ${where.join(' AND ')}
       ORDER BY s.created_at DESC, s.post_id DESC ${limitSql(limit + 1)}`,
      params.values,
    );
    return toPage(
      rows,
      limit,
      (r) => ({ at: r.saved_at, id: r.id }),
      (r) => toPostDto(r, userId),
    );
  }

  /** How many posts `userId` has written (all of them, community posts included). */
  async countByUser(userId: string): Promise<number> {
    const [row] = await sqlRows<{ n: number }>(this.db, `SELECT ${postCountSql('$1::uuid')} AS n`, [
      userId,
    ]);
    return row?.n ?? 0;
  }

  /**
   * Every media object key of `userId`'s posts. Deleting an account removes the posts by FK
   * cascade; call this first and delete these objects after, so the bucket keeps no orphans.
   */
  mediaKeysByUser(userId: string, db: Queryable = this.db): Promise<string[]> {
    return this.mediaKeysWhere(db, 'user_id = $1', userId);
  }

  /**
   * Every media object key of a community's posts. Deleting the community removes the posts by
   * FK cascade; `db` is that deletion's transaction, so no post slips in between.
   */
  mediaKeysByCommunity(communityId: string, db: Queryable = this.db): Promise<string[]> {
    return this.mediaKeysWhere(db, 'community_id = $1', communityId);
  }

  private async mediaKeysWhere(db: Queryable, where: string, param: string): Promise<string[]> {
    const rows = await sqlRows<{ key: string | null }>(
      db,
      `SELECT unnest(ARRAY[image_key, image_feed_key, video_key]) AS key FROM posts
       WHERE ${where} AND (image_key IS NOT NULL OR video_key IS NOT NULL)`,
      [param],
    );
    return rows.map((r) => r.key).filter((key): key is string => Boolean(key));
  }

  /**
   * The post's counters as the triggers left them in `m` (a like's, a save's or a comment's own
   * transaction), with its author and community; null when it is gone.
   */
  async countsIn(m: Queryable, postId: string): Promise<PostCountsWithFacts | null> {
    const [row] = await sqlRows<PostCountsWithFacts>(
      m,
      `SELECT ${POST_COUNTS_COLUMNS}, community_id, user_id FROM posts WHERE id = $1`,
      [postId],
    );
    return row ?? null;
  }

  /**
   * Locks the post's row until `m` ends and answers its author and community (null when it is
   * gone). `update` keeps a whole thread's deletion and a reply to it from crossing (the comment
   * count stays exact); `no key update` serialises comments on the post while letting likes in.
   */
  async lockRow(
    m: Queryable,
    postId: string,
    mode: 'update' | 'no key update',
  ): Promise<{ community_id: string | null; user_id: string } | null> {
    const [row] = await sqlRows<{ community_id: string | null; user_id: string }>(
      m,
      mode === 'update'
        ? `SELECT community_id, user_id FROM posts WHERE id = $1 FOR UPDATE`
        : `SELECT community_id, user_id FROM posts WHERE id = $1 FOR NO KEY UPDATE`,
      [postId],
    );
    return row ?? null;
  }

  /** One post as the viewer sees it; 404 when it does not exist or is hidden from them. */
  async getById(viewerId: string | null, postId: string): Promise<PostDto> {
    const params = new SqlParams();
    const select = this.select(params, viewerId);
    const rows = await sqlRows<PostRow>(
      this.db,
      `${select} WHERE p.id = ${params.add(postId, 'uuid')} AND ${this.visible(params, viewerId)}`,
      params.values,
    );
    if (!rows[0]) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return toPostDto(rows[0], viewerId);
  }

  /** 404 unless the post exists and the viewer may see it (the one visibility rule). */
  async assertVisible(viewerId: string | null, postId: string): Promise<void> {
    await this.visibility.assertCanSeePost(viewerId, postId);
  }

  /** `media` is already in the bucket; PostMediaInterceptor deletes it if this throws. */
  async create(userId: string, input: NewPost, media: StoredMedia | null): Promise<PostDto> {
    const communityId = input.communityId ?? null;
    if (communityId) await this.assertCanPostIn(userId, communityId, media);
    let row: { id: string };
    try {
      [row] = await sqlRows<{ id: string }>(
        this.db,
        `INSERT INTO posts (user_id, title, image_key, image_feed_key, video_key, community_id,
           image_width, image_height)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          userId,
          input.title,
          media?.kind === 'image' ? media.key : null,
          media?.kind === 'image' ? media.variantKey : null,
          media?.kind === 'video' ? media.key : null,
          communityId,
          media?.kind === 'image' ? (media.size?.width ?? null) : null,
          media?.kind === 'image' ? (media.size?.height ?? null) : null,
        ],
      );
    } catch (error) {
      // The community was deleted between the check and the insert.
      if (communityId && isForeignKeyViolation(error)) {
        throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
      }
      throw error;
    }
    this.emit('post.created', { postId: row.id, userId, communityId });
    return this.getById(userId, row.id);
  }

  /** SPEC §5: a caption (the DTO checks it) and a PNG or JPEG; then the community and membership. */
  private async assertCanPostIn(
    userId: string,
    communityId: string,
    media: StoredMedia | null,
  ): Promise<void> {
    if (!media) throw new AppError('VALIDATION_FAILED', COMMUNITY_POST_INCOMPLETE);
    if (media.kind !== 'image') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', COMMUNITY_POST_IMAGE_ONLY);
    }
    await this.visibility.assertCanPostIn(userId, communityId);
  }

  async edit(userId: string, postId: string, title: string): Promise<PostDto> {
    const { communityId } = await this.assertAuthor(
      userId,
      postId,
      'You can only edit your own posts.',
    );
    await this.db.query(`UPDATE posts SET title = $2, updated_at = now() WHERE id = $1`, [
      postId,
      title,
    ]);
    this.emit('post.updated', { postId, userId, communityId });
    return this.getById(userId, postId);
  }

  /**
   * Who held a notification about the post whose id is `postId` (an SQL expression), as a text
   * array, read by the statement that deletes the post: the cascade takes those items with it, and
   * the notifications module tells their holders' counts again. That module owns the expression
   * and hands it over at boot (`readNotifiedOnDelete`), so posts name no table of theirs.
   */
  private notifiedAbout: (postId: string) => string = () => `'{}'::text[]`;

  readNotifiedOnDelete(expression: (postId: string) => string): void {
    this.notifiedAbout = expression;
  }

  /**
   * Likes, saves, reposts and comments go with the row (FK cascades); its media objects are
   * recorded in the media outbox in the same transaction and leave the bucket after the commit.
   */
  async delete(userId: string, postId: string): Promise<void> {
    await this.assertAuthor(userId, postId, 'You can only delete your own posts.');
    const row = await this.db.transaction(async (m) => {
      const [deleted] = await sqlRows<
        Pick<PostRow, 'image_key' | 'image_feed_key' | 'video_key' | 'community_id'> & {
          notified: string[];
        }
      >(
        m,
        `DELETE FROM posts WHERE id = $1 AND user_id = $2
         RETURNING image_key, image_feed_key, video_key, community_id,
                   ${this.notifiedAbout('$1::uuid')} AS notified`,
        [postId, userId],
      );
      if (!deleted) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
      await this.outbox.record(m, [deleted.image_key, deleted.image_feed_key, deleted.video_key]);
      return deleted;
    });
    this.outbox.kick();
    this.emit('post.deleted', {
      postId,
      userId,
      communityId: row.community_id,
      notifiedIds: row.notified ?? [],
    });
  }

  /**
   * 404 unless the caller may see the post (a post they may not see does not exist for them,
   * even their own in a community they left); 403 when they see it but did not write it.
   */
  private async assertAuthor(
    userId: string,
    postId: string,
    message: string,
  ): Promise<{ communityId: string | null }> {
    const params = new SqlParams([postId]);
    const [row] = await sqlRows<{ user_id: string; community_id: string | null }>(
      this.db,
      `SELECT p.user_id, p.community_id FROM posts p
        WHERE p.id = $1::uuid AND ${this.visibility.visiblePost(params, 'p', userId)}`,
      params.values,
    );
    if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    if (row.user_id !== userId) throw new AppError('FORBIDDEN', message);
    return { communityId: row.community_id };
  }

  private emit<E extends 'post.created' | 'post.updated' | 'post.deleted'>(
    event: E,
    payload: DomainEvents[E],
  ): void {
    this.events.emit(event, payload);
  }
}
