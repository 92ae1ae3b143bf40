import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import { mediaUrl } from '../../core/storage/media-url';
import { avatarListKey } from '../../core/storage/object-key';
import { decodeTimeCursor, Page, PageRequest, pageSize, toPage } from '../../core/http/pagination';
import type { Queryable } from '../../core/database/sql';
import { POST_NOT_FOUND, VisibilityService } from '../visibility';
import { EngagementRepository } from './engagement.repository';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { LikeAnswer, PostCounts, RepostAnswer, SaveAnswer } from '../../contracts/posts';
import type { LikerDto } from './dto/engagement.dto';
import { isForeignKeyViolation } from '../../core/http/known-errors';

/** The wire's counters of a CountsRow. */
function countsOf(row: CountsRow): PostCounts {
  const { numOfLikes, numOfComments, savedCount, numOfReposts, countsVersion } = row;
  return { numOfLikes, numOfComments, savedCount, numOfReposts, countsVersion };
}

type EngagementKind = DomainEvents['post.engagement.changed']['kind'];

/** The post's counters (as the wire names them) and who may hear of them, after a change. */
export interface CountsRow extends PostCounts {
  community_id: string | null;
  user_id: string;
}

/**
 * Reads the post's counters in the change's transaction (the trigger has moved them): the posts
 * module, which owns the table and sits above this one, hands it over at boot.
 */
export type PostCountsReader = (m: Queryable, postId: string) => Promise<CountsRow | null>;

/**
 * Likes, saves and reposts. A trigger moves the post's counter with each row (so the cascade of a
 * deleted account keeps it exact too), and the primary key (post_id, user_id) decides races, so
 * counts stay exact however many users click at once.
 */
@Injectable()
export class EngagementService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly events: EventEmitter2,
    private readonly visibility: VisibilityService,
    private readonly rows: EngagementRepository,
  ) {}

  private readCounts: PostCountsReader = () =>
    Promise.reject(new Error('The posts module has not handed over its counters'));

  readCountsWith(reader: PostCountsReader): void {
    this.readCounts = reader;
  }

  /** The post's counters as the change left them (a trigger moved them with the row). */
  private async counts(m: Queryable, postId: string): Promise<CountsRow> {
    const row = await this.readCounts(m, postId);
    if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return row;
  }

  /** 404 unless the post exists and the caller may see it. */
  private async assertVisible(viewerId: string, postId: string): Promise<void> {
    await this.visibility.assertCanSeePost(viewerId, postId);
  }

  /** After the commit: notifications and live counters hear of it. */
  private changed(
    actorId: string,
    postId: string,
    kind: EngagementKind,
    active: boolean,
    row: CountsRow,
  ): void {
    const payload: DomainEvents['post.engagement.changed'] = {
      postId,
      communityId: row.community_id,
      postAuthorId: row.user_id,
      actorId,
      kind,
      active,
      counts: countsOf(row),
    };
    this.events.emit('post.engagement.changed', payload);
  }

  async like(userId: string, postId: string): Promise<LikeAnswer> {
    await this.assertVisible(userId, postId);
    try {
      const row = await this.db.transaction(async (m) => {
        if (!(await this.rows.add(m, 'like', postId, userId))) {
          throw new AppError('CONFLICT', 'You already liked this post.');
        }
        return this.counts(m, postId);
      });
      this.changed(userId, postId, 'like', true, row);
      return countsOf(row);
    } catch (error) {
      // The post was deleted between the check and the insert.
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
      throw error;
    }
  }

  async dislike(userId: string, postId: string): Promise<LikeAnswer> {
    await this.assertVisible(userId, postId);
    const row = await this.db.transaction(async (m) => {
      if (!(await this.rows.remove(m, 'like', postId, userId)))
        throw new AppError('NOT_FOUND', 'You have not liked this post.');
      return this.counts(m, postId);
    });
    this.changed(userId, postId, 'like', false, row);
    return countsOf(row);
  }

  /** Whether `userId` liked the post; never true for a user hidden from the viewer. */
  async hasLiked(viewerId: string, postId: string, userId: string): Promise<boolean> {
    await this.assertVisible(viewerId, postId);
    if (userId !== viewerId && !(await this.visibility.sees(viewerId, userId))) return false;
    return this.rows.hasLiked(postId, userId);
  }

  /** Who liked the post, the latest first; users hidden from the viewer are left out. */
  async likers(viewerId: string, postId: string, page: PageRequest): Promise<Page<LikerDto>> {
    await this.assertVisible(viewerId, postId);
    const limit = pageSize(page.limit);
    const after = page.cursor ? decodeTimeCursor(page.cursor) : null;
    const rows = await this.rows.likers(viewerId, postId, after, limit + 1);
    return toPage(
      rows,
      limit,
      (r) => ({ at: r.liked_at, id: r.id }),
      (r) => ({
        _id: r.id,
        userName: r.user_name,
        fullName: r.full_name,
        image: mediaUrl(avatarListKey(r.image_key), { public: r.image_public, viewer: viewerId }),
      }),
    );
  }

  /** Saves the post, or removes it from the saved ones when it already was. */
  async toggleSave(userId: string, postId: string): Promise<SaveAnswer> {
    const { on, counts } = await this.toggle(userId, postId, 'save');
    return { saved: on, ...counts };
  }

  async toggleRepost(userId: string, postId: string): Promise<RepostAnswer> {
    const { on, counts } = await this.toggle(userId, postId, 'repost');
    return { reposted: on, ...counts };
  }

  private async toggle(
    userId: string,
    postId: string,
    kind: 'save' | 'repost',
  ): Promise<{ on: boolean; counts: PostCounts }> {
    await this.assertVisible(userId, postId);
    try {
      const result = await this.db.transaction(async (m) => {
        if (await this.rows.remove(m, kind, postId, userId)) {
          return { on: false, row: await this.counts(m, postId), changed: true };
        }
        // A concurrent toggle of the same user already added it: report the state as is.
        if (!(await this.rows.add(m, kind, postId, userId))) {
          return { on: true, row: await this.counts(m, postId), changed: false };
        }
        return { on: true, row: await this.counts(m, postId), changed: true };
      });
      if (result.changed) this.changed(userId, postId, kind, result.on, result.row);
      return { on: result.on, counts: countsOf(result.row) };
    } catch (error) {
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
      throw error;
    }
  }
}
