import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { POST_NOT_FOUND, PostsService } from '../posts/posts.service';
import { fromPostsSql, joinPostSql } from '../posts/posts.sql';
import { joinUserSql } from '../users/user-row';
import { postCountsSql, toPostCounts, type PostCountsRow } from '../posts/post-counts';
import { limitSql, SqlParams, sqlRows } from '../../core/database/sql';
import { COMMENT_NOT_FOUND, VisibilityService, visibilitySql, type Viewer } from '../visibility';
import type { CommentView, DeleteCommentAnswer } from '../../contracts/comments';
import type { PostCounts } from '../../contracts/posts';
import {
  decodeTimeCursor as decodeCursor,
  encodeTimeCursor as encodeCursor,
  pageSize,
  type Page,
  type PageRequest,
} from '../../core/http/pagination';
import { buildCommentTree, CommentRow, findInTree, toCommentDto } from './comment-tree';
import type { CommentResponseDto } from './dto/comment.dto';
import { isForeignKeyViolation } from '../../core/http/known-errors';

export { COMMENT_NOT_FOUND };

/** A `CommentRow` of comments `c` and their authors `u`. */
const COMMENT_COLUMNS = `c.id, c.post_id, c.parent_comment_id, c.comment, c.created_at,
    c.updated_at, u.id AS user_id, u.user_name, u.full_name, u.image_key,
    ${visibilitySql.publicProfile('u')} AS image_public`;

const SELECT_COMMENTS = `SELECT ${COMMENT_COLUMNS} FROM comments c ${joinUserSql('u', 'c.user_id')}`;

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
 * parameters, the candidates' condition on `c`, the roots kept from a CTE of those candidates,
 * and the next page's cursor from the roots read.
 */
function commentPage(key: string, page: PageRequest, viewer: Viewer) {
  const limit = pageSize(page.limit);
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  return {
    params: new SqlParams(after ? [key, after.at, after.id] : [key]),
    /** The candidates' condition and order: after the cursor, one more than the page. */
    candidates: `${after ? 'AND (c.created_at, c.id) > ($2::timestamptz, $3::uuid)' : ''}
          ORDER BY c.created_at, c.id ${limitSql(limit + 1)}`,
    keptRoots: (candidates: string) => `SELECT kept.id
      FROM (SELECT id, created_at FROM ${candidates} ORDER BY created_at, id ${limitSql(limit)}) kept`,
    /**
     * The page from its statement's rows (one row of nulls when it is empty): the comments as a
     * tree, and a cursor after the last of its roots (`parentId`'s comments) when `candidates`
     * held more than the page.
     */
    treePage: (rows: CommentRow[], candidates: number, parentId: string | null) => {
      const comments = rows[0].id ? rows : [];
      const last = comments.filter((r) => r.parent_comment_id === parentId).at(-1);
      return {
        items: buildCommentTree(comments, viewer),
        nextCursor:
          candidates > limit && last ? encodeCursor({ at: last.created_at, id: last.id }) : null,
      };
    },
  };
}

/** One page of a post's thread, and the post's comment count (comments and replies). */
export interface CommentsPageResult {
  items: CommentResponseDto[];
  nextCursor: string | null;
  postCounts: PostCounts;
}

export interface NewComment {
  postId: string;
  comment: string;
  parentCommentId?: string | null;
}

/** The post a comment belongs to, as the comment's domain events carry it. */
type CommentedPost = Pick<
  DomainEvents['comment.changed'],
  'postId' | 'communityId' | 'postAuthorId'
>;

/**
 * Threaded comments. The post's `num_of_comments` counts every comment and reply; a trigger moves
 * it with each row (replies deleted by cascade included), and the post row is locked first, so a
 * delete of a thread and a reply to it can never leave the count off.
 */
@Injectable()
export class CommentsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly events: EventEmitter2,
    private readonly visibility: VisibilityService,
    private readonly posts: PostsService,
  ) {}

  /**
   * 404 when the post is hidden from the commenter; 403 COMMENTS_DISABLED when its author's
   * `allowComments` leaves them out (the author always may); a reply to a comment whose author
   * is blocked either way is 404, as if it did not exist.
   */
  async create(userId: string, input: NewComment): Promise<CommentResponseDto> {
    const target = await this.visibility.assertCanSeePost(userId, input.postId);
    await this.visibility.assertCanInteract(userId, target.userId, 'comment');
    let created: {
      row: CommentRow;
      post: CommentedPost;
      parentAuthorId: string | null;
      counts: PostCounts;
    };
    try {
      created = await this.db.transaction(async (m) => {
        await this.takeCooldown(m, userId);
        const locked = await this.posts.lockRow(m, input.postId, 'no key update');
        if (!locked) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
        const post: CommentedPost = {
          postId: input.postId,
          communityId: locked.community_id,
          postAuthorId: locked.user_id,
        };
        let parentAuthorId: string | null = null;
        if (input.parentCommentId) {
          const [parent] = await sqlRows<{ user_id: string }>(
            m,
            `SELECT user_id FROM comments WHERE id = $1 AND post_id = $2`,
            [input.parentCommentId, input.postId],
          );
          if (!parent || !(await this.visibility.sees(userId, parent.user_id)))
            throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
          parentAuthorId = parent.user_id;
        }
        const [inserted]: { id: string }[] = await m.query(
          `INSERT INTO comments (post_id, user_id, parent_comment_id, comment)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [input.postId, userId, input.parentCommentId ?? null, input.comment],
        );
        const [row]: CommentRow[] = await m.query(`${SELECT_COMMENTS} WHERE c.id = $1`, [
          inserted.id,
        ]);
        // The insert's trigger has counted it: the count read here includes it.
        const counted = await this.posts.countsIn(m, input.postId);
        if (!counted) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
        return { row, post, parentAuthorId, counts: toPostCounts(counted) };
      });
    } catch (error) {
      // The parent (or the post) went away between the check and the insert.
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
      throw error;
    }
    const { row, post, parentAuthorId, counts } = created;
    this.changed(post, {
      commentId: row.id,
      authorId: userId,
      parentCommentId: row.parent_comment_id,
      parentAuthorId,
      action: 'created',
      counts,
    });
    return toCommentDto(row, userId);
  }

  /**
   * One comment per COMMENT_COOLDOWN_SECONDS per user, decided by one atomic upsert (so two
   * concurrent requests cannot both pass). Rolled back with the comment if that fails.
   */
  private async takeCooldown(m: EntityManager, userId: string): Promise<void> {
    const seconds = this.config.COMMENT_COOLDOWN_SECONDS;
    if (seconds <= 0) return;
    const taken: unknown[] = await m.query(
      `INSERT INTO comment_cooldowns (user_id, last_comment_at) VALUES ($1, clock_timestamp())
       ON CONFLICT (user_id) DO UPDATE SET last_comment_at = clock_timestamp()
       WHERE comment_cooldowns.last_comment_at <= clock_timestamp() - make_interval(secs => $2)
       RETURNING user_id`,
      [userId, seconds],
    );
    if (taken.length > 0) return;
    const [row]: { wait: number }[] = await m.query(
      `SELECT greatest(1, ceil(extract(epoch FROM
         last_comment_at + make_interval(secs => $2) - clock_timestamp())))::int AS wait
       FROM comment_cooldowns WHERE user_id = $1`,
      [userId, seconds],
    );
    const wait = row?.wait ?? seconds;
    throw new AppError(
      'RATE_LIMITED',
      `Please wait ${wait} seconds before commenting again.`,
      undefined,
      { retryAfter: wait },
    );
  }

  /**
   * A page of top-level comments, oldest first (keyset on `(created_at, id)`, the partial index
   * `comments_post_top_idx`), each with its first replies nested (`threadSql`).
   */
  async list(
    viewerId: string | null,
    postId: string,
    page: PageRequest = {},
  ): Promise<CommentsPageResult> {
    const { params, candidates, keptRoots, treePage } = commentPage(postId, page, viewerId);
    const visible = (authorId: string) => this.visibility.visibleUser(params, authorId, viewerId);
    // The post's visibility and count, the page's top-level comments (one more than the page, to
    // tell whether another follows) and their threads, in one statement: no row when the post is
    // hidden, one row with a null id when this page has no comments.
    const rows = await sqlRows<CommentRow & PostCountsRow & { tops: number }>(
      this.db,
      `WITH RECURSIVE post AS (
         SELECT p.id, ${postCountsSql('p')} FROM ${fromPostsSql('p')}
          WHERE p.id = $1::uuid AND ${this.visibility.visiblePost(params, 'p', viewerId)}
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
    if (rows.length === 0) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    const [first] = rows;
    return { ...treePage(rows, first.tops, null), postCounts: toPostCounts(first) };
  }

  /**
   * One comment with its first replies, as `viewerId` may see it (a push says which one changed):
   * 404 when it, or a comment above it, is hidden from the reader.
   */
  async view(viewerId: string | null, commentId: string): Promise<CommentView> {
    const params = new SqlParams([commentId]);
    const visible = (authorId: string) => this.visibility.visibleUser(params, authorId, viewerId);
    // The comment's post (may the reader see it, and its counts) and the comment's thread, in one
    // statement (every reader of a busy thread asks at each new comment): no row when the comment
    // does not exist, a row with a null id when it, or a comment above it, is hidden.
    const rows = await sqlRows<CommentRow & PostCountsRow & { post_visible: boolean }>(
      this.db,
      `WITH RECURSIVE ${ABOVE_SQL}, post AS (
         SELECT ${postCountsSql('p')},
                ${this.visibility.visiblePost(params, 'p', viewerId)} AS post_visible
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
    if (rows.length === 0) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    const [first] = rows;
    if (!first.post_visible) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    const comment = findInTree(buildCommentTree(first.id ? rows : [], viewerId), commentId);
    if (!comment) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    const postCounts = toPostCounts(first);
    return { comment, numOfComments: postCounts.numOfComments, postCounts };
  }

  /**
   * A page of the replies to `commentId`, oldest first (keyset on `(created_at, id)`), each with
   * its first replies nested. 404 unless the viewer may see the post, the comment and every
   * comment above it (a hidden author's comment hides the replies under it, as in the thread).
   */
  async replies(
    viewerId: string | null,
    commentId: string,
    page: PageRequest = {},
  ): Promise<Page<CommentResponseDto>> {
    const { params, candidates, keptRoots, treePage } = commentPage(commentId, page, viewerId);
    const visible = (authorId: string) => this.visibility.visibleUser(params, authorId, viewerId);
    const rows = await sqlRows<CommentRow & { kids: number }>(
      this.db,
      `WITH RECURSIVE ${ABOVE_SQL}, parent AS (
         SELECT a.id FROM above a ${joinPostSql('p', 'a.post_id')}
          WHERE a.id = $1::uuid AND ${this.visibility.visiblePost(params, 'p', viewerId)}
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
    if (rows.length === 0) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    return treePage(rows, rows[0].kids, commentId);
  }

  /** The comment `commentId` and the replies under it, as the viewer may see them. */
  private async readThread(viewer: Viewer, commentId: string): Promise<CommentResponseDto> {
    const params = new SqlParams([commentId]);
    const visible = (authorId: string) => this.visibility.visibleUser(params, authorId, viewer);
    const rows = await sqlRows<CommentRow>(
      this.db,
      `WITH RECURSIVE ${threadSql(
        `SELECT r.id FROM comments r WHERE r.id = $1::uuid AND ${visible('r.user_id')}`,
        visible,
      )}
       ${THREAD_COMMENTS} ORDER BY c.created_at, c.id`,
      params.values,
    );
    const node = findInTree(buildCommentTree(rows, viewer), commentId);
    if (!node) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    return node;
  }

  async edit(userId: string, commentId: string, text: string): Promise<CommentResponseDto> {
    const { post, parentCommentId, parentAuthorId } = await this.assertAuthor(
      userId,
      commentId,
      'You can only edit your own comments.',
    );
    await this.db.query(`UPDATE comments SET comment = $2, updated_at = now() WHERE id = $1`, [
      commentId,
      text,
    ]);
    this.changed(post, {
      commentId,
      authorId: userId,
      parentCommentId,
      parentAuthorId,
      action: 'updated',
      counts: null,
    });
    // The author's own comment, even under one of a user who has blocked them since.
    return this.readThread(userId, commentId);
  }

  /** Deletes the comment and every reply under it; answers the post's new comment count. */
  async delete(userId: string, commentId: string): Promise<DeleteCommentAnswer> {
    const { post, parentCommentId, parentAuthorId } = await this.assertAuthor(
      userId,
      commentId,
      'You can only delete your own comments.',
    );
    const { postId } = post;
    const result = await this.db.transaction(async (m) => {
      await this.posts.lockRow(m, postId, 'update');
      const rows = await sqlRows<{ id: string }>(
        m,
        `WITH RECURSIVE thread AS (
           SELECT id FROM comments WHERE id = $1
           UNION ALL
           SELECT c.id FROM comments c JOIN thread t ON c.parent_comment_id = t.id
         )
         DELETE FROM comments WHERE id IN (SELECT id FROM thread) RETURNING id`,
        [commentId],
      );
      if (rows.length === 0) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
      const after = await this.posts.countsIn(m, postId);
      if (!after) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
      return toPostCounts(after);
    });
    this.changed(post, {
      commentId,
      authorId: userId,
      parentCommentId,
      parentAuthorId,
      action: 'deleted',
      counts: result,
    });
    return result;
  }

  private async assertAuthor(
    userId: string,
    commentId: string,
    message: string,
  ): Promise<{
    post: CommentedPost;
    parentCommentId: string | null;
    parentAuthorId: string | null;
  }> {
    // Only a comment the caller may see (its post and its author) is theirs to edit or delete:
    // one on a post hidden from them since (they left its community, its author blocked them
    // or turned it private) does not exist for them.
    const params = new SqlParams([commentId]);
    const [row] = await sqlRows<{
      user_id: string;
      post_id: string;
      community_id: string | null;
      post_author_id: string;
      parent_comment_id: string | null;
      parent_author_id: string | null;
    }>(
      this.db,
      `SELECT c.user_id, c.post_id, p.community_id, p.user_id AS post_author_id,
              c.parent_comment_id, parent.user_id AS parent_author_id
         FROM comments c ${joinPostSql('p', 'c.post_id')}
         LEFT JOIN comments parent ON parent.id = c.parent_comment_id
        WHERE c.id = $1::uuid AND ${this.visibility.visibleComment(params, 'c', userId)}`,
      params.values,
    );
    if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    if (row.user_id !== userId) throw new AppError('FORBIDDEN', message);
    return {
      post: {
        postId: row.post_id,
        communityId: row.community_id,
        postAuthorId: row.post_author_id,
      },
      parentCommentId: row.parent_comment_id,
      parentAuthorId: row.parent_author_id,
    };
  }

  private changed(
    post: CommentedPost,
    comment: Omit<DomainEvents['comment.changed'], keyof CommentedPost>,
  ): void {
    const payload: DomainEvents['comment.changed'] = { ...post, ...comment };
    this.events.emit('comment.changed', payload);
  }
}
