import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { AppError } from '../../core/http/app-error';
import { mediaUrl } from '../../core/storage/media-url';
import { avatarListKey } from '../../core/storage/object-key';
import { decodeTimeCursor, Page, PageRequest, pageSize, toPage } from '../../core/http/pagination';
import { POST_NOT_FOUND, toAudienceFacts, VisibilityService } from '../visibility';
import {
  type EngagementAction,
  type EngagementChangeRow,
  type EngagementKind,
  EngagementRepository,
  type PostRowsSql,
} from './engagement.repository';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { LikeAnswer, PostCounts, RepostAnswer, SaveAnswer } from '../../contracts/posts';
import type { LikerDto } from './dto/engagement.dto';

/** The counter of each kind, as the wire names it. */
const COUNTER = { like: 'numOfLikes', save: 'savedCount', repost: 'numOfReposts' } as const;

/**
 * The post's counts after the statement's change: it read them under the post's lock, before
 * its row's trigger moved one counter, and the version with it, by one.
 */
function countsAfter(
  counts: PostCounts,
  kind: EngagementKind,
  row: EngagementChangeRow,
): PostCounts {
  const delta = (row.added ? 1 : 0) - (row.removed ? 1 : 0);
  if (delta === 0) return counts;
  return {
    ...counts,
    [COUNTER[kind]]: counts[COUNTER[kind]] + delta,
    countsVersion: counts.countsVersion + 1,
  };
}

/**
 * Likes, saves and reposts. A trigger moves the post's counter with each row (so the cascade of a
 * deleted account keeps it exact too), and the primary key (post_id, user_id) decides races, so
 * counts stay exact however many users click at once. Each write is one statement (the
 * visibility rule, the post's lock and the row): a like costs one round trip to PostgreSQL.
 */
@Injectable()
export class EngagementService {
  constructor(
    private readonly events: EventEmitter2,
    private readonly visibility: VisibilityService,
    private readonly rows: EngagementRepository,
  ) {}

  /** The posts module lends how its table is read, once at boot (see PostRowsSql). */
  usePostRows(sql: PostRowsSql): void {
    this.rows.usePostRows(sql);
  }

  /** 404 unless the post exists and the caller may see it. */
  private async assertVisible(viewerId: string, postId: string): Promise<void> {
    await this.visibility.assertCanSeePost(viewerId, postId);
  }

  /** After the commit: notifications and live counters hear of it; answers the counts. */
  private changed(
    actorId: string,
    postId: string,
    kind: EngagementKind,
    row: EngagementChangeRow,
  ): PostCounts {
    const counts = countsAfter(this.rows.posts.toCounts(row), kind, row);
    const payload: DomainEvents['post.engagement.changed'] = {
      postId,
      communityId: row.community_id,
      postAuthorId: row.user_id,
      actorId,
      kind,
      active: row.added,
      counts,
      postAuthor: toAudienceFacts(row),
    };
    this.events.emit('post.engagement.changed', payload);
    return counts;
  }

  async like(userId: string, postId: string): Promise<LikeAnswer> {
    const row = await this.write('like', 'add', userId, postId);
    if (!row.added) throw new AppError('CONFLICT', 'You already liked this post.');
    return this.changed(userId, postId, 'like', row);
  }

  async dislike(userId: string, postId: string): Promise<LikeAnswer> {
    const row = await this.write('like', 'remove', userId, postId);
    if (!row.removed) throw new AppError('NOT_FOUND', 'You have not liked this post.');
    return this.changed(userId, postId, 'like', row);
  }

  /**
   * The write, in one statement: 404 when the post is missing or hidden from the user (the
   * visibility rule is in the statement, under the post's lock).
   */
  private async write(
    kind: EngagementKind,
    action: EngagementAction,
    userId: string,
    postId: string,
  ): Promise<EngagementChangeRow> {
    const row = await this.rows.change(kind, action, postId, userId);
    if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return row;
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
    const row = await this.write(kind, 'toggle', userId, postId);
    // Neither: a concurrent toggle of the same user already added it; the state as is.
    if (!row.added && !row.removed)
      return { on: true, counts: countsAfter(this.rows.posts.toCounts(row), kind, row) };
    return { on: row.added, counts: this.changed(userId, postId, kind, row) };
  }
}
