import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { POST_NOT_FOUND, PostsService } from '../posts/posts.service';
import { toPostCounts } from '../posts/post-counts';
import {
  COMMENT_NOT_FOUND,
  COMMENTS_DISABLED,
  toAudienceFacts,
  VisibilityService,
  type Viewer,
} from '../visibility';
import type { CommentView, DeleteCommentAnswer } from '../../contracts/comments';
import type { PostCounts } from '../../contracts/posts';
import {
  encodeTimeCursor as encodeCursor,
  pageSize,
  type Page,
  type PageRequest,
} from '../../core/http/pagination';
import { buildCommentTree, CommentRow, findInTree, toCommentDto } from './comment-tree';
import { CommentsRepository, type NewCommentRow } from './comments.repository';
import type { CommentResponseDto } from './dto/comment.dto';
import { isForeignKeyViolation } from '../../core/http/known-errors';

export { COMMENT_NOT_FOUND };

/**
 * A page of comments from its statement's rows (one row of nulls when it is empty): the comments
 * as a tree, and a cursor after the last of its roots (`parentId`'s comments) when the statement
 * read more candidates than the page holds.
 */
function treePage(
  rows: CommentRow[],
  candidates: number,
  parentId: string | null,
  page: PageRequest,
  viewer: Viewer,
): Page<CommentResponseDto> {
  const limit = pageSize(page.limit);
  const comments = rows[0].id ? rows : [];
  const last = comments.filter((r) => r.parent_comment_id === parentId).at(-1);
  return {
    items: buildCommentTree(comments, viewer),
    nextCursor:
      candidates > limit && last ? encodeCursor({ at: last.created_at, id: last.id }) : null,
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
    private readonly repo: CommentsRepository,
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
    const seconds = this.config.COMMENT_COOLDOWN_SECONDS;
    let created: NewCommentRow | null;
    try {
      created = await this.repo.create(
        input.postId,
        userId,
        input.parentCommentId ?? null,
        input.comment,
        seconds,
      );
    } catch (error) {
      // The parent went away between the statement's look at it and the insert.
      if (isForeignKeyViolation(error)) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
      throw error;
    }
    if (!created) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    if (!created.may_comment) throw new AppError('COMMENTS_DISABLED', COMMENTS_DISABLED);
    if (input.parentCommentId && !created.parent_author_id)
      throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    if (!created.cooled) await this.refuseCooldown(userId, seconds);
    const post: CommentedPost = {
      postId: input.postId,
      communityId: created.community_id,
      postAuthorId: created.post_author_id,
    };
    // Read before the insert, under the post's lock: its trigger counted the comment since.
    const before = toPostCounts(created);
    const counts: PostCounts = {
      ...before,
      numOfComments: before.numOfComments + 1,
      countsVersion: before.countsVersion + 1,
    };
    this.changed(post, {
      commentId: created.id,
      authorId: userId,
      parentCommentId: created.parent_comment_id,
      parentAuthorId: created.parent_author_id,
      action: 'created',
      counts,
      audience: { postAuthor: toAudienceFacts(created), authorBlocked: created.commenter_blocked },
    });
    return toCommentDto(created, userId);
  }

  /** 429 with the seconds left of the user's cooldown (`create` found it running). */
  private async refuseCooldown(userId: string, seconds: number): Promise<never> {
    const wait = (await this.repo.cooldownWait(this.db, userId, seconds)) ?? seconds;
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
    const rows = await this.repo.postPage(viewerId, postId, page);
    if (rows.length === 0) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    const [first] = rows;
    return {
      ...treePage(rows, first.tops, null, page, viewerId),
      postCounts: toPostCounts(first),
    };
  }

  /**
   * One comment with its first replies, as `viewerId` may see it (a push says which one changed):
   * 404 when it, or a comment above it, is hidden from the reader.
   */
  async view(viewerId: string | null, commentId: string): Promise<CommentView> {
    const rows = await this.repo.commentThread(viewerId, commentId);
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
    const rows = await this.repo.repliesPage(viewerId, commentId, page);
    if (rows.length === 0) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    return treePage(rows, rows[0].kids, commentId, page, viewerId);
  }

  /** The comment `commentId` and the replies under it, as the viewer may see them. */
  private async readThread(viewer: Viewer, commentId: string): Promise<CommentResponseDto> {
    const rows = await this.repo.thread(viewer, commentId);
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
    await this.repo.updateText(commentId, text);
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
      const deleted = await this.repo.deleteThread(m, commentId);
      if (deleted === 0) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
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
    const row = await this.repo.authored(userId, commentId);
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
