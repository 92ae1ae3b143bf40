import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import { mediaUrl } from '../../core/storage/media-url';
import { avatarListKey } from '../../core/storage/object-key';
import { decodeTimeCursor, Page, PageRequest, pageSize, toPage } from '../../core/http/pagination';
import { limitSql, Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import { POST_NOT_FOUND, VisibilityService } from '../visibility';
import { joinUserSql } from '../users/user-row';
import { engagementTable } from './engagement.sql';
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

interface LikerRow {
  id: string;
  user_name: string;
  full_name: string;
  image_key: string | null;
  image_public: boolean;
  liked_at: Date;
}

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
        const inserted: unknown[] = await m.query(
          `INSERT INTO post_likes (post_id, user_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING post_id`,
          [postId, userId],
        );
        if (inserted.length === 0) {
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
      const deleted = await sqlRows<unknown>(
        m,
        `DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2 RETURNING post_id`,
        [postId, userId],
      );
      if (deleted.length === 0) throw new AppError('NOT_FOUND', 'You have not liked this post.');
      return this.counts(m, postId);
    });
    this.changed(userId, postId, 'like', false, row);
    return countsOf(row);
  }

  /** Whether `userId` liked the post; never true for a user hidden from the viewer. */
  async hasLiked(viewerId: string, postId: string, userId: string): Promise<boolean> {
    await this.assertVisible(viewerId, postId);
    if (userId !== viewerId && !(await this.visibility.sees(viewerId, userId))) return false;
    const rows = await sqlRows<unknown>(
      this.db,
      `SELECT 1 FROM post_likes WHERE post_id = $1 AND user_id = $2`,
      [postId, userId],
    );
    return rows.length > 0;
  }

  /** Who liked the post, the latest first; users hidden from the viewer are left out. */
  async likers(viewerId: string, postId: string, page: PageRequest): Promise<Page<LikerDto>> {
    await this.assertVisible(viewerId, postId);
    const limit = pageSize(page.limit);
    const params: unknown[] = [postId];
    let after = '';
    if (page.cursor) {
      const c = decodeTimeCursor(page.cursor);
      params.push(c.at, c.id);
      after = `AND (l.created_at, l.user_id) < ($2, $3::uuid)`;
    }
    const query = new SqlParams(params);
    const visible = this.visibility.visibleUser(query, 'u.id', viewerId, {
      hibernatedAt: 'u.hibernated_at',
    });
    const rows = await sqlRows<LikerRow>(
      this.db,
      `SELECT u.id, u.user_name, u.full_name, u.image_key, l.created_at AS liked_at,
              ${this.visibility.publicProfile('u')} AS image_public
       FROM post_likes l ${joinUserSql('u', 'l.user_id')}
       WHERE l.post_id = $1 AND ${visible} ${after}
       ORDER BY l.created_at DESC, l.user_id DESC ${limitSql(limit + 1)}`,
      query.values,
    );
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
    const table = engagementTable(kind);
    await this.assertVisible(userId, postId);
    try {
      const result = await this.db.transaction(async (m) => {
        const removed = await sqlRows<unknown>(
          m,
          `DELETE FROM ${table} WHERE post_id = $1 AND user_id = $2 RETURNING post_id`,
          [postId, userId],
        );
        if (removed.length > 0) {
          return { on: false, row: await this.counts(m, postId), changed: true };
        }
        const added: unknown[] = await m.query(
          `INSERT INTO ${table} (post_id, user_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING post_id`,
          [postId, userId],
        );
        // A concurrent toggle of the same user already added it: report the state as is.
        if (added.length === 0) {
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
