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
import { Page, PageRequest, toPage } from '../../core/http/pagination';
import { PostRow, toPostDto } from './post.mapper';
import { type NewPostRow, PostsRepository, type PostCountsWithFacts } from './posts.repository';
import type { Queryable } from '../../core/database/sql';
import { COMMUNITY_NOT_FOUND, POST_NOT_FOUND, VisibilityService } from '../visibility';
import { isForeignKeyViolation } from '../../core/http/known-errors';
import { EngagementService } from '../engagement/engagement.service';
import { type PostCountsRow, postCountsSql, toPostCounts } from './post-counts';
import { fromPostsSql } from './posts.sql';

// One wording for a missing or hidden post, whichever module answers it.
export { POST_NOT_FOUND };
export const COMMUNITY_POST_IMAGE_ONLY = 'Community posts take a PNG or JPEG image.';

export interface NewPost {
  title: string;
  communityId?: string;
}

export type { PostCountsWithFacts };

/**
 * Posts: create (with media already in the bucket), edit, delete, and the keyset-paginated lists.
 * Every list applies the one visibility rule (VisibilityService).
 */
@Injectable()
export class PostsService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly repo: PostsRepository,
    private readonly visibility: VisibilityService,
    private readonly outbox: MediaOutbox,
    private readonly events: EventEmitter2,
    private readonly engagement: EngagementService,
  ) {}

  /** Engagement's one-statement writes lock and read a post's row: how, this module says. */
  onModuleInit(): void {
    this.engagement.usePostRows({
      from: fromPostsSql,
      counts: postCountsSql,
      toCounts: (row) => toPostCounts(row as PostCountsRow),
    });
  }

  /** A page of posts as `viewerId` sees them, from rows one more than `limit`. */
  private toPostPage(
    viewerId: string | null,
    { rows, limit }: { rows: PostRow[]; limit: number },
  ): Page<PostDto> {
    return toPage(
      rows,
      limit,
      (r) => ({ at: r.created_at, id: r.id }),
      (r) => toPostDto(r, viewerId),
    );
  }

  /**
   * The home feed: everyone's posts, plus those of the viewer's communities; `media` keeps only
   * video (reels) or image posts (each walks its own partial or full feed index).
   */
  async feed(
    viewerId: string | null,
    page: PageRequest = {},
    media?: PostMediaFilter,
  ): Promise<Page<PostDto>> {
    return this.toPostPage(viewerId, await this.repo.feedPage(viewerId, page, media));
  }

  /** A user's posts, newest first, as `viewerId` may see them (community posts only to members). */
  async listByUser(
    viewerId: string | null,
    userId: string,
    page: { limit?: number; cursor?: string } = {},
  ): Promise<{ items: PostDto[]; nextCursor: string | null }> {
    return this.toPostPage(viewerId, await this.repo.userPage(viewerId, userId, page));
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
  async listByCommunity(
    viewerId: string,
    communityId: string,
    page: PageRequest = {},
  ): Promise<Page<PostDto>> {
    return this.toPostPage(viewerId, await this.repo.communityPage(viewerId, communityId, page));
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
    const rows = await this.repo.latestInCommunities(viewerId, limit, communityIds);
    return rows.map((r) => toPostDto(r, viewerId));
  }

  /** The posts `userId` saved, the latest save first. */
  async listSavedBy(
    userId: string,
    page: { limit?: number; cursor?: string } = {},
  ): Promise<{ items: PostDto[]; nextCursor: string | null }> {
    const { rows, limit } = await this.repo.savedPage(userId, page);
    return toPage(
      rows,
      limit,
      (r) => ({ at: r.saved_at, id: r.id }),
      (r) => toPostDto(r, userId),
    );
  }

  /** How many posts `userId` has written (all of them, community posts included). */
  countByUser(userId: string): Promise<number> {
    return this.repo.countByUser(userId);
  }

  /**
   * Every media object key of `userId`'s posts. Deleting an account removes the posts by FK
   * cascade; call this first and delete these objects after, so the bucket keeps no orphans.
   */
  mediaKeysByUser(userId: string, db: Queryable = this.db): Promise<string[]> {
    return this.repo.mediaKeysWhere(db, 'user_id = $1', userId);
  }

  /**
   * Every media object key of a community's posts. Deleting the community removes the posts by
   * FK cascade; `db` is that deletion's transaction, so no post slips in between.
   */
  mediaKeysByCommunity(communityId: string, db: Queryable = this.db): Promise<string[]> {
    return this.repo.mediaKeysWhere(db, 'community_id = $1', communityId);
  }

  /**
   * The post's counters as the triggers left them in `m` (a like's, a save's or a comment's own
   * transaction), with its author and community; null when it is gone.
   */
  countsIn(m: Queryable, postId: string): Promise<PostCountsWithFacts | null> {
    return this.repo.countsIn(m, postId);
  }

  /**
   * Locks the post's row until `m` ends and answers its author and community (null when it is
   * gone). `update` keeps a whole thread's deletion and a reply to it from crossing (the comment
   * count stays exact); `no key update` serialises comments on the post while letting likes in.
   */
  lockRow(
    m: Queryable,
    postId: string,
    mode: 'update' | 'no key update',
  ): Promise<{ community_id: string | null; user_id: string } | null> {
    return this.repo.lockRow(m, postId, mode);
  }

  /** One post as the viewer sees it; 404 when it does not exist or is hidden from them. */
  async getById(viewerId: string | null, postId: string): Promise<PostDto> {
    const row = await this.repo.byId(viewerId, postId);
    if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return toPostDto(row, viewerId);
  }

  /** 404 unless the post exists and the viewer may see it (the one visibility rule). */
  async assertVisible(viewerId: string | null, postId: string): Promise<void> {
    await this.visibility.assertCanSeePost(viewerId, postId);
  }

  /** `media` is already in the bucket; PostMediaInterceptor deletes it if this throws. */
  async create(userId: string, input: NewPost, media: StoredMedia | null): Promise<PostDto> {
    const communityId = input.communityId ?? null;
    if (communityId) await this.assertCanPostIn(userId, communityId, media);
    let created: NewPostRow;
    try {
      created = await this.repo.insert({
        userId,
        title: input.title,
        imageKey: media?.kind === 'image' ? media.key : null,
        imageFeedKey: media?.kind === 'image' ? media.variantKey : null,
        videoKey: media?.kind === 'video' ? media.key : null,
        communityId,
        imageWidth: media?.kind === 'image' ? (media.size?.width ?? null) : null,
        imageHeight: media?.kind === 'image' ? (media.size?.height ?? null) : null,
      });
    } catch (error) {
      // The community was deleted between the check and the insert.
      if (communityId && isForeignKeyViolation(error)) {
        throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
      }
      throw error;
    }
    const postId = created.post.id;
    this.emit('post.created', { postId, userId, communityId, author: created.author });
    return toPostDto(created.post, userId);
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
    await this.repo.updateTitle(postId, title);
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
      const deleted = await this.repo.delete(m, postId, userId, this.notifiedAbout);
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
    const row = await this.repo.authorOf(userId, postId);
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
