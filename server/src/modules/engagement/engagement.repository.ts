import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { limitSql, type Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import type { TimeCursor } from '../../core/http/pagination';
import type { PostCounts } from '../../contracts/posts';
import { joinUserSql } from '../users/user-row';
import { type AudienceFactsRow, visibilitySql, type Viewer } from '../visibility';

/**
 * Every statement of `post_likes`, `post_saves` and `post_reposts` (this module owns them):
 * EngagementRepository runs this module's own, and the fragments below put them into other
 * modules' statements (a post as its reader sees it, the saved posts), so no other module names
 * them. Each post's counters follow these rows by trigger.
 */

const TABLES = { like: 'post_likes', save: 'post_saves', repost: 'post_reposts' } as const;

export type EngagementKind = keyof typeof TABLES;

/** SQL condition: the user `userId` (a placeholder) liked, saved or reposted the post `postId`. */
export function engagedSql(kind: EngagementKind, userId: string, postId: string): string {
  return `EXISTS (SELECT 1 FROM ${TABLES[kind]} x WHERE x.post_id = ${postId} AND x.user_id = ${userId})`;
}

/**
 * `post_saves <saves> JOIN <posts>`: the saves joined to the posts they save (`posts` is the
 * caller's FROM item for the posts table, with its alias), for the list of a user's saved posts.
 */
export function savesOfPostsSql(saves: string, posts: string, postsAlias: string): string {
  return `post_saves ${saves} JOIN ${posts} ON ${postsAlias}.id = ${saves}.post_id`;
}

/** A user who liked a post, as the list of likers shows them. */
export interface LikerRow {
  id: string;
  user_name: string;
  full_name: string;
  image_key: string | null;
  image_public: boolean;
  liked_at: Date;
}

/**
 * What one engagement statement did: the post's counters as they stood before it (under its
 * lock), its author (with the facts that say who hears of the change) and community, and whether
 * the row was added or removed.
 */
export interface EngagementChangeRow extends AudienceFactsRow {
  user_id: string;
  community_id: string | null;
  added: boolean;
  removed: boolean;
}

/**
 * How this module's statements read a post's row and its counters. The posts module owns that
 * table and lends these at boot (`PostsService` imports this module, so this one cannot import
 * it back): the table's name and columns stay written in one place.
 */
export interface PostRowsSql {
  /** `posts <alias>`, for a FROM clause. */
  from(alias: string): string;
  /** The counters' columns of `alias`. */
  counts(alias: string): string;
  /** The counters read by `counts`, as the wire carries them. */
  toCounts(row: object): PostCounts;
}

/** What the statement does with the user's row: add it, remove it, or the one it is not. */
export type EngagementAction = 'add' | 'remove' | 'toggle';

@Injectable()
export class EngagementRepository {
  private postRows?: PostRowsSql;

  constructor(private readonly db: DataSource) {}

  /** Called once at boot by the posts module. */
  usePostRows(sql: PostRowsSql): void {
    this.postRows = sql;
  }

  /** The posts module's fragments; it lends them before the app takes requests. */
  get posts(): PostRowsSql {
    if (!this.postRows) throw new Error('The posts module has not lent its row fragments');
    return this.postRows;
  }

  /**
   * The whole write in one statement (one round trip, one commit): the post, when the user may
   * see it, locked (`FOR NO KEY UPDATE`, the lock its counter trigger takes anyway, taken first),
   * then the row added or removed. No row answered: the post is missing or hidden from the user.
   * The counters read are those before the change: the row lock keeps every other change out
   * until this one commits, so the trigger moves them by exactly one (and the version by one).
   */
  async change(
    kind: EngagementKind,
    action: EngagementAction,
    postId: string,
    userId: string,
  ): Promise<EngagementChangeRow | null> {
    const params = new SqlParams([postId]);
    const visible = visibilitySql.post(params, 'p', userId);
    const user = params.named('viewer', userId, 'uuid');
    const table = TABLES[kind];
    const remove = `DELETE FROM ${table} x USING post
        WHERE x.post_id = post.id AND x.user_id = ${user} RETURNING 1`;
    const add = (when: string) => `INSERT INTO ${table} (post_id, user_id)
        SELECT post.id, ${user} FROM post ${when} ON CONFLICT DO NOTHING RETURNING 1`;
    const steps = {
      add: `removed AS (SELECT 1 WHERE false), added AS (${add('')})`,
      remove: `removed AS (${remove}), added AS (SELECT 1 WHERE false)`,
      // A concurrent toggle of the same user that added it first: neither, the state as is.
      toggle: `removed AS (${remove}),
        added AS (${add('WHERE NOT EXISTS (SELECT 1 FROM removed)')})`,
    }[action];
    const [row] = await sqlRows<EngagementChangeRow>(
      this.db,
      `WITH post AS (
         SELECT p.id, p.user_id, p.community_id, ${this.posts.counts('p')}
           FROM ${this.posts.from('p')}
          WHERE p.id = $1::uuid AND ${visible}
            FOR NO KEY UPDATE OF p
       ), ${steps}
       SELECT post.user_id, post.community_id, ${this.posts.counts('post')},
              EXISTS (SELECT 1 FROM added) AS added, EXISTS (SELECT 1 FROM removed) AS removed,
              ${visibilitySql.audienceFacts('post.user_id')}
         FROM post`,
      params.values,
    );
    return row ?? null;
  }

  /** The user's like, save or repost of the post, in `tx`; false when it was there already. */
  async add(tx: Queryable, kind: EngagementKind, postId: string, userId: string): Promise<boolean> {
    const rows = await sqlRows(
      tx,
      `INSERT INTO ${TABLES[kind]} (post_id, user_id) VALUES ($1, $2)
       ON CONFLICT DO NOTHING RETURNING post_id`,
      [postId, userId],
    );
    return rows.length > 0;
  }

  /** Takes it back, in `tx`; false when there was none. */
  async remove(
    tx: Queryable,
    kind: EngagementKind,
    postId: string,
    userId: string,
  ): Promise<boolean> {
    const rows = await sqlRows(
      tx,
      `DELETE FROM ${TABLES[kind]} WHERE post_id = $1 AND user_id = $2 RETURNING post_id`,
      [postId, userId],
    );
    return rows.length > 0;
  }

  async hasLiked(postId: string, userId: string): Promise<boolean> {
    const rows = await sqlRows(
      this.db,
      `SELECT 1 FROM post_likes WHERE post_id = $1 AND user_id = $2`,
      [postId, userId],
    );
    return rows.length > 0;
  }

  /** `limit` of the post's likers after `after`, the latest first, as the viewer may see them. */
  likers(
    viewer: Viewer,
    postId: string,
    after: TimeCursor | null,
    limit: number,
  ): Promise<LikerRow[]> {
    const query = new SqlParams(after ? [postId, after.at, after.id] : [postId]);
    const visible = visibilitySql.user(query, 'u.id', viewer, {
      hibernatedAt: 'u.hibernated_at',
      suspendedAt: 'u.suspended_at',
    });
    return sqlRows<LikerRow>(
      this.db,
      `SELECT u.id, u.user_name, u.full_name, u.image_key, l.created_at AS liked_at,
              ${visibilitySql.publicProfile('u')} AS image_public
       FROM post_likes l ${joinUserSql('u', 'l.user_id')}
       WHERE l.post_id = $1 AND ${visible} ${after ? `AND (l.created_at, l.user_id) < ($2, $3::uuid)` : ''}
       ORDER BY l.created_at DESC, l.user_id DESC ${limitSql(limit)}`,
      query.values,
    );
  }
}
