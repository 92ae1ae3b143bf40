import { EventEmitter2 } from '@nestjs/event-emitter';
import { DataSource } from 'typeorm';
import { InFlightWork } from '../src/core/realtime/in-flight-work';
import { MediaOutbox } from '../src/core/storage/media-outbox.service';
import { StorageService } from '../src/core/storage/storage.service';
import { BlockingService } from '../src/modules/blocking/blocking.service';
import { ChatService } from '../src/modules/chat/chat.service';
import { CommentsService } from '../src/modules/comments/comments.service';
import { ConnectionsService } from '../src/modules/connections/connections.service';
import { EngagementService } from '../src/modules/engagement/engagement.service';
import { FollowService } from '../src/modules/follow/follow.service';
import { PostsService } from '../src/modules/posts/posts.service';
import { SettingsService } from '../src/modules/settings/settings.service';
import { VisibilityService } from '../src/modules/visibility';
import { createCommunity, quickUsers, type QuickUser } from './support/posts';
import { resetDatabase, startTestApp, type TestApp } from './support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The services on the real database the suite starts, called as their controllers and listeners
 * call them: what they answer, what the tables hold afterwards, and which domain events went out.
 * (These replace unit specs that scripted the database's answers call by call.)
 */
describe('Services on the real database (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  let announced: { name: string; payload: unknown }[];

  const service = <T>(type: new (...args: never[]) => T): T => t.app.get(type as never) as T;
  const users = (count: number) => quickUsers(t, count);
  const settled = () => t.app.get(InFlightWork).settled();
  const heard = (name: string) => announced.filter((e) => e.name === name).map((e) => e.payload);
  const count = async (sql: string, params: unknown[]) =>
    Number(((await db.query(sql, params)) as { n: string }[])[0].n);
  const post = (author: QuickUser, title = 'Derby day') =>
    service(PostsService).create(author.id, { title }, null);

  beforeAll(async () => {
    // The comment cooldown on, as in production: each test comments as its own users.
    t = await startTestApp({ COMMENT_COOLDOWN_SECONDS: '30' });
    db = t.app.get(DataSource);
    await resetDatabase(t.app);
    const emitter = t.app.get(EventEmitter2);
    const emit = emitter.emit.bind(emitter);
    emitter.emit = (name: string | string[], ...values: unknown[]) => {
      announced.push({ name: String(name), payload: values[0] });
      return emit(name, ...values);
    };
  });
  beforeEach(() => {
    announced = [];
  });
  afterAll(() => t.close());

  describe(FollowService.name, () => {
    it('refuses to follow oneself and stores nothing', async () => {
      const [me] = await users(1);
      await expect(service(FollowService).follow(me.id, me.id)).rejects.toMatchObject({
        status: 400,
        message: 'You cannot follow yourself.',
      });
      expect(await count('SELECT count(*) AS n FROM follows WHERE follower_id = $1', [me.id])).toBe(
        0,
      );
    });

    it('toggles a follow, moves both counters, and announces each change once', async () => {
      const [fan, star] = await users(2);
      const follows = service(FollowService);
      expect(await follows.follow(fan.id, star.id)).toEqual({
        following: true,
        numOfFollowers: 1,
        numOfFollowing: 1,
      });
      expect(await follows.follow(fan.id, star.id)).toEqual({
        following: false,
        numOfFollowers: 0,
        numOfFollowing: 0,
      });
      expect(heard('follow.changed')).toEqual([
        { followerId: fan.id, followingId: star.id, following: true },
        { followerId: fan.id, followingId: star.id, following: false },
      ]);
    });

    it('follow: true twice and follow: false twice each change the row once', async () => {
      const [fan, star] = await users(2);
      const follows = service(FollowService);
      await follows.follow(fan.id, star.id, true);
      expect(await follows.follow(fan.id, star.id, true)).toMatchObject({ following: true });
      await follows.follow(fan.id, star.id, false);
      expect(await follows.follow(fan.id, star.id, false)).toMatchObject({ following: false });
      expect(heard('follow.changed')).toHaveLength(2);
      await expect(follows.follow(fan.id, UNKNOWN_ID, false)).rejects.toMatchObject({
        status: 404,
      });
    });
  });

  describe(EngagementService.name, () => {
    it('likes once: the answer and the post carry the count; a second like is 409', async () => {
      const [author, fan] = await users(2);
      const { _id: postId } = await post(author);
      const engagement = service(EngagementService);
      expect(await engagement.like(fan.id, postId)).toMatchObject({ numOfLikes: 1 });
      await expect(engagement.like(fan.id, postId)).rejects.toMatchObject({ status: 409 });
      expect(await service(PostsService).getById(fan.id, postId)).toMatchObject({
        numOfLikes: 1,
        isLiked: true,
      });
      expect(heard('post.engagement.changed')).toEqual([
        expect.objectContaining({ postId, actorId: fan.id, kind: 'like', active: true }),
      ]);
    });

    it('toggles a save on and off, with the saved count', async () => {
      const [author, fan] = await users(2);
      const { _id: postId } = await post(author);
      const engagement = service(EngagementService);
      expect(await engagement.toggleSave(fan.id, postId)).toMatchObject({
        saved: true,
        savedCount: 1,
      });
      expect(await engagement.toggleSave(fan.id, postId)).toMatchObject({
        saved: false,
        savedCount: 0,
      });
    });

    it('answers 404 for a post hidden from the caller and stores nothing', async () => {
      const [author, stranger] = await users(2);
      const { _id: postId } = await post(author);
      await service(SettingsService).updatePrivacy(author.id, { postVisibility: 'private' });
      await expect(service(EngagementService).like(stranger.id, postId)).rejects.toMatchObject({
        status: 404,
        message: 'Post not found',
      });
      expect(await count('SELECT count(*) AS n FROM post_likes WHERE post_id = $1', [postId])).toBe(
        0,
      );
    });
  });

  describe(CommentsService.name, () => {
    it('answers 429 with the seconds left while the cooldown runs, storing nothing more', async () => {
      const [author, fan] = await users(2);
      const { _id: postId } = await post(author);
      const comments = service(CommentsService);
      await comments.create(fan.id, { postId, comment: 'First!' });
      await expect(comments.create(fan.id, { postId, comment: 'Again' })).rejects.toMatchObject({
        status: 429,
        message: expect.stringMatching(/^Please wait (29|30) seconds before commenting again\.$/),
      });
      expect(await count('SELECT count(*) AS n FROM comments WHERE post_id = $1', [postId])).toBe(
        1,
      );
      expect(heard('comment.changed')).toHaveLength(1);
    });

    it('answers 404 for a reply to a comment of another post', async () => {
      const [author, fan, other] = await users(3);
      const first = await post(author, 'One');
      const second = await post(author, 'Two');
      const comments = service(CommentsService);
      const parent = await comments.create(fan.id, { postId: first._id, comment: 'Here' });
      await expect(
        comments.create(other.id, {
          postId: second._id,
          comment: 'There',
          parentCommentId: parent._id,
        }),
      ).rejects.toMatchObject({ status: 404, message: 'Comment not found' });
    });

    it('lets only its author delete a thread, and answers the post’s count after it', async () => {
      const [author, fan, replier] = await users(3);
      const { _id: postId } = await post(author);
      const comments = service(CommentsService);
      const top = await comments.create(fan.id, { postId, comment: 'Top' });
      await comments.create(replier.id, { postId, comment: 'Reply', parentCommentId: top._id });
      await expect(comments.delete(replier.id, top._id)).rejects.toMatchObject({ status: 403 });
      expect(await comments.delete(fan.id, top._id)).toMatchObject({ numOfComments: 0 });
      expect(await count('SELECT count(*) AS n FROM comments WHERE post_id = $1', [postId])).toBe(
        0,
      );
    });
  });

  describe(ChatService.name, () => {
    it('starts a chat only with someone the sender follows, then reuses it without the follow', async () => {
      const [me, them] = await users(2);
      const chat = service(ChatService);
      await expect(chat.send(me.id, { receiverId: them.id, content: 'Hey' })).rejects.toMatchObject(
        { status: 403, message: 'You can only start a chat with people you follow' },
      );
      expect(
        await count('SELECT count(*) AS n FROM chats WHERE user_low = $1 OR user_high = $1', [
          me.id,
        ]),
      ).toBe(0);
      await service(FollowService).follow(me.id, them.id, true);
      const first = await chat.send(me.id, { receiverId: them.id, content: 'Hey' });
      await service(FollowService).follow(me.id, them.id, false);
      const second = await chat.send(me.id, { receiverId: them.id, content: 'Still here' });
      expect(second.chatId).toBe(first.chatId);
      expect(heard('message.sent')).toHaveLength(2);
    });

    it('refuses a chat the sender is not in (404) and a receiver who is not its other member (400)', async () => {
      const [a, b, c] = await users(3);
      await service(FollowService).follow(a.id, b.id, true);
      const chat = service(ChatService);
      const { chatId } = await chat.send(a.id, { receiverId: b.id, content: 'Hi' });
      await expect(
        chat.send(c.id, { chatId, receiverId: a.id, content: 'x' }),
      ).rejects.toMatchObject({ status: 404, message: 'Chat not found' });
      await expect(
        chat.send(a.id, { chatId, receiverId: c.id, content: 'x' }),
      ).rejects.toMatchObject({
        status: 400,
        message: 'receiverId must be the other member of the chat',
      });
    });

    it('pages history from the newest, each page oldest first', async () => {
      const [a, b] = await users(2);
      await service(FollowService).follow(a.id, b.id, true);
      const chat = service(ChatService);
      let chatId = '';
      for (const n of [1, 2, 3, 4, 5]) {
        ({ chatId } = await chat.send(a.id, { receiverId: b.id, content: `m${n}` }));
      }
      const newest = await chat.history(b.id, chatId, { page: 1, limit: 2 });
      expect(newest.messages.map((m) => m.content)).toEqual(['m4', 'm5']);
      expect(newest.totalPages).toBe(3);
      const oldest = await chat.history(b.id, chatId, { page: 3, limit: 2 });
      expect(oldest.messages.map((m) => m.content)).toEqual(['m1']);
      expect(await chat.isChatOf(chatId, a.id, b.id)).toBe(true);
      expect(await chat.isChatOf(chatId, a.id, a.id)).toBe(false);
      expect(await chat.isChatOf('not-an-id', a.id, b.id)).toBe(false);
    });
  });

  describe(BlockingService.name, () => {
    it('refuses to block oneself', async () => {
      const [me] = await users(1);
      await expect(service(BlockingService).block(me.id, me.id)).rejects.toMatchObject({
        status: 400,
        message: 'You cannot block yourself.',
      });
    });

    it('ends the follows both ways and the connection, tells only the blocker, and refuses a second block', async () => {
      const [me, them] = await users(2);
      await service(FollowService).follow(me.id, them.id, true);
      await service(FollowService).follow(them.id, me.id, true);
      await service(ConnectionsService).connect(me.id, them.id);
      await service(ConnectionsService).connect(them.id, me.id);
      await settled();
      announced = [];
      await service(BlockingService).block(me.id, them.id);
      const between = [me.id, them.id];
      expect(
        await count(
          'SELECT count(*) AS n FROM follows WHERE follower_id = ANY($1) AND following_id = ANY($1)',
          [between],
        ),
      ).toBe(0);
      expect(
        await count(
          'SELECT count(*) AS n FROM connections WHERE requester_id = ANY($1) AND recipient_id = ANY($1)',
          [between],
        ),
      ).toBe(0);
      // The ties end without their own events: the blocked user is told nothing.
      expect(heard('follow.changed')).toEqual([]);
      expect(heard('connection.changed')).toEqual([]);
      expect(heard('user.blocked')).toEqual([{ blockerId: me.id, blockedId: them.id }]);
      await expect(service(BlockingService).block(me.id, them.id)).rejects.toMatchObject({
        status: 409,
        message: 'User is already blocked',
      });
    });
  });

  describe(`${VisibilityService.name}: who hears of a comment`, () => {
    it('is the post’s audience less anyone blocked either way with the comment’s author', async () => {
      const [author, commenter, blockedByAuthor, blocksCommenter, friend] = await users(5);
      const visibility = service(VisibilityService);
      await service(BlockingService).block(author.id, blockedByAuthor.id);
      await service(BlockingService).block(blocksCommenter.id, commenter.id);
      const publicPost = { userId: author.id, communityId: null };
      const everyone = await visibility.audienceOfComment(publicPost, commenter.id);
      expect(everyone).toMatchObject({ kind: 'everyone' });
      expect([...(everyone as { except: string[] }).except].sort()).toEqual(
        [blockedByAuthor.id, blocksCommenter.id].sort(),
      );
      // The author's own comment reaches the post's audience as it is.
      expect(await visibility.audienceOfComment(publicPost, author.id)).toEqual({
        kind: 'everyone',
        except: [blockedByAuthor.id],
      });
      const community = await createCommunity(t, author.id, [commenter.id]);
      expect(
        await visibility.audienceOfComment(
          { userId: author.id, communityId: community },
          commenter.id,
        ),
      ).toMatchObject({ kind: 'room', room: `community:${community}` });
      // Friends only: the author's connections, less the commenter's blocks.
      await service(ConnectionsService).connect(author.id, friend.id);
      await service(ConnectionsService).connect(friend.id, author.id);
      await service(ConnectionsService).connect(author.id, blocksCommenter.id);
      await service(ConnectionsService).connect(blocksCommenter.id, author.id);
      await service(SettingsService).updatePrivacy(author.id, { postVisibility: 'friends' });
      const friends = await visibility.audienceOfComment(publicPost, commenter.id);
      expect(friends.kind).toBe('users');
      expect([...(friends as { userIds: string[] }).userIds].sort()).toEqual(
        [author.id, friend.id].sort(),
      );
    });
  });

  describe(MediaOutbox.name, () => {
    it('records each key once in the caller’s transaction, and nothing when it rolls back', async () => {
      const outbox = service(MediaOutbox);
      const key = `posts/${UNKNOWN_ID}/outbox-${Date.now()}.png`;
      await db.transaction((m) => outbox.record(m, [key, null, key, undefined]));
      expect(
        await count('SELECT count(*) AS n FROM media_deletions WHERE object_key = $1', [key]),
      ).toBe(1);
      const lost = `${key}.lost`;
      await db
        .transaction(async (m) => {
          await outbox.record(m, [lost]);
          throw new Error('the write that went with it failed');
        })
        .catch(() => undefined);
      expect(
        await count('SELECT count(*) AS n FROM media_deletions WHERE object_key = $1', [lost]),
      ).toBe(0);
    });

    it('deletes the object and its row, and retries a refused delete later', async () => {
      const outbox = service(MediaOutbox);
      const storage = service(StorageService);
      await outbox.idle();
      const gone = `posts/${UNKNOWN_ID}/gone-${Date.now()}.txt`;
      const refused = `posts/${UNKNOWN_ID}/refused-${Date.now()}.txt`;
      await storage.put(gone, Buffer.from('x'), 'text/plain');
      const realDelete = storage.delete.bind(storage);
      const spy = jest.spyOn(storage, 'delete').mockImplementation(async (key: string) => {
        if (key === refused) throw new Error('the bucket said no');
        return realDelete(key);
      });
      try {
        await db.transaction((m) => outbox.record(m, [gone, refused]));
        await outbox.drainBatch();
      } finally {
        spy.mockRestore();
      }
      expect(await storage.exists(gone)).toBe(false);
      const rows: { object_key: string; attempts: number; later: boolean }[] = await db.query(
        `SELECT object_key, attempts, next_attempt_at > now() AS later FROM media_deletions
          WHERE object_key = ANY($1)`,
        [[gone, refused]],
      );
      expect(rows).toEqual([{ object_key: refused, attempts: 1, later: true }]);
    });
  });

  describe(PostsService.name, () => {
    it('takes a community post only with an image, in a known community, from a member', async () => {
      const [owner, outsider] = await users(2);
      const community = await createCommunity(t, owner.id, [owner.id]);
      const posts = service(PostsService);
      const image = { kind: 'image' as const, key: 'posts/x.png', variantKey: null };
      await expect(
        posts.create(owner.id, { title: 'x', communityId: community }, null),
      ).rejects.toMatchObject({
        status: 400,
        message: 'Missing title or image',
      });
      await expect(
        posts.create(
          owner.id,
          { title: 'x', communityId: community },
          { kind: 'video', key: 'posts/x.mp4', variantKey: null },
        ),
      ).rejects.toMatchObject({ status: 415 });
      await expect(
        posts.create(owner.id, { title: 'x', communityId: UNKNOWN_ID }, image),
      ).rejects.toMatchObject({
        status: 404,
        message: 'Community not found',
      });
      await expect(
        posts.create(outsider.id, { title: 'x', communityId: community }, image),
      ).rejects.toMatchObject({
        status: 403,
        message: 'You must join this community to post.',
      });
      expect(
        await count('SELECT count(*) AS n FROM posts WHERE community_id = $1', [community]),
      ).toBe(0);
    });

    it('lets only the author delete, takes its media out of the bucket, and names who held a notification about it', async () => {
      const [author, fan] = await users(2);
      const posts = service(PostsService);
      const storage = service(StorageService);
      const key = `posts/${author.id}/photo-${Date.now()}.png`;
      await storage.put(key, Buffer.from('not really a png'), 'image/png');
      const created = await posts.create(
        author.id,
        { title: 'Photo' },
        { kind: 'image', key, variantKey: null },
      );
      await service(EngagementService).like(fan.id, created._id);
      await settled();
      await expect(posts.delete(fan.id, created._id)).rejects.toMatchObject({ status: 403 });
      expect(await storage.exists(key)).toBe(true);
      announced = [];
      await posts.delete(author.id, created._id);
      await service(MediaOutbox).idle();
      expect(await storage.exists(key)).toBe(false);
      expect(heard('post.deleted')).toEqual([
        { postId: created._id, userId: author.id, communityId: null, notifiedIds: [author.id] },
      ]);
      expect(await count('SELECT count(*) AS n FROM posts WHERE id = $1', [created._id])).toBe(0);
      expect(
        await count('SELECT count(*) AS n FROM notifications WHERE post_id = $1', [created._id]),
      ).toBe(0);
    });
  });
});
