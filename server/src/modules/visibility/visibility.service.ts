import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import { AppError } from '../../core/http/app-error';
import { communityRoom } from '../../core/realtime/events';
import type { Audience } from '../../core/realtime/realtime-publisher';
import type { AudienceLevel } from '../../contracts/settings';
import {
  AuthorColumns,
  notBlockedEitherWaySql,
  shownOnlineSql,
  Viewer,
  visiblePostSql,
  visibleUserSql,
} from './visibility.sql';
import { lockPair } from './pair-lock';
import {
  accessTo,
  assertMayInteract,
  USER_NOT_FOUND,
  type Interaction,
  type RelationRow,
  relationColumnsSql,
  toUserRelation,
  type UserAccess,
  type UserRelation,
} from './user-relation';

export type { Viewer } from './visibility.sql';
export type { Interaction, UserAccess, UserRelation } from './user-relation';
export { CANNOT_MESSAGE, COMMENTS_DISABLED, USER_NOT_FOUND } from './user-relation';

export const POST_NOT_FOUND = 'Post not found';
export const FOLLOWERS_HIDDEN = "This user's followers and following are private";

/** The facts of a post the pushes about it need. */
export interface PostAudienceFacts {
  userId: string;
  communityId: string | null;
}

interface AudienceFacts {
  hibernated: boolean;
  postVisibility: AudienceLevel;
  showOnlineStatus: boolean;
  blockedEitherWay: string[];
}

/**
 * The one visibility rule: blocking, hibernation, privacy and community membership. Every read
 * path asks it — in its SQL (the fragments below) or through a check that throws — and every
 * socket push about a post or a person goes to the audience it answers. It only reads the
 * blocks, settings, membership and connection tables; their own modules keep the writes.
 *
 * Hidden things answer as if they did not exist (404), never 403, so a blocked user is not told.
 */
@Injectable()
export class VisibilityService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** SQL condition: the viewer may see the post in alias `post` (columns user_id, community_id). */
  visiblePost(params: SqlParams, post: string, viewer: Viewer, author?: AuthorColumns): string {
    return visiblePostSql(params, post, viewer, author);
  }

  /** SQL condition: the viewer may see the user whose id is `userId` (a column). */
  visibleUser(params: SqlParams, userId: string, viewer: Viewer, author?: AuthorColumns): string {
    return visibleUserSql(params, userId, viewer, author);
  }

  /** SQL expression: the online dot of users-table alias `users` as the viewer may see it. */
  shownOnline(params: SqlParams, users: string, viewer: Viewer): string {
    return shownOnlineSql(params, users, viewer);
  }

  /** The viewer's relation to `userId`, or null when no such user exists. */
  async relation(
    viewer: Viewer,
    userId: string,
    db: Queryable = this.db,
  ): Promise<UserRelation | null> {
    // An anonymous reader's relation is its own statement (constant columns): sharing one with
    // a viewer's would keep PostgreSQL re-planning it for every call, the two costing so differently.
    const params = new SqlParams([userId]);
    const [row] = await sqlRows<RelationRow>(
      db,
      `SELECT ${relationColumnsSql(params, 'u', 's', viewer)}
         FROM users u JOIN user_settings s ON s.user_id = u.id
        WHERE u.id = $1::uuid`,
      params.values,
    );
    return row ? toUserRelation(row, userId, viewer) : null;
  }

  /**
   * 404 'User not found' unless the viewer may see the user: it exists, is not hibernated, and
   * has not blocked the viewer. A user the viewer blocked stays reachable (the profile offers
   * Unblock); lists leave them out through `visibleUser`.
   */
  async assertCanSeeUser(viewer: Viewer, userId: string): Promise<UserAccess> {
    const r = await this.relation(viewer, userId);
    const access = r && accessTo(r);
    if (!access) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    return access;
  }

  /** 403 FOLLOWERS_HIDDEN when the user keeps their followers and following lists to themselves. */
  async assertCanSeeFollowers(viewer: Viewer, userId: string): Promise<void> {
    const access = await this.assertCanSeeUser(viewer, userId);
    if (!access.canSeeFollowers) throw new AppError('FOLLOWERS_HIDDEN', FOLLOWERS_HIDDEN);
  }

  /** 404 'Post not found' unless the post exists and the viewer may see it; answers its facts. */
  async assertCanSeePost(viewer: Viewer, postId: string): Promise<PostAudienceFacts> {
    const params = new SqlParams([postId]);
    const [row] = await sqlRows<{ user_id: string; community_id: string | null }>(
      this.db,
      `SELECT p.user_id, p.community_id FROM posts p
        WHERE p.id = $1::uuid AND ${this.visiblePost(params, 'p', viewer)}`,
      params.values,
    );
    if (!row) throw new AppError('NOT_FOUND', POST_NOT_FOUND);
    return { userId: row.user_id, communityId: row.community_id };
  }

  /** May the viewer act towards `userId`? (`assertMayInteract` says what each refusal is.) */
  async assertCanInteract(viewer: string, userId: string, kind: Interaction): Promise<void> {
    assertMayInteract(await this.relation(viewer, userId), kind);
  }

  /**
   * `assertCanInteract` for a new tie written in `tx`: under the pair's lock (`lockPair`), so a
   * block of the same two users is either seen here or made after the tie, which it then removes.
   */
  async assertCanTie(tx: Queryable, viewer: string, userId: string, kind: Interaction) {
    await lockPair(tx, viewer, userId);
    assertMayInteract(await this.relation(viewer, userId, tx), kind);
  }

  /** SQL condition: neither user blocked the other (for a statement that asks more at once). */
  notBlockedEitherWay(params: SqlParams, a: string, b: string): string {
    return notBlockedEitherWaySql(params.add(a, 'uuid'), params.add(b, 'uuid'));
  }

  /** Either user blocked the other. */
  async isBlockedEitherWay(a: string, b: string): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `SELECT 1 FROM blocks WHERE (blocker_id = $1 AND blocked_id = $2)
                               OR (blocker_id = $2 AND blocked_id = $1) LIMIT 1`,
      [a, b],
    );
    return rows.length > 0;
  }

  /** Everyone the user blocked or was blocked by. */
  async blockedEitherWay(userId: string): Promise<string[]> {
    const rows = await sqlRows<{ id: string }>(
      this.db,
      `SELECT blocked_id AS id FROM blocks WHERE blocker_id = $1
       UNION SELECT blocker_id FROM blocks WHERE blocked_id = $1`,
      [userId],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Who may hear of a post (its creation, edits, counts, comments): a community post's room, or
   * as its author's `postVisibility` says; never a user blocked either way, never anyone while
   * the author is hibernated.
   */
  async audienceOfPost(post: PostAudienceFacts): Promise<Audience> {
    const author = await this.audienceFacts(post.userId);
    if (!author || author.hibernated) return { kind: 'users', userIds: [post.userId] };
    const except = author.blockedEitherWay;
    if (post.communityId) return { kind: 'room', room: communityRoom(post.communityId), except };
    switch (author.postVisibility) {
      case 'public':
        return { kind: 'everyone', except };
      case 'friends':
        return {
          kind: 'users',
          userIds: [post.userId, ...(await this.connectionsOf(post.userId))],
        };
      case 'private':
        return { kind: 'users', userIds: [post.userId] };
    }
  }

  /**
   * Who may hear of a comment: the post's audience, minus anyone blocked either way with the
   * comment's author (nothing about a user reaches someone they blocked or who blocked them).
   */
  async audienceOfComment(post: PostAudienceFacts, authorId: string): Promise<Audience> {
    const audience = await this.audienceOfPost(post);
    if (authorId === post.userId) return audience;
    const hidden = await this.blockedEitherWay(authorId);
    if (hidden.length === 0) return audience;
    if (audience.kind === 'users') {
      return { kind: 'users', userIds: audience.userIds.filter((id) => !hidden.includes(id)) };
    }
    return { ...audience, except: [...new Set([...audience.except, ...hidden])] };
  }

  /**
   * Who may hear of a person (presence, profile changes): everyone but those blocked either way;
   * `online` pushes only when the user shows their online status.
   */
  async audienceOfUser(userId: string, about: 'profile' | 'online' = 'profile'): Promise<Audience> {
    const user = await this.audienceFacts(userId);
    if (!user || user.hibernated) return { kind: 'users', userIds: [userId] };
    if (about === 'online' && !user.showOnlineStatus) return { kind: 'users', userIds: [userId] };
    return { kind: 'everyone', except: user.blockedEitherWay };
  }

  /** What decides who hears of a user, in one statement (every push asks it). */
  private async audienceFacts(userId: string): Promise<AudienceFacts | null> {
    const [row] = await sqlRows<{
      hibernated: boolean;
      post_visibility: AudienceLevel;
      show_online_status: boolean;
      blocked: string[];
    }>(
      this.db,
      `SELECT u.hibernated_at IS NOT NULL AS hibernated, s.post_visibility, s.show_online_status,
              ARRAY(SELECT blocked_id FROM blocks WHERE blocker_id = u.id
                    UNION SELECT blocker_id FROM blocks WHERE blocked_id = u.id)::text[] AS blocked
         FROM users u JOIN user_settings s ON s.user_id = u.id
        WHERE u.id = $1::uuid`,
      [userId],
    );
    return row
      ? {
          hibernated: row.hibernated,
          postVisibility: row.post_visibility,
          showOnlineStatus: row.show_online_status,
          blockedEitherWay: row.blocked,
        }
      : null;
  }

  private async connectionsOf(userId: string): Promise<string[]> {
    const rows = await sqlRows<{ id: string }>(
      this.db,
      `SELECT CASE WHEN requester_id = $1 THEN recipient_id ELSE requester_id END AS id
         FROM connections
        WHERE (requester_id = $1 OR recipient_id = $1) AND status = 'connected'`,
      [userId],
    );
    return rows.map((r) => r.id);
  }
}
