import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Queryable, SqlParams, sqlRows } from '../../core/database/sql';
import { AppError } from '../../core/http/app-error';
import { isUuid } from '../../core/http/uuid';
import { communityRoom, presenceRoom } from '../../core/realtime/events';
import type { Audience } from '../../core/realtime/realtime-publisher';
import { MediaAccess } from '../../core/storage/media-access';
import { isSafeObjectKey } from '../../core/storage/object-key';
import {
  AuthorColumns,
  publicProfileSql,
  shownOnlineSql,
  Viewer,
  visibleAvatarSql,
  visibleCommentSql,
  visibleGraphSql,
  visiblePostSql,
  visibleProfileSql,
  visibleUserSql,
} from './visibility.sql';
import {
  type AudienceFacts,
  type AudienceFactsRow,
  audienceFactsSql,
  blockedEitherWaySql,
  toAudienceFacts,
} from './audience-facts';
import { lockPair, pairLockKey } from './pair-lock';
import { preparedTransaction } from '../../core/database/prepared-transaction';
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
export const COMMUNITY_NOT_FOUND = 'Community not found';
export const JOIN_TO_POST = 'You must join this community to post.';
export const COMMENT_NOT_FOUND = 'Comment not found';
export const FOLLOWERS_HIDDEN = "This user's followers and following are private";

/** What a push about a person is for (`audienceOfUser`). */
export type PersonNews = 'profile' | 'online' | 'watchers' | 'gone';

/**
 * The facts of a post the pushes about it need. `author`: its author's audience facts when the
 * write already read them (`audienceFactsSql` in its statement), else they are read here.
 */
export interface PostAudienceFacts {
  userId: string;
  communityId: string | null;
  author?: AudienceFacts | null;
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
export class VisibilityService extends MediaAccess {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  /** SQL condition: the viewer may see the post in alias `post` (columns user_id, community_id). */
  visiblePost(params: SqlParams, post: string, viewer: Viewer, author?: AuthorColumns): string {
    return visiblePostSql(params, post, viewer, author);
  }

  /** SQL condition: the viewer may see the user whose id is `userId` (a column). */
  visibleUser(params: SqlParams, userId: string, viewer: Viewer, author?: AuthorColumns): string {
    return visibleUserSql(params, userId, viewer, author);
  }

  /** SQL condition: the viewer may see the comment in alias `comment` (its post and author). */
  visibleComment(params: SqlParams, comment: string, viewer: Viewer): string {
    return visibleCommentSql(params, comment, viewer);
  }

  /** SQL condition: the viewer may see the profile (bio, sections) of the user `userId`. */
  visibleProfile(params: SqlParams, userId: string, viewer: Viewer): string {
    return visibleProfileSql(params, userId, viewer);
  }

  /** SQL condition: the viewer may see whom the user `userId` follows, is followed by, knows. */
  visibleGraph(params: SqlParams, userId: string, viewer: Viewer): string {
    return visibleGraphSql(params, userId, viewer);
  }

  /** SQL condition: the viewer may see the picture of the user in users-table alias `users`. */
  visibleAvatar(params: SqlParams, users: string, viewer: Viewer): string {
    return visibleAvatarSql(params, users, viewer);
  }

  /** SQL condition: everyone (anonymous readers too) may see the post in alias `post`. */
  publicPost(params: SqlParams, post: string, author?: AuthorColumns): string {
    return visiblePostSql(params, post, null, author);
  }

  /** SQL condition: everyone may see the profile and picture of users-table alias `users`. */
  publicProfile(users: string): string {
    return publicProfileSql(users);
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

  /**
   * 404 FOLLOWERS_HIDDEN unless the viewer may see the user's followers and following: the user
   * shows them (`showFollowers`) and their profile is open to the viewer (`profileVisibility`).
   * A 404, as for anything the caller may not see; the code lets a screen say why.
   */
  async assertCanSeeFollowers(viewer: Viewer, userId: string): Promise<void> {
    const access = await this.assertCanSeeUser(viewer, userId);
    if (!access.canSeeFollowers) throw new AppError('FOLLOWERS_HIDDEN', FOLLOWERS_HIDDEN);
  }

  /**
   * 404 'Comment not found' unless the comment exists and the viewer may see it (its post and its
   * author); answers who wrote it and its post's facts.
   */
  async assertCanSeeComment(
    viewer: string,
    commentId: string,
  ): Promise<{ authorId: string; postId: string }> {
    const params = new SqlParams([commentId]);
    const [row] = await sqlRows<{ user_id: string; post_id: string }>(
      this.db,
      `SELECT c.user_id, c.post_id FROM comments c
        WHERE c.id = $1::uuid AND ${this.visibleComment(params, 'c', viewer)}`,
      params.values,
    );
    if (!row) throw new AppError('NOT_FOUND', COMMENT_NOT_FOUND);
    return { authorId: row.user_id, postId: row.post_id };
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

  /**
   * May the user post in the community? Only its members may, as only they see its posts: 404
   * when there is no such community, 403 when they do not belong to it.
   */
  async assertCanPostIn(userId: string, communityId: string): Promise<void> {
    const [row] = await sqlRows<{ member: boolean }>(
      this.db,
      `SELECT EXISTS (SELECT 1 FROM community_members m
                      WHERE m.community_id = c.id AND m.user_id = $2) AS member
         FROM communities c WHERE c.id = $1`,
      [communityId, userId],
    );
    if (!row) throw new AppError('NOT_FOUND', COMMUNITY_NOT_FOUND);
    if (!row.member) throw new AppError('FORBIDDEN', JOIN_TO_POST);
  }

  /** May the viewer act towards `userId`? (`assertMayInteract` says what each refusal is.) */
  async assertCanInteract(viewer: string, userId: string, kind: Interaction): Promise<void> {
    assertMayInteract(await this.relation(viewer, userId), kind);
  }

  /**
   * Runs `tie` (a new follow or connection request between `a` and `b`) in one transaction under
   * the pair's lock, taken with its BEGIN: a block of the same two users is either seen by the
   * tie's own statements or made after the tie, which it then removes. The tie reads the viewer's
   * relation in its own write's statement (`visibilitySql.relationColumns`) and asks
   * `assertMayTie` before anything else; a refusal throws, and the transaction rolls back.
   */
  underPairLock<T>(a: string, b: string, tie: (tx: Queryable) => Promise<T>): Promise<T> {
    return preparedTransaction(this.db, tie, { advisoryLock: pairLockKey(a, b) });
  }

  /**
   * May the viewer tie themselves to `userId` (the relation row read under the pair's lock, see
   * `underPairLock`)? Refuses as `assertCanInteract` does.
   */
  assertMayTie(row: RelationRow | null, viewer: string, userId: string, kind: Interaction): void {
    assertMayInteract(row ? toUserRelation(row, userId, viewer) : null, kind);
  }

  /**
   * Takes the lock of the pair `a`–`b` until `tx` ends: a block takes it before it ends the ties
   * between the two, and every new tie runs under it (`underPairLock`).
   */
  lockPair(tx: Queryable, a: string, b: string): Promise<void> {
    return lockPair(tx, a, b);
  }

  /**
   * Whether the viewer may see the user (as `visibleUser`: it exists, neither blocked the other,
   * and it is not hibernated). For a decision a statement of its own cannot fold in.
   */
  async sees(viewer: string, userId: string): Promise<boolean> {
    const params = new SqlParams([userId]);
    const [row] = await sqlRows<{ yes: boolean }>(
      this.db,
      `SELECT EXISTS (SELECT 1 FROM users u
        WHERE u.id = $1::uuid AND ${this.visibleUser(params, 'u.id', viewer, { hibernatedAt: 'u.hibernated_at', suspendedAt: 'u.suspended_at' })}) AS yes`,
      params.values,
    );
    return row?.yes ?? false;
  }

  /** Each of the two may see the other (anything about one may reach the other). */
  async seeEachOther(a: string, b: string): Promise<boolean> {
    const [ab, ba] = await Promise.all([this.sees(a, b), this.sees(b, a)]);
    return ab && ba;
  }

  /**
   * Of the stored objects `keys`, those the viewer may see now, each with whether everyone may
   * (an anonymous reader too): a post's media as the post, an avatar as its user's profile
   * header (a restricted profile still shows its picture to those it is not hidden from, an
   * anonymous reader sees only public profiles'), a community's banner to all. Unknown keys, and
   * keys of objects the viewer may not see, are left out.
   */
  async mediaReach(viewer: Viewer, keys: string[]): Promise<Map<string, boolean>> {
    const known = [...new Set(keys)].filter((k) => isSafeObjectKey(k) && isUuid(k.split('/')[1]));
    if (known.length === 0) return new Map();
    const params = new SqlParams([known]);
    const owner = `split_part(k.key, '/', 2)::uuid`;
    const rows = await sqlRows<{ key: string; public: boolean }>(
      this.db,
      `SELECT k.key, m.public FROM unnest($1::text[]) AS k(key)
       CROSS JOIN LATERAL (
         SELECT ${this.visiblePost(params, 'p', viewer)} AS visible,
                ${this.publicPost(params, 'p')} AS public
           FROM posts p
          WHERE split_part(k.key, '/', 1) = 'posts' AND p.user_id = ${owner}
            AND k.key IN (p.image_key, p.image_feed_key, p.video_key)
         UNION ALL
         SELECT ${this.visibleAvatar(params, 'u', viewer)}, ${this.publicProfile('u')}
           FROM users u
          WHERE split_part(k.key, '/', 1) = 'avatars' AND u.id = ${owner}
            AND k.key IN (u.image_key, regexp_replace(u.image_key, '\\.webp$', '-small.webp'))
         UNION ALL
         SELECT true, true FROM communities c
          WHERE split_part(k.key, '/', 1) = 'communities' AND c.owner_id = ${owner}
            AND k.key IN (c.banner_key, c.banner_card_key)
         LIMIT 1
       ) m
       WHERE m.visible`,
      params.values,
    );
    return new Map(rows.map((r) => [r.key, r.public]));
  }

  /** Everyone the user blocked or was blocked by. */
  private async blockedEitherWay(userId: string): Promise<string[]> {
    const [row] = await sqlRows<{ ids: string[] }>(
      this.db,
      `SELECT ${blockedEitherWaySql('$1::uuid')} AS ids`,
      [userId],
    );
    return row.ids;
  }

  /**
   * Who may hear of a post (its creation, edits, counts, comments): a community post's room, or
   * as its author's `postVisibility` says; never a user blocked either way, never anyone while
   * the author is hibernated.
   */
  async audienceOfPost(post: PostAudienceFacts): Promise<Audience> {
    const author = post.author !== undefined ? post.author : await this.audienceFacts(post.userId);
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
   * `authorBlocked`: those, when the write already read them (`blockedEitherWaySql`).
   */
  async audienceOfComment(
    post: PostAudienceFacts,
    authorId: string,
    authorBlocked?: string[],
  ): Promise<Audience> {
    const audience = await this.audienceOfPost(post);
    if (authorId === post.userId) return audience;
    const hidden = authorBlocked ?? (await this.blockedEitherWay(authorId));
    if (hidden.length === 0) return audience;
    if (audience.kind === 'users') {
      return { kind: 'users', userIds: audience.userIds.filter((id) => !hidden.includes(id)) };
    }
    return { ...audience, except: [...new Set([...audience.except, ...hidden])] };
  }

  /**
   * Who may hear of a person, never anyone blocked either way with them:
   * - `profile`: everyone else, while the user is awake;
   * - `online` (presence): the sockets whose screen shows the user (`watch_presence`), only while
   *   they show their online status;
   * - `watchers`: those sockets whatever the status (their dot goes out when it is hidden);
   * - `gone` (hibernation, deletion): everyone who could see the user until now, so any open
   *   screen drops their posts and chat (which screens show them is not known here). Ask it
   *   before a deletion, whose cascade takes the blocks with it; hibernation keeps them.
   * A hibernated user's news reach only themselves (but `gone`).
   */
  async audienceOfUser(
    userId: string,
    about: PersonNews = 'profile',
    db: Queryable = this.db,
  ): Promise<Audience> {
    const user = await this.audienceFacts(userId, db);
    const onlyThem: Audience = { kind: 'users', userIds: [userId] };
    if (!user) return onlyThem;
    const watchers: Audience = {
      kind: 'room',
      room: presenceRoom(userId),
      except: user.blockedEitherWay,
    };
    const everyoneElse: Audience = { kind: 'everyone', except: user.blockedEitherWay };
    if (about === 'gone') return everyoneElse;
    if (user.hibernated) return onlyThem;
    switch (about) {
      case 'profile':
        return everyoneElse;
      case 'online':
        return user.showOnlineStatus ? watchers : onlyThem;
      case 'watchers':
        return watchers;
    }
  }

  /** What decides who hears of a user, in one statement (every push asks it). */
  private async audienceFacts(
    userId: string,
    db: Queryable = this.db,
  ): Promise<AudienceFacts | null> {
    const [row] = await sqlRows<AudienceFactsRow>(db, `SELECT ${audienceFactsSql('$1::uuid')}`, [
      userId,
    ]);
    return row ? toAudienceFacts(row) : null;
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
