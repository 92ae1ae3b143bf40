import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { limitSql, type Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import {
  decodeTimeCursor as decodeCursor,
  pageSize,
  type PageRequest,
} from '../../core/http/pagination';
import { postCountsSql, type PostCountsRow } from '../posts/post-counts';
import { fromPostsSql, joinPostSql } from '../posts/posts.sql';
import { joinUserSql } from '../users/user-row';
import { type AudienceFactsRow, visibilitySql, type Viewer } from '../visibility';
import type { CommentRow } from './comment-tree';

/** A `CommentRow` of comments `c` and their authors `u`. */
const COMMENT_COLUMNS = `c.id, c.post_id, c.parent_comment_id, c.comment, c.created_at,
    c.updated_at, u.id AS user_id, u.user_name, u.full_name, u.image_key,
    ${visibilitySql.publicProfile('u')} AS image_public`;

/** Replies a comment shows before its `repliesCursor` pages the rest. */
const REPLIES_SHOWN = 3;
/** Levels of replies opened under each comment a page starts from; deeper ones page in. */
const REPLY_LEVELS_SHOWN = 2;

/**
 * The CTE `thread`: the roots `roots` selects (an `id` column), and under each the first
 * REPLIES_SHOWN replies of every comment, REPLY_LEVELS_SHOWN levels deep, as far as
 * `visible(authorColumn)` lets the viewer see: a hidden author's comment is left out with the
 * replies under it. One more reply a comment is read (`beyond`), and one below the last level,
 * only to tell that more follow. Each comment's replies walk `comments_parent_order_idx` and stop
 * there, however many it has. Goes in a `WITH RECURSIVE`.
 */
const threadSql = (roots: string, visible: (authorId: string) => string) => `thread AS (
    SELECT r.id, 0 AS depth, false AS beyond FROM (${roots}) r
    UNION ALL
    SELECT kid.id, t.depth + 1, kid.beyond FROM thread t
     CROSS JOIN LATERAL (
       SELECT c.id, t.depth = ${REPLY_LEVELS_SHOWN}
                 OR row_number() OVER (ORDER BY c.created_at, c.id) > ${REPLIES_SHOWN} AS beyond
         FROM comments c
        WHERE c.parent_comment_id = t.id AND ${visible('c.user_id')}
        ORDER BY c.created_at, c.id
        LIMIT CASE WHEN t.depth = ${REPLY_LEVELS_SHOWN} THEN 1 ELSE ${REPLIES_SHOWN + 1} END
     ) kid
     WHERE NOT t.beyond
  )`;

/**
 * The thread's comments with their authors (`beyond` as `threadSql` reads it). Each is probed by
 * its key: the thread's size is a recursive guess, and with a small table PostgreSQL hashed all
 * of `comments` for a handful of rows.
 */
const THREAD_COMMENTS = `SELECT c.*, t.beyond FROM thread t CROSS JOIN LATERAL (
    SELECT ${COMMENT_COLUMNS} FROM comments c ${joinUserSql('u', 'c.user_id')}
     WHERE c.id = t.id OFFSET 0
  ) c`;

/** The CTE `above`: the comment `$1` and every comment above it, up to the top level. */
const ABOVE_SQL = `above AS (
    SELECT c.id, c.parent_comment_id, c.user_id, c.post_id FROM comments c WHERE c.id = $1::uuid
    UNION ALL
    SELECT c.id, c.parent_comment_id, c.user_id, c.post_id
      FROM comments c JOIN above a ON c.id = a.parent_comment_id
  )`;

/** No author in `above` is hidden from the reader (a hidden comment hides what is under it). */
const noneHiddenAbove = (visible: (authorId: string) => string) =>
  `NOT EXISTS (SELECT 1 FROM above h WHERE NOT (${visible('h.user_id')}))`;

/**
 * A keyset page of comments (oldest first) under the statement's first parameter `key`: its
 * parameters, the candidates' condition on `c` and the roots kept from a CTE of those candidates.
 */
function commentPage(key: string, page: PageRequest) {
  const limit = pageSize(page.limit);
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  return {
    params: new SqlParams(after ? [key, after.at, after.id] : [key]),
    /** The candidates' condition and order: after the cursor, one more than the page. */
    candidates: `${after ? 'AND (c.created_at, c.id) > ($2::timestamptz, $3::uuid)' : ''}
          ORDER BY c.created_at, c.id ${limitSql(limit + 1)}`,
    keptRoots: (candidates: string) => `SELECT kept.id
      FROM (SELECT id, created_at FROM ${candidates} ORDER BY created_at, id ${limitSql(limit)}) kept`,
  };
}

/**
 * What `create` did: the post's facts and counters (before the insert), who may hear of it (the
 * post author's audience facts, the commenter's blocks), whether the user may
 * comment, the parent's author, whether the cooldown let the comment in, and the comment (its
 * columns null when it was not written).
 */
export type NewCommentRow = CommentRow &
  PostCountsRow &
  AudienceFactsRow & {
    /** Everyone blocked either way with the commenter (left out of the comment's push). */
    commenter_blocked: string[];
    post_author_id: string;
    community_id: string | null;
    may_comment: boolean;
    parent_author_id: string | null;
    cooled: boolean;
  };

/** A comment with its post's facts, as editing or deleting it needs them. */
export interface AuthoredCommentRow {
  user_id: string;
  post_id: string;
  community_id: string | null;
  post_author_id: string;
  parent_comment_id: string | null;
  parent_author_id: string | null;
}

/**
 * Every statement of `comments` and `comment_cooldowns` (this module owns them). Each read asks
 * the visibility rule in its own SQL. The thread reads answer rows that hold one page: the
 * service builds the tree from them.
 */
@Injectable()
export class CommentsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whole seconds (at least 1) until the user's cooldown of `seconds` ends; null without one. */
  async cooldownWait(tx: Queryable, userId: string, seconds: number): Promise<number | null> {
    const [row] = (await tx.query(
      `SELECT greatest(1, ceil(extract(epoch FROM
         last_comment_at + make_interval(secs => $2) - clock_timestamp())))::int AS wait
       FROM comment_cooldowns WHERE user_id = $1`,
      [userId, seconds],
    )) as { wait: number }[];
    return row?.wait ?? null;
  }

  /**
   * The whole comment in one statement (one round trip, one commit): the post, when the user may
   * see it, locked (`FOR NO KEY UPDATE`: comments on one post in turn, likes still in), whether
   * its author's `allowComments` lets the user in, the parent (on that post, by an author the
   * user may see), the cooldown taken (`seconds` > 0), and the comment with its author. No row:
   * the post is missing or hidden. The post's counters are those before the insert: under the
   * lock its trigger moves `num_of_comments` by exactly one, and the version with it.
   */
  async create(
    postId: string,
    userId: string,
    parentCommentId: string | null,
    comment: string,
    cooldownSeconds: number,
  ): Promise<NewCommentRow | null> {
    const params = new SqlParams([postId, parentCommentId, comment]);
    const visible = visibilitySql.post(params, 'p', userId);
    const mayComment = visibilitySql.mayComment(params, 'p.user_id', userId);
    const parentVisible = visibilitySql.user(params, 'c.user_id', userId);
    const user = params.named('viewer', userId, 'uuid');
    const cooled =
      cooldownSeconds > 0
        ? `INSERT INTO comment_cooldowns (user_id, last_comment_at)
             SELECT ${user}, clock_timestamp() FROM allowed
           ON CONFLICT (user_id) DO UPDATE SET last_comment_at = clock_timestamp()
           WHERE comment_cooldowns.last_comment_at
                 <= clock_timestamp() - make_interval(secs => ${params.add(cooldownSeconds, 'int')})
           RETURNING user_id`
        : `SELECT 1 FROM allowed`;
    const [row] = await sqlRows<NewCommentRow>(
      this.db,
      `WITH post AS (
         SELECT p.id, p.user_id, p.community_id, ${postCountsSql('p')}, ${mayComment} AS may_comment
           FROM ${fromPostsSql('p')}
          WHERE p.id = $1::uuid AND ${visible}
            FOR NO KEY UPDATE OF p
       ), parent AS (
         SELECT c.user_id FROM comments c JOIN post ON c.post_id = post.id
          WHERE c.id = $2::uuid AND ${parentVisible}
       ), allowed AS (
         SELECT 1 FROM post
          WHERE post.may_comment AND ($2::uuid IS NULL OR EXISTS (SELECT 1 FROM parent))
       ), cooled AS (${cooled}
       ), inserted AS (
         INSERT INTO comments (post_id, user_id, parent_comment_id, comment)
         SELECT $1::uuid, ${user}, $2::uuid, $3::text FROM cooled
         RETURNING *
       )
       SELECT post.user_id AS post_author_id, post.community_id, ${postCountsSql('post')},
              post.may_comment, (SELECT user_id FROM parent) AS parent_author_id,
              EXISTS (SELECT 1 FROM cooled) AS cooled,
              c.id, c.post_id, c.parent_comment_id, c.comment, c.created_at, c.updated_at,
              u.id AS user_id, u.user_name, u.full_name, u.image_key,
              ${visibilitySql.publicProfile('u')} AS image_public,
              ${visibilitySql.audienceFacts('post.user_id')},
              ${visibilitySql.blockedEitherWay(user)} AS commenter_blocked
         FROM post LEFT JOIN inserted c ON true ${joinUserSql('u', 'c.user_id', 'LEFT JOIN')}`,
      params.values,
    );
    return row ?? null;
  }

  /**
   * The post's visibility and count, the page's top-level comments (one more than the page, to
   * tell whether another follows; `tops`) and their threads, in one statement: no row when the
   * post is hidden, one row with a null id when this page has no comments. Keyset on
   * `(created_at, id)`, the partial index `comments_post_top_idx`.
   */
  postPage(
    viewerId: Viewer,
    postId: string,
    page: PageRequest,
  ): Promise<(CommentRow & PostCountsRow & { tops: number })[]> {
    const { params, candidates, keptRoots } = commentPage(postId, page);
    const visible = (authorId: string) => visibilitySql.user(params, authorId, viewerId);
    return sqlRows<CommentRow & PostCountsRow & { tops: number }>(
      this.db,
      `WITH RECURSIVE post AS (
         SELECT p.id, ${postCountsSql('p')} FROM ${fromPostsSql('p')}
          WHERE p.id = $1::uuid AND ${visibilitySql.post(params, 'p', viewerId)}
       ), top AS (
         SELECT c.id, c.created_at FROM comments c
          WHERE c.post_id = (SELECT id FROM post) AND c.parent_comment_id IS NULL
            AND ${visible('c.user_id')}
            AND ${visibilitySql.notModerated(params, 'comment', 'c.id', viewerId)} ${candidates}
       ), ${threadSql(keptRoots('top'), visible)}
       SELECT ${postCountsSql('post')}, (SELECT count(*) FROM top)::int AS tops,
              page.*
         FROM post LEFT JOIN (${THREAD_COMMENTS}) page ON true
        ORDER BY page.created_at, page.id`,
      params.values,
    );
  }

  /**
   * The comment's post (may the reader see it, and its counts) and the comment's thread, in one
   * statement (every reader of a busy thread asks at each new comment): no row when the comment
   * does not exist, a row with a null id when it, or a comment above it, is hidden.
   */
  commentThread(
    viewerId: Viewer,
    commentId: string,
  ): Promise<(CommentRow & PostCountsRow & { post_visible: boolean })[]> {
    const params = new SqlParams([commentId]);
    const visible = (authorId: string) => visibilitySql.user(params, authorId, viewerId);
    return sqlRows<CommentRow & PostCountsRow & { post_visible: boolean }>(
      this.db,
      `WITH RECURSIVE ${ABOVE_SQL}, post AS (
         SELECT ${postCountsSql('p')},
                ${visibilitySql.post(params, 'p', viewerId)} AS post_visible
           FROM above a ${joinPostSql('p', 'a.post_id')}
          WHERE a.id = $1::uuid
       ), ${threadSql(
         `SELECT a.id FROM above a
           WHERE a.id = $1::uuid AND (SELECT post_visible FROM post) AND ${noneHiddenAbove(visible)}`,
         visible,
       )}
       SELECT post.*, page.* FROM post LEFT JOIN (${THREAD_COMMENTS}) page ON true
        ORDER BY page.created_at, page.id`,
      params.values,
    );
  }

  /**
   * A page of the replies to `commentId` (one more than the page; `kids`) with their threads:
   * no row unless the viewer may see the post, the comment and every comment above it, one row
   * with a null id when this page has none.
   */
  repliesPage(
    viewerId: Viewer,
    commentId: string,
    page: PageRequest,
  ): Promise<(CommentRow & { kids: number })[]> {
    const { params, candidates, keptRoots } = commentPage(commentId, page);
    const visible = (authorId: string) => visibilitySql.user(params, authorId, viewerId);
    return sqlRows<CommentRow & { kids: number }>(
      this.db,
      `WITH RECURSIVE ${ABOVE_SQL}, parent AS (
         SELECT a.id FROM above a ${joinPostSql('p', 'a.post_id')}
          WHERE a.id = $1::uuid AND ${visibilitySql.post(params, 'p', viewerId)}
            AND ${noneHiddenAbove(visible)}
       ), kids AS (
         SELECT c.id, c.created_at FROM comments c
          WHERE c.parent_comment_id = (SELECT id FROM parent) AND ${visible('c.user_id')}
            AND ${visibilitySql.notModerated(params, 'comment', 'c.id', viewerId)} ${candidates}
       ), ${threadSql(keptRoots('kids'), visible)}
       SELECT (SELECT count(*) FROM kids)::int AS kids, page.*
         FROM parent LEFT JOIN (${THREAD_COMMENTS}) page ON true
        ORDER BY page.created_at, page.id`,
      params.values,
    );
  }

  /** The comment `commentId` and the replies under it, as the viewer may see them. */
  thread(viewer: Viewer, commentId: string): Promise<CommentRow[]> {
    const params = new SqlParams([commentId]);
    const visible = (authorId: string) => visibilitySql.user(params, authorId, viewer);
    return sqlRows<CommentRow>(
      this.db,
      `WITH RECURSIVE ${threadSql(
        `SELECT r.id FROM comments r WHERE r.id = $1::uuid AND ${visible('r.user_id')}`,
        visible,
      )}
       ${THREAD_COMMENTS} ORDER BY c.created_at, c.id`,
      params.values,
    );
  }

  async updateText(commentId: string, text: string): Promise<void> {
    await this.db.query(`UPDATE comments SET comment = $2, updated_at = now() WHERE id = $1`, [
      commentId,
      text,
    ]);
  }

  /** Deletes the comment and every reply under it in `tx`; answers how many went (0: none). */
  async deleteThread(tx: Queryable, commentId: string): Promise<number> {
    const rows = await sqlRows<{ id: string }>(
      tx,
      `WITH RECURSIVE thread AS (
           SELECT id FROM comments WHERE id = $1
           UNION ALL
           SELECT c.id FROM comments c JOIN thread t ON c.parent_comment_id = t.id
         )
         DELETE FROM comments WHERE id IN (SELECT id FROM thread) RETURNING id`,
      [commentId],
    );
    return rows.length;
  }

  /**
   * The comment with its post's facts and its parent's author, when the viewer may see it (its
   * post and its author); else null.
   */
  async authored(viewerId: string, commentId: string): Promise<AuthoredCommentRow | null> {
    const params = new SqlParams([commentId]);
    const [row] = await sqlRows<AuthoredCommentRow>(
      this.db,
      `SELECT c.user_id, c.post_id, p.community_id, p.user_id AS post_author_id,
              c.parent_comment_id, parent.user_id AS parent_author_id
         FROM comments c ${joinPostSql('p', 'c.post_id')}
         LEFT JOIN comments parent ON parent.id = c.parent_comment_id
        WHERE c.id = $1::uuid AND ${visibilitySql.comment(params, 'c', viewerId)}`,
      params.values,
    );
    return row ?? null;
  }
}
