import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { PostMediaFilter } from '../../contracts/posts';
import { limitSql, type Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import {
  engagedSql,
  type EngagementKind,
  savesOfPostsSql,
} from '../engagement/engagement.repository';
import { followsSql } from '../follow/follow.repository';
import { authorProbeSql } from '../users/user-row';
import {
  type AudienceFacts,
  type AudienceFactsRow,
  toAudienceFacts,
  visibilitySql,
} from '../visibility';
import { decodeTimeCursor, PageRequest, pageSize } from '../../core/http/pagination';
import { POST_COUNTS_COLUMNS, postCountsSql, type PostCountsRow } from './post-counts';
import type { PostRow } from './post.mapper';

/**
 * The text of the post queries, as pure functions of the viewer and the page. PostsRepository
 * runs them; the feed bench's bare `node:http` baseline (server/bench/baseline.cjs) runs the very
 * same text, so the two cannot drift and the bench compares request paths, not queries.
 */

export const MEDIA_CONDITION: Record<PostMediaFilter, string> = {
  video: 'p.video_key IS NOT NULL',
  image: 'p.image_key IS NOT NULL',
};

/** The viewer's own flags on post `p`: false for an anonymous caller. */
function viewerFlags(me: string | null): string {
  const flag = (kind: EngagementKind) => (me ? engagedSql(kind, me, 'p.id') : 'false');
  // Whether the viewer follows the author: one primary-key probe per row of the page.
  const followsAuthor = me ? followsSql(me, 'p.user_id') : 'false';
  return `${flag('like')} AS is_liked, ${flag('save')} AS is_saved,
        ${flag('repost')} AS is_reposted, ${followsAuthor} AS is_following_author`;
}

/** The author of post `p`, as `u` (a probe per post row: see `authorProbeSql`). */
const POST_AUTHOR = authorProbeSql('u', 'p.user_id');

/**
 * Columns of a PostRow as the viewer sees them (the author's online dot as their privacy allows);
 * binds the viewer in `params` when there is one. `from` names where the posts `p` come from
 * (joined to other tables whose `columns` are added).
 */
export function postSelectSql(
  params: SqlParams,
  viewerId: string | null,
  { from = 'posts p', columns = '' }: { from?: string; columns?: string } = {},
): string {
  const me = viewerId ? params.named('viewer', viewerId, 'uuid') : null;
  return `SELECT p.id, p.title, p.image_key, p.image_feed_key, p.video_key, p.community_id,
        p.image_width, p.image_height,
        ${postCountsSql('p')},
        p.created_at, p.updated_at,
        u.id AS author_id, u.full_name AS author_full_name, u.user_name AS author_user_name,
        ${visibilitySql.shownOnline(params, 'u', viewerId)} AS author_is_active,
        u.image_key AS author_image_key,
        ${viewerFlags(me)},
        ${visibilitySql.mayComment(params, 'p.user_id', viewerId)} AS can_comment,
        ${visibilitySql.post(params, 'p', null, { hibernatedAt: 'u.hibernated_at', suspendedAt: 'u.suspended_at' })} AS post_public,
        ${visibilitySql.publicProfile('u')} AS author_image_public${columns ? `, ${columns}` : ''}
      FROM ${from} ${POST_AUTHOR}`;
}

/** The one visibility rule for post `p` joined with its author `u`. */
export function visiblePostRowSql(params: SqlParams, viewerId: string | null): string {
  return visibilitySql.post(params, 'p', viewerId, {
    hibernatedAt: 'u.hibernated_at',
    suspendedAt: 'u.suspended_at',
  });
}

export interface PostsPageQuery {
  text: string;
  values: unknown[];
  /** The page size; the query asks for one row more, to know whether a next page exists. */
  limit: number;
  /** Who reads it (the media URLs are made for them). */
  viewer: string | null;
}

/**
 * One keyset page of posts newest first: `(created_at, id) < cursor` walks the
 * `(created_at DESC, id DESC)` index, so page 50 000 costs what page 1 costs.
 * Throws VALIDATION_FAILED 'Invalid cursor' for a cursor that does not decode.
 */
export function postsPageQuery(
  viewerId: string | null,
  page: PageRequest,
  extraWhere: ((params: SqlParams) => string) | null,
): PostsPageQuery {
  const limit = pageSize(page.limit);
  const params = new SqlParams();
  const select = postSelectSql(params, viewerId);
  const where = [visiblePostRowSql(params, viewerId)];
  if (extraWhere) where.push(extraWhere(params));
  if (page.cursor) {
    const c = decodeTimeCursor(page.cursor);
    where.push(`(p.created_at, p.id) < (${params.add(c.at)}, ${params.add(c.id, 'uuid')})`);
  }
  return {
    text: `${select} WHERE ${where.join(' AND ')}
       ORDER BY p.created_at DESC, p.id DESC ${limitSql(limit + 1)}`,
    values: params.values,
    limit,
    viewer: viewerId,
  };
}

/** The home feed's page: everyone's posts the viewer may see, optionally only videos or images. */
export function feedPageQuery(
  viewerId: string | null,
  page: PageRequest,
  media?: PostMediaFilter,
): PostsPageQuery {
  return postsPageQuery(viewerId, page, media ? () => MEDIA_CONDITION[media] : null);
}

/** SQL expression: how many posts the user whose id is `userId` (a column) has written. */
export function postCountSql(userId: string): string {
  return `(SELECT count(*)::int FROM posts cnt_p WHERE cnt_p.user_id = ${userId})`;
}

/**
 * SQL expression: how many of the posts of the user whose id is `userId` (a column) the viewer
 * may see, as their profile's grid shows them, in one walk of the author's posts. Under the one
 * rule their posts outside communities are all visible or none (it depends on the author, not on
 * the post), so that is asked once, of a post standing for them all; each community post asks it
 * for itself (membership). Posts moderation hid are left out one by one (`cnt_any` stands for
 * none of them: its null id is never hidden).
 */
export function visiblePostCountSql(params: SqlParams, userId: string, viewerId: string): string {
  const anyOwnPost = `(SELECT ${userId} AS user_id, NULL::uuid AS community_id, NULL::uuid AS id) cnt_any`;
  const ownPostsShown = `EXISTS (SELECT 1 FROM ${anyOwnPost}
    WHERE ${visibilitySql.post(params, 'cnt_any', viewerId)})`;
  return `(SELECT CASE WHEN ${ownPostsShown}
                   THEN count(*) FILTER (WHERE cnt_p.community_id IS NULL
                     AND ${visibilitySql.notModerated(params, 'post', 'cnt_p.id', viewerId)}) ELSE 0 END
                 + count(*) FILTER (WHERE cnt_p.community_id IS NOT NULL
                                      AND ${visibilitySql.post(params, 'cnt_p', viewerId)})
      FROM posts cnt_p WHERE cnt_p.user_id = ${userId})::int`;
}

type SavedRow = PostRow & { saved_at: Date };

/** A post's counters with who wrote it and where (who may hear of a change to them). */
export type PostCountsWithFacts = PostCountsRow & { community_id: string | null; user_id: string };

/** What a post's deletion answers: its media, its community and who held a notification of it. */
export type DeletedPostRow = Pick<
  PostRow,
  'image_key' | 'image_feed_key' | 'video_key' | 'community_id'
> & { notified: string[] };

/** The columns of a new post (its media already in the bucket). */
export interface PostInsert {
  userId: string;
  title: string;
  imageKey: string | null;
  imageFeedKey: string | null;
  videoKey: string | null;
  communityId: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
}

/**
 * Every statement of `posts` (this module owns it). Each read asks the one visibility rule in
 * its own SQL; the pages answer one row more than their `limit`, to tell whether another follows.
 */
/** The new post as its author sees it, and their audience facts for the push that announces it. */
export interface NewPostRow {
  post: PostRow;
  author: AudienceFacts | null;
}

@Injectable()
export class PostsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Runs one keyset page built by `postsPageQuery`. */
  private async page(query: PostsPageQuery): Promise<{ rows: PostRow[]; limit: number }> {
    const rows = await sqlRows<PostRow>(this.db, query.text, query.values);
    return { rows, limit: query.limit };
  }

  /** The home feed's page (`feedPageQuery`). */
  feedPage(
    viewerId: string | null,
    page: PageRequest,
    media?: PostMediaFilter,
  ): Promise<{ rows: PostRow[]; limit: number }> {
    return this.page(feedPageQuery(viewerId, page, media));
  }

  /** A page of `userId`'s posts. */
  userPage(
    viewerId: string | null,
    userId: string,
    page: PageRequest,
  ): Promise<{ rows: PostRow[]; limit: number }> {
    return this.page(
      postsPageQuery(viewerId, page, (params) => `p.user_id = ${params.add(userId, 'uuid')}`),
    );
  }

  /** A page of a community's posts. */
  communityPage(
    viewerId: string,
    communityId: string,
    page: PageRequest,
  ): Promise<{ rows: PostRow[]; limit: number }> {
    return this.page(
      postsPageQuery(
        viewerId,
        page,
        (params) => `p.community_id = ${params.add(communityId, 'uuid')}`,
      ),
    );
  }

  /**
   * The `limit` latest posts in the communities `communityIds` selects (an SQL subquery over the
   * viewer's placeholder), as the viewer may see them.
   */
  latestInCommunities(
    viewerId: string,
    limit: number,
    communityIds: (viewer: string) => string,
  ): Promise<PostRow[]> {
    const params = new SqlParams();
    const select = postSelectSql(params, viewerId);
    const member = communityIds(params.named('viewer', viewerId, 'uuid'));
    return sqlRows<PostRow>(
      this.db,
      `${select}
       WHERE p.community_id IN (${member}) AND ${visiblePostRowSql(params, viewerId)}
       ORDER BY p.created_at DESC, p.id DESC ${limitSql(limit)}`,
      params.values,
    );
  }

  /** A page of the posts `userId` saved, the latest save first. */
  async savedPage(userId: string, page: PageRequest): Promise<{ rows: SavedRow[]; limit: number }> {
    const limit = pageSize(page.limit);
    const params = new SqlParams();
    const select = postSelectSql(params, userId, {
      from: savesOfPostsSql('s', 'posts p', 'p'),
      columns: 's.created_at AS saved_at',
    });
    const where = [
      `s.user_id = ${params.named('viewer', userId, 'uuid')}`,
      visiblePostRowSql(params, userId),
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
    return { rows, limit };
  }

  /** How many posts `userId` has written (all of them, community posts included). */
  async countByUser(userId: string): Promise<number> {
    const [row] = await sqlRows<{ n: number }>(this.db, `SELECT ${postCountSql('$1::uuid')} AS n`, [
      userId,
    ]);
    return row?.n ?? 0;
  }

  /** Every media object key of the posts whose `where` (over `$1`, `param`) holds, in `db`. */
  async mediaKeysWhere(
    db: Queryable,
    where: 'user_id = $1' | 'community_id = $1',
    param: string,
  ): Promise<string[]> {
    const rows = await sqlRows<{ key: string | null }>(
      db,
      `SELECT unnest(ARRAY[image_key, image_feed_key, video_key]) AS key FROM posts
       WHERE ${where} AND (image_key IS NOT NULL OR video_key IS NOT NULL)`,
      [param],
    );
    return rows.map((r) => r.key).filter((key): key is string => Boolean(key));
  }

  /** The post's counters as the triggers left them in `m`, with its author and community. */
  async countsIn(m: Queryable, postId: string): Promise<PostCountsWithFacts | null> {
    const [row] = await sqlRows<PostCountsWithFacts>(
      m,
      `SELECT ${POST_COUNTS_COLUMNS}, community_id, user_id FROM posts WHERE id = $1`,
      [postId],
    );
    return row ?? null;
  }

  /** Locks the post's row until `m` ends; answers its author and community (null: gone). */
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

  /** One post as the viewer sees it; null when it does not exist or is hidden from them. */
  async byId(viewerId: string | null, postId: string): Promise<PostRow | null> {
    const params = new SqlParams();
    const select = postSelectSql(params, viewerId);
    const rows = await sqlRows<PostRow>(
      this.db,
      `${select} WHERE p.id = ${params.add(postId, 'uuid')} AND ${visiblePostRowSql(params, viewerId)}`,
      params.values,
    );
    return rows[0] ?? null;
  }

  /**
   * Inserts the post and reads it back as its author sees it, in one statement: the post's row
   * comes from the insert's RETURNING, the rest (author card, flags, visibility) from the tables
   * as they stood, which the new row changes nothing in (an author always sees their own post).
   */
  async insert(post: PostInsert): Promise<NewPostRow> {
    const params = new SqlParams([
      post.userId,
      post.title,
      post.imageKey,
      post.imageFeedKey,
      post.videoKey,
      post.communityId,
      post.imageWidth,
      post.imageHeight,
    ]).bind('viewer', '$1::uuid');
    const select = postSelectSql(params, post.userId, {
      from: 'inserted p',
      columns: visibilitySql.audienceFacts('$1::uuid'),
    });
    const [row] = await sqlRows<PostRow & AudienceFactsRow>(
      this.db,
      `WITH inserted AS (
         INSERT INTO posts (user_id, title, image_key, image_feed_key, video_key, community_id,
             image_width, image_height)
           VALUES ($1::uuid, $2, $3, $4, $5, $6::uuid, $7::int, $8::int)
         RETURNING *
       )
       ${select}`,
      params.values,
    );
    return { post: row, author: toAudienceFacts(row) };
  }

  async updateTitle(postId: string, title: string): Promise<void> {
    await this.db.query(`UPDATE posts SET title = $2, updated_at = now() WHERE id = $1`, [
      postId,
      title,
    ]);
  }

  /**
   * Deletes the author's post in `tx`; `notifiedAbout` is the SQL expression (over the post's
   * id) of who held a notification about it, read by the same statement. Null when none went.
   */
  async delete(
    tx: Queryable,
    postId: string,
    userId: string,
    notifiedAbout: (postId: string) => string,
  ): Promise<DeletedPostRow | null> {
    const [deleted] = await sqlRows<DeletedPostRow>(
      tx,
      `DELETE FROM posts WHERE id = $1 AND user_id = $2
         RETURNING image_key, image_feed_key, video_key, community_id,
                   ${notifiedAbout('$1::uuid')} AS notified`,
      [postId, userId],
    );
    return deleted ?? null;
  }

  /** The post's author and community when the viewer may see it; else null. */
  async authorOf(
    viewerId: string,
    postId: string,
  ): Promise<{ user_id: string; community_id: string | null } | null> {
    const params = new SqlParams([postId]);
    const [row] = await sqlRows<{ user_id: string; community_id: string | null }>(
      this.db,
      `SELECT p.user_id, p.community_id FROM posts p
        WHERE p.id = $1::uuid AND ${visibilitySql.post(params, 'p', viewerId)}`,
      params.values,
    );
    return row ?? null;
  }
}
