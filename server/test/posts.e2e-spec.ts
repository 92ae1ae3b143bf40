import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { StorageService } from '../src/core/storage/storage.service';
import { eventually } from './support/eventually';
import { createUser, CreatedUser } from './support/factories';
import {
  createCommunity,
  createCommunityPost,
  createTextPost,
  mp4,
  objectsOf,
  png,
  quickUsers,
} from './support/posts';
import { connectSocket, waitForSocketEvent } from './support/socket';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

const MEDIA_MESSAGE = 'Only image or video files are allowed.';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('Posts (e2e)', () => {
  let t: TestApp;
  let me: CreatedUser;
  let other: CreatedUser;
  const api = () => request(t.url);
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
  const storage = () => t.app.get(StorageService);
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    t = await startTestApp({ COMMENT_COOLDOWN_SECONDS: '0' });
    await resetDatabase(t.app);
    me = await createUser(t.url);
    other = await createUser(t.url);
  });
  afterAll(() => t.close());

  describe('POST /createPost', () => {
    it('creates a text post that leads the feed, for anonymous callers too', async () => {
      const res = await api()
        .post('/api/v1/createPost')
        .set(auth(me))
        .field('title', '  Derby tonight  ')
        .expect(201);
      expect(res.body).toMatchObject({ success: true, message: 'Posted' });
      expect(res.body.data).toMatchObject({
        title: 'Derby tonight',
        postImage: null,
        postImageOriginal: null,
        postVideo: null,
        numOfLikes: 0,
        numOfComments: 0,
        savedCount: 0,
        numOfReposts: 0,
        countsVersion: 0,
        communityId: null,
        isLiked: false,
        isSaved: false,
        isReposted: false,
        createdBy: {
          _id: me.user._id,
          userName: me.input.userName,
          fullName: me.input.fullName,
          image: null,
        },
      });
      const feed = await api().get('/api/v1/getAllPost').expect(200);
      expect(feed.body.success).toBe(true);
      expect(feed.body.data[0]._id).toBe(res.body.data._id);
      expect(feed.body.data[0].isLiked).toBe(false);
      expect(JSON.stringify(feed.body)).not.toMatch(/password|email/i);
    });

    it('stores an image and a feed variant at most 1080 px wide, both served from /media', async () => {
      const res = await api()
        .post('/api/v1/createPost')
        .set(auth(me))
        .field('title', 'Wide shot')
        .attach('image', await png(2400, 600), 'stadium.png')
        .expect(201);
      const post = res.body.data;
      expect(post.postImage).toMatch(
        new RegExp(`^/media/posts/${me.user._id}/[0-9a-f-]{36}-feed\\.webp$`),
      );
      expect(post.postImageOriginal).toMatch(/\.png$/);
      expect(post.postVideo).toBeNull();
      const feedKey = post.postImage.replace('/media/', '');
      const originalKey = post.postImageOriginal.replace('/media/', '');
      expect(await storage().exists(feedKey)).toBe(true);
      expect(await storage().exists(originalKey)).toBe(true);
      const served = await api()
        .get(post.postImage)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.body as Buffer).metadata();
      expect(meta.width).toBe(1080);
      expect(meta.height).toBe(270);
      // Cards reserve the picture's space from these before it loads.
      expect(post).toMatchObject({ imageWidth: 1080, imageHeight: 270 });
      const listed = await api().get('/api/v1/getAllPost').expect(200);
      expect(listed.body.data[0]).toMatchObject({
        _id: post._id,
        imageWidth: 1080,
        imageHeight: 270,
      });
    });

    it('keeps the size of a small image as it is; text posts have none', async () => {
      const small = await api()
        .post('/api/v1/createPost')
        .set(auth(me))
        .field('title', 'Portrait')
        .attach('image', await png(300, 500), 'portrait.png')
        .expect(201);
      expect(small.body.data).toMatchObject({ imageWidth: 300, imageHeight: 500 });
      const text = await createTextPost(t, me.token, 'No picture');
      expect(text).toMatchObject({ imageWidth: null, imageHeight: null });
    });

    it('accepts a JPEG sent as `file` and a video sent as `video`', async () => {
      const jpeg = await sharp({
        create: { width: 20, height: 20, channels: 3, background: 'red' },
      })
        .jpeg()
        .toBuffer();
      const img = await api()
        .post('/api/v1/createPost')
        .set(auth(me))
        .field('title', 'Photo')
        .attach('file', jpeg, 'photo.jpeg')
        .expect(201);
      expect(img.body.data.postImageOriginal).toMatch(/\.jpg$/);

      const vid = await api()
        .post('/api/v1/createPost')
        .set(auth(me))
        .field('title', 'Highlights')
        .attach('video', mp4(), { filename: 'goal.bin', contentType: 'application/octet-stream' })
        .expect(201);
      expect(vid.body.data.postImage).toBeNull();
      expect(vid.body.data.postVideo).toMatch(/\.mp4$/);
      const key = vid.body.data.postVideo.replace('/media/', '');
      expect(await storage().exists(key)).toBe(true);
      const ranged = await api().get(vid.body.data.postVideo).set('Range', 'bytes=0-9').expect(206);
      expect(ranged.headers['content-type']).toBe('video/mp4');
    });

    it('answers 400 for a blank or 601-character caption (emoji counted as the column counts them) and keeps no uploaded object', async () => {
      const u = await createUser(t.url);
      const blank = await api()
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', '   ')
        .attach('image', await png(), 'a.png')
        .expect(400);
      expect(blank.body).toMatchObject({
        success: false,
        message: 'Please enter some text for your post.',
      });
      const missing = await api().post('/api/v1/createPost').set(auth(u)).send({}).expect(400);
      expect(missing.body.message).toBe('Please enter some text for your post.');
      const invisible = await api()
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', '\u200b\u200b\u200b')
        .attach('image', await png(), 'a.png')
        .expect(400);
      expect(invisible.body.message).toBe('Please enter some text for your post.');
      const long = await api()
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', 'x'.repeat(601))
        .attach('image', await png(), 'a.png')
        .expect(400);
      expect(long.body.message).toBe('Description must be 600 characters or less.');
      // Characters as the column counts them: '❤️' is two (a heart and its variation selector).
      const hearts = await api()
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', '❤️'.repeat(301))
        .expect(400);
      expect(hearts.body.message).toBe('Description must be 600 characters or less.');
      await api()
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', 'x'.repeat(600))
        .expect(201);
      await api()
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', '🏀'.repeat(600))
        .expect(201);
      // Ten lines as a browser's form sends them (each break as \r\n): 600 as the box counts.
      const lines = await api()
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', Array.from({ length: 10 }, () => `${'y'.repeat(59)}\r\n`).join(''))
        .expect(201);
      expect(lines.body.data.title).toBe(Array(10).fill('y'.repeat(59)).join('\n'));
      expect(await objectsOf(u.user._id)).toEqual([]);
      const [{ n }] = await db().query('SELECT count(*)::int AS n FROM posts WHERE user_id = $1', [
        u.user._id,
      ]);
      expect(n).toBe(3);
    });

    it('answers 400 for an image plus a video, and stores neither', async () => {
      const u = await createUser(t.url);
      const res = await api()
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', 'Both')
        .attach('image', await png(), 'a.png')
        .attach('video', mp4(), 'b.mp4')
        .expect(400);
      expect(res.body).toMatchObject({ success: false, message: MEDIA_MESSAGE });
      expect(await objectsOf(u.user._id)).toEqual([]);
      const [{ n }] = await db().query('SELECT count(*)::int AS n FROM posts WHERE user_id = $1', [
        u.user._id,
      ]);
      expect(n).toBe(0);
    });

    it('answers 415 for a text file named .png or a renamed executable, whatever its Content-Type', async () => {
      const u = await createUser(t.url);
      const text = await api()
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', 'Fake')
        .attach('image', Buffer.from('just some text, not a picture\n'.repeat(20)), {
          filename: 'fake.png',
          contentType: 'image/png',
        })
        .expect(415);
      expect(text.body).toMatchObject({ success: false, message: MEDIA_MESSAGE });
      const exe = Buffer.concat([
        Buffer.from('4d5a90000300000004000000ffff0000', 'hex'),
        Buffer.alloc(512),
      ]);
      await api()
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', 'Fake')
        .attach('video', exe, { filename: 'clip.mp4', contentType: 'video/mp4' })
        .expect(415);
      await api()
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', 'Other field')
        .attach('document', await png(), 'a.png')
        .expect(400);
      expect(await objectsOf(u.user._id)).toEqual([]);
    });

    it('answers 404 for an unknown community and 403 for a community the caller is not in', async () => {
      const unknown = await api()
        .post('/api/v1/createPost')
        .set(auth(me))
        .field('title', 'Hello')
        .field('communityId', UNKNOWN_ID)
        .attach('image', await png(), 'a.png')
        .expect(404);
      expect(unknown.body.message).toBe('Community not found');
      const communityId = await createCommunity(t, other.user._id, [other.user._id]);
      const before = await objectsOf(me.user._id);
      const denied = await api()
        .post('/api/v1/createPost')
        .set(auth(me))
        .field('title', 'Hello')
        .field('communityId', communityId)
        .attach('image', await png(), 'a.png')
        .expect(403);
      expect(denied.body.message).toBe('You must join this community to post.');
      expect(await objectsOf(me.user._id)).toEqual(before);
    });

    it('ignores an empty text part named like a file field (FormData of an empty input)', async () => {
      const res = await api()
        .post('/api/v1/createPost')
        .set(auth(me))
        .field('title', 'No media')
        .field('image', '')
        .expect(201);
      expect(res.body.data.postImage).toBeNull();
    });

    it('needs a token', async () => {
      await api().post('/api/v1/createPost').field('title', 'Anonymous').expect(401);
    });
  });

  describe('GET /getAllPost', () => {
    it('pages newest first with an opaque cursor, without gaps or repeats', async () => {
      const [writer] = await quickUsers(t, 1);
      for (let i = 0; i < 7; i++) await createTextPost(t, writer.token, `Page post ${i}`);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res: request.Response = await api()
          .get('/api/v1/getAllPost')
          .query(cursor ? { limit: 3, cursor } : { limit: 3 })
          .expect(200);
        expect(res.body.data.length).toBeLessThanOrEqual(3);
        seen.push(...res.body.data.map((p: { _id: string }) => p._id));
        cursor = res.body.nextCursor;
        pages += 1;
      } while (cursor && pages < 100);
      expect(new Set(seen).size).toBe(seen.length);
      const [{ n }] = await db().query(
        'SELECT count(*)::int AS n FROM posts WHERE community_id IS NULL',
      );
      expect(seen).toHaveLength(n);
      const all = await db().query(
        'SELECT id FROM posts WHERE community_id IS NULL ORDER BY created_at DESC, id DESC',
      );
      expect(seen).toEqual(all.map((r: { id: string }) => r.id));
    });

    it('answers 20 by default, at most 50, and 400 for a bad limit or cursor', async () => {
      const [writer] = await quickUsers(t, 1);
      await db().query(
        `INSERT INTO posts (user_id, title, created_at)
         SELECT $1, 'Bulk ' || i, now() - make_interval(secs => i) FROM generate_series(1, 60) i`,
        [writer.id],
      );
      const first = await api().get('/api/v1/getAllPost').expect(200);
      expect(first.body.data).toHaveLength(20);
      expect(typeof first.body.nextCursor).toBe('string');
      const capped = await api().get('/api/v1/getAllPost?limit=500').expect(200);
      expect(capped.body.data).toHaveLength(50);
      await api().get('/api/v1/getAllPost?limit=0').expect(400);
      await api().get('/api/v1/getAllPost?limit=abc').expect(400);
      const bad = await api().get('/api/v1/getAllPost?cursor=not-a-cursor').expect(400);
      expect(bad.body.message).toBe('Invalid cursor');
    });

    it('?media=video answers only video posts, paged to the end; 400 for an unknown media', async () => {
      const [writer] = await quickUsers(t, 1);
      await db().query(
        `INSERT INTO posts (user_id, title, video_key, image_key, created_at)
         SELECT $1, 'Mixed ' || i,
                CASE WHEN i % 3 = 0 THEN 'posts/x/v' || i || '.mp4' END,
                CASE WHEN i % 3 = 1 THEN 'posts/x/i' || i || '.png' END,
                now() + make_interval(secs => i)
           FROM generate_series(1, 30) i`,
        [writer.id],
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res: request.Response = await api()
          .get('/api/v1/getAllPost')
          .query(cursor ? { media: 'video', limit: 4, cursor } : { media: 'video', limit: 4 })
          .expect(200);
        for (const post of res.body.data) {
          expect(post.postVideo).toMatch(/\.mp4$/);
          seen.push(post.title);
        }
        cursor = res.body.nextCursor;
      } while (cursor);
      const videos = await db().query(
        `SELECT title FROM posts WHERE video_key IS NOT NULL ORDER BY created_at DESC, id DESC`,
      );
      expect(seen).toEqual(videos.map((r: { title: string }) => r.title));
      expect(seen.length).toBeGreaterThanOrEqual(10);
      const images = await api().get('/api/v1/getAllPost?media=image&limit=50').expect(200);
      expect(images.body.data.every((p: { postImage: string | null }) => p.postImage)).toBe(true);
      const bad = await api().get('/api/v1/getAllPost?media=audio').expect(400);
      expect(bad.body.message).toBe('media must be image or video');
    });

    it('says on each post whether the caller follows its author', async () => {
      const [fan, star, stranger] = await quickUsers(t, 3);
      const starPost = await createTextPost(t, star.token, 'Star post');
      const strangerPost = await createTextPost(t, stranger.token, 'Stranger post');
      await api()
        .post('/api/v1/follow')
        .set(auth(fan))
        .send({ followingId: star.id, follow: true })
        .expect(200);
      const flags = async (token?: string) => {
        const req = api().get('/api/v1/getAllPost?limit=50');
        if (token) req.set('Authorization', `Bearer ${token}`);
        const posts = (await req.expect(200)).body.data as {
          _id: string;
          isFollowingAuthor: boolean;
        }[];
        return Object.fromEntries(posts.map((p) => [p._id, p.isFollowingAuthor]));
      };
      const forFan = await flags(fan.token);
      expect(forFan[starPost._id]).toBe(true);
      expect(forFan[strangerPost._id]).toBe(false);
      expect((await flags())[starPost._id]).toBe(false);
      const forStar = await flags(star.token);
      expect(forStar[starPost._id]).toBe(false);
      const byUser = await api()
        .get(`/api/v1/getUserPosts?userId=${star.id}`)
        .set(auth(fan))
        .expect(200);
      expect(byUser.body.data[0]).toMatchObject({ _id: starPost._id, isFollowingAuthor: true });
    });

    it('shows community posts to members only', async () => {
      const [owner, member, outsider] = await quickUsers(t, 3);
      const communityId = await createCommunity(t, owner.id, [owner.id, member.id]);
      const post = await createCommunityPost(t, member.token, communityId, 'Members only');
      expect(post.communityId).toBe(communityId);
      const ids = async (token?: string) => {
        const req = api().get('/api/v1/getAllPost?limit=50');
        if (token) req.set('Authorization', `Bearer ${token}`);
        return ((await req.expect(200)).body.data as { _id: string }[]).map((p) => p._id);
      };
      expect(await ids(owner.token)).toContain(post._id);
      expect(await ids(outsider.token)).not.toContain(post._id);
      expect(await ids()).not.toContain(post._id);
      const theirs = await api()
        .get(`/api/v1/getUserPosts?userId=${member.id}`)
        .set(auth(outsider))
        .expect(200);
      expect(theirs.body.data).toEqual([]);
      await api().post('/api/v1/like').set(auth(outsider)).send({ postId: post._id }).expect(404);
      await api().post('/api/v1/viewComments').send({ postId: post._id }).expect(404);
    });
  });

  describe('GET /getUserPosts and /getSavedPosts', () => {
    it('lists a user’s posts (the caller by default) and the caller’s saved posts, latest save first', async () => {
      const [a, b] = await quickUsers(t, 2);
      const p1 = await createTextPost(t, a.token, 'First');
      const p2 = await createTextPost(t, a.token, 'Second');
      const mine = await api().get('/api/v1/getUserPosts').set(auth(a)).expect(200);
      expect(mine.body.data.map((p: { _id: string }) => p._id)).toEqual([p2._id, p1._id]);
      expect(mine.body.nextCursor).toBeNull();
      const theirs = await api()
        .get(`/api/v1/getUserPosts?userId=${a.id}&limit=1`)
        .set(auth(b))
        .expect(200);
      expect(theirs.body.data.map((p: { _id: string }) => p._id)).toEqual([p2._id]);
      expect(theirs.body.nextCursor).toEqual(expect.any(String));
      await api().get('/api/v1/getUserPosts?userId=abc').set(auth(b)).expect(400);
      await api().get('/api/v1/getUserPosts').expect(401);

      await api().post('/api/v1/savePost').set(auth(b)).send({ postId: p2._id }).expect(200);
      await api().post('/api/v1/savePost').set(auth(b)).send({ postId: p1._id }).expect(200);
      const saved = await api().get('/api/v1/getSavedPosts').set(auth(b)).expect(200);
      expect(saved.body.data.map((p: { _id: string }) => p._id)).toEqual([p1._id, p2._id]);
      expect(saved.body.data[0].isSaved).toBe(true);
      const page1 = await api().get('/api/v1/getSavedPosts?limit=1').set(auth(b)).expect(200);
      const page2 = await api()
        .get(`/api/v1/getSavedPosts?limit=1&cursor=${page1.body.nextCursor}`)
        .set(auth(b))
        .expect(200);
      expect(page2.body.data.map((p: { _id: string }) => p._id)).toEqual([p2._id]);
      expect(page2.body.nextCursor).toBeNull();
    });
  });

  describe('POST /editPost', () => {
    it('lets the author change the caption, with the same rules; 403 for others, 404 unknown', async () => {
      const post = await createTextPost(t, me.token, 'Before');
      const forbidden = await api()
        .post('/api/v1/editPost')
        .set(auth(other))
        .send({ postId: post._id, title: 'Hacked' })
        .expect(403);
      expect(forbidden.body.message).toBe('You can only edit your own posts.');
      const blank = await api()
        .post('/api/v1/editPost')
        .set(auth(me))
        .send({ postId: post._id, title: ' ' })
        .expect(400);
      expect(blank.body.message).toBe('Please enter some text for your post.');
      await api()
        .post('/api/v1/editPost')
        .set(auth(me))
        .send({ postId: post._id, title: 'y'.repeat(601) })
        .expect(400);
      await api()
        .post('/api/v1/editPost')
        .set(auth(me))
        .send({ postId: UNKNOWN_ID, title: 'After' })
        .expect(404);
      const res = await api()
        .post('/api/v1/editPost')
        .set(auth(me))
        .send({ postId: post._id, title: ' After ' })
        .expect(200);
      expect(res.body).toMatchObject({ success: true, message: 'Post updated' });
      expect(res.body.data.title).toBe('After');
      const [row] = await db().query('SELECT title FROM posts WHERE id = $1', [post._id]);
      expect(row.title).toBe('After');
    });
  });

  describe('POST /deletePost', () => {
    it('answers 404 for an unknown post, 400 for a bad id and 403 for another user’s post', async () => {
      const post = await createTextPost(t, me.token, 'Keep me');
      const missing = await api()
        .post('/api/v1/deletePost')
        .set(auth(me))
        .send({ postId: UNKNOWN_ID })
        .expect(404);
      expect(missing.body.message).toBe('Post not found');
      await api().post('/api/v1/deletePost').set(auth(me)).send({ postId: 'nope' }).expect(400);
      const forbidden = await api()
        .post('/api/v1/deletePost')
        .set(auth(other))
        .send({ postId: post._id })
        .expect(403);
      expect(forbidden.body.message).toBe('You can only delete your own posts.');
      const [{ n }] = await db().query('SELECT count(*)::int AS n FROM posts WHERE id = $1', [
        post._id,
      ]);
      expect(n).toBe(1);
    });

    it('removes the post, its likes, comments, saves, reposts and its media objects', async () => {
      const u = await createUser(t.url);
      const res = await api()
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', 'Short lived')
        .attach('image', await png(), 'a.png')
        .expect(201);
      const postId = res.body.data._id;
      expect(await objectsOf(u.user._id)).toHaveLength(2);
      await api().post('/api/v1/like').set(auth(other)).send({ postId }).expect(201);
      await api().post('/api/v1/savePost').set(auth(other)).send({ postId }).expect(200);
      await api().post('/api/v1/repost').set(auth(other)).send({ postId }).expect(200);
      const c = await api()
        .post('/api/v1/createComment')
        .set(auth(other))
        .send({ postId, comment: 'Nice' })
        .expect(201);
      await api()
        .post('/api/v1/createComment')
        .set(auth(u))
        .send({ postId, comment: 'Thanks', parentCommentId: c.body.data._id })
        .expect(201);

      const del = await api().post('/api/v1/deletePost').set(auth(u)).send({ postId }).expect(200);
      expect(del.body).toEqual({ success: true, message: 'Post deleted' });
      // The media outbox deletes them right after the commit.
      await eventually(async () => expect(await objectsOf(u.user._id)).toEqual([]));
      for (const table of ['posts', 'post_likes', 'post_saves', 'post_reposts', 'comments']) {
        const column = table === 'posts' ? 'id' : 'post_id';
        const [{ n }] = await db().query(
          `SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`,
          [postId],
        );
        expect({ table, n }).toEqual({ table, n: 0 });
      }
      await api().post('/api/v1/deletePost').set(auth(u)).send({ postId }).expect(404);
    });
  });

  describe('realtime', () => {
    it('pushes post_update to every connected user on create, edit and delete', async () => {
      const socket = connectSocket(t.url, other.token);
      try {
        await waitForSocketEvent(socket, 'connect');
        const created = waitForSocketEvent(socket, 'post_update');
        const post = await createTextPost(t, me.token, 'Live');
        expect(await created).toEqual({
          postId: post._id,
          action: 'created',
          communityId: null,
          authorId: me.user._id,
        });
        const updated = waitForSocketEvent(socket, 'post_update');
        await api()
          .post('/api/v1/editPost')
          .set(auth(me))
          .send({ postId: post._id, title: 'Live!' })
          .expect(200);
        expect(await updated).toEqual({
          postId: post._id,
          action: 'updated',
          communityId: null,
          authorId: me.user._id,
        });
        const deleted = waitForSocketEvent(socket, 'post_update');
        await api().post('/api/v1/deletePost').set(auth(me)).send({ postId: post._id }).expect(200);
        expect(await deleted).toEqual({
          postId: post._id,
          action: 'deleted',
          communityId: null,
          authorId: me.user._id,
        });
      } finally {
        socket.disconnect();
      }
    });
  });

  describe('GET /getPost/{postId}', () => {
    it('answers one post as the caller may see it; hidden, unknown and malformed ids are refused', async () => {
      const post = await createTextPost(t, me.token, 'One to link to');
      const anonymous = await api().get(`/api/v1/getPost/${post._id}`).expect(200);
      expect(anonymous.body.data).toMatchObject({ _id: post._id, title: 'One to link to' });
      const signedIn = await api().get(`/api/v1/getPost/${post._id}`).set(auth(other)).expect(200);
      expect(signedIn.body.data.isLiked).toBe(false);

      const community = await createCommunity(t, me.user._id, [me.user._id]);
      const inside = await createCommunityPost(t, me.token, community, 'Members only');
      await api().get(`/api/v1/getPost/${inside._id}`).set(auth(other)).expect(404);
      await api().get(`/api/v1/getPost/${inside._id}`).set(auth(me)).expect(200);
      await api().get(`/api/v1/getPost/${UNKNOWN_ID}`).expect(404);
      await api().get('/api/v1/getPost/not-an-id').expect(400);
    });
  });
});
