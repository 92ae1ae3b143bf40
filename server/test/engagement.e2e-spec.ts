import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  createCommunity,
  createCommunityPost,
  createTextPost,
  quickUsers,
  QuickUser,
} from './support/posts';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('Engagement: likes, saves, reposts (e2e)', () => {
  let t: TestApp;
  let author: QuickUser;
  let fan: QuickUser;
  const api = () => request(t.url);
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
  const counters = async (postId: string) => {
    const [row] = await t.app
      .get(DataSource)
      .query(
        'SELECT num_of_likes, saved_count, num_of_reposts, num_of_comments FROM posts WHERE id = $1',
        [postId],
      );
    return row;
  };

  beforeAll(async () => {
    t = await startTestApp();
    await resetDatabase(t.app);
    [author, fan] = await quickUsers(t, 2);
  });
  afterAll(() => t.close());

  it('POST /like answers 201 with the count; a double like is 409 and the count stays 1', async () => {
    const post = await createTextPost(t, author.token);
    const res = await api()
      .post('/api/v1/like')
      .set(auth(fan))
      .send({ postId: post._id })
      .expect(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Liked',
      data: { numOfLikes: 1, numOfComments: 0, savedCount: 0, numOfReposts: 0, countsVersion: 1 },
    });
    const again = await api()
      .post('/api/v1/like')
      .set(auth(fan))
      .send({ postId: post._id })
      .expect(409);
    expect(again.body).toEqual({
      success: false,
      code: 'CONFLICT',
      message: 'You already liked this post.',
    });
    expect((await counters(post._id)).num_of_likes).toBe(1);
    const feed = await api().get('/api/v1/getAllPost').set(auth(fan)).expect(200);
    expect(feed.body.data.find((p: { _id: string }) => p._id === post._id)).toMatchObject({
      numOfLikes: 1,
      isLiked: true,
    });
    const anonymous = await api().get('/api/v1/getAllPost').expect(200);
    expect(anonymous.body.data.find((p: { _id: string }) => p._id === post._id).isLiked).toBe(
      false,
    );
  });

  it('50 users liking one post at once give exactly 50', async () => {
    const post = await createTextPost(t, author.token);
    const users = await quickUsers(t, 50);
    const answers = await Promise.all(
      users.map((u) => api().post('/api/v1/like').set(auth(u)).send({ postId: post._id })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect((await counters(post._id)).num_of_likes).toBe(50);
    // The row lock orders the 50: each answer has its own version, and its count is the count
    // at that version (so a client that keeps the highest version keeps the right count).
    const versions = answers.map((a) => a.body.data.countsVersion).sort((x, y) => x - y);
    expect(versions).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    for (const a of answers) expect(a.body.data.numOfLikes).toBe(a.body.data.countsVersion);
    const [{ n }] = await t.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM post_likes WHERE post_id = $1', [post._id]);
    expect(n).toBe(50);
    // The same 50 all unliking at once bring it back to 0.
    await Promise.all(
      users.map((u) =>
        api().post('/api/v1/dislike').set(auth(u)).send({ postId: post._id }).expect(200),
      ),
    );
    expect((await counters(post._id)).num_of_likes).toBe(0);
    const feed = await api().get('/api/v1/getAllPost').expect(200);
    expect(feed.body.data.find((p: { _id: string }) => p._id === post._id)).toMatchObject({
      numOfLikes: 0,
      countsVersion: 100,
    });
  });

  it('the same user double-clicking like at once gets one 201 and one 409', async () => {
    const post = await createTextPost(t, author.token);
    const answers = await Promise.all(
      [1, 2].map(() => api().post('/api/v1/like').set(auth(fan)).send({ postId: post._id })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await counters(post._id)).num_of_likes).toBe(1);
  });

  it('POST /dislike removes the like; 404 when not liked, unknown post, 400 for a bad id', async () => {
    const post = await createTextPost(t, author.token);
    const notLiked = await api()
      .post('/api/v1/dislike')
      .set(auth(fan))
      .send({ postId: post._id })
      .expect(404);
    expect(notLiked.body.message).toBe('You have not liked this post.');
    await api().post('/api/v1/like').set(auth(fan)).send({ postId: post._id }).expect(201);
    const res = await api()
      .post('/api/v1/dislike')
      .set(auth(fan))
      .send({ postId: post._id })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Unliked',
      data: { numOfLikes: 0, numOfComments: 0, savedCount: 0, numOfReposts: 0, countsVersion: 2 },
    });
    const unknown = await api()
      .post('/api/v1/like')
      .set(auth(fan))
      .send({ postId: UNKNOWN_ID })
      .expect(404);
    expect(unknown.body.message).toBe('Post not found');
    await api().post('/api/v1/dislike').set(auth(fan)).send({ postId: UNKNOWN_ID }).expect(404);
    const bad = await api().post('/api/v1/like').set(auth(fan)).send({ postId: 'x' }).expect(400);
    expect(bad.body.message).toBe('postId must be a valid post id');
    await api().post('/api/v1/like').set(auth(fan)).send({}).expect(400);
    await api().post('/api/v1/like').send({ postId: post._id }).expect(401);
  });

  it('POST /getLikeByPostAndUser answers a boolean; /getLikesByPost pages the likers', async () => {
    const post = await createTextPost(t, author.token);
    const likers = await quickUsers(t, 3);
    for (const u of likers) {
      await api().post('/api/v1/like').set(auth(u)).send({ postId: post._id }).expect(201);
    }
    const yes = await api()
      .post('/api/v1/getLikeByPostAndUser')
      .set(auth(fan))
      .send({ postId: post._id, userId: likers[0].id })
      .expect(200);
    expect(yes.body).toEqual({ success: true, data: true });
    const no = await api()
      .post('/api/v1/getLikeByPostAndUser')
      .set(auth(fan))
      .send({ postId: post._id, userId: fan.id })
      .expect(200);
    expect(no.body).toEqual({ success: true, data: false });
    await api()
      .post('/api/v1/getLikeByPostAndUser')
      .set(auth(fan))
      .send({ postId: post._id, userId: 'nope' })
      .expect(400);
    await api()
      .post('/api/v1/getLikeByPostAndUser')
      .set(auth(fan))
      .send({ postId: UNKNOWN_ID, userId: fan.id })
      .expect(404);

    const first = await api()
      .post('/api/v1/getLikesByPost')
      .set(auth(fan))
      .send({ postId: post._id, limit: 2 })
      .expect(200);
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[0]).toEqual({
      _id: likers[2].id,
      userName: likers[2].userName,
      fullName: expect.any(String),
      image: null,
    });
    const second = await api()
      .post('/api/v1/getLikesByPost')
      .set(auth(fan))
      .send({ postId: post._id, limit: 2, cursor: first.body.nextCursor })
      .expect(200);
    expect(second.body.data.map((u: { _id: string }) => u._id)).toEqual([likers[0].id]);
    expect(second.body.nextCursor).toBeNull();
    await api()
      .post('/api/v1/getLikesByPost')
      .set(auth(fan))
      .send({ postId: post._id, cursor: 'garbage' })
      .expect(400);
  });

  it('POST /savePost toggles with the message to show and the count', async () => {
    const post = await createTextPost(t, author.token);
    const saved = await api()
      .post('/api/v1/savePost')
      .set(auth(fan))
      .send({ postId: post._id })
      .expect(200);
    expect(saved.body).toEqual({
      success: true,
      message: 'Post saved',
      data: {
        saved: true,
        numOfLikes: 0,
        numOfComments: 0,
        savedCount: 1,
        numOfReposts: 0,
        countsVersion: 1,
      },
    });
    const mine = await api().get('/api/v1/getSavedPosts').set(auth(fan)).expect(200);
    expect(mine.body.data[0]).toMatchObject({ _id: post._id, isSaved: true, savedCount: 1 });
    const removed = await api()
      .post('/api/v1/savePost')
      .set(auth(fan))
      .send({ postId: post._id })
      .expect(200);
    expect(removed.body).toEqual({
      success: true,
      message: 'Post removed from saved',
      data: {
        saved: false,
        numOfLikes: 0,
        numOfComments: 0,
        savedCount: 0,
        numOfReposts: 0,
        countsVersion: 2,
      },
    });
    expect((await counters(post._id)).saved_count).toBe(0);
    await api().post('/api/v1/savePost').set(auth(fan)).send({ postId: UNKNOWN_ID }).expect(404);
    await api().post('/api/v1/savePost').set(auth(fan)).send({ postId: '' }).expect(400);
  });

  it('POST /repost toggles; the count per user is 0 or 1', async () => {
    const post = await createTextPost(t, author.token);
    const on = await api()
      .post('/api/v1/repost')
      .set(auth(fan))
      .send({ postId: post._id })
      .expect(200);
    expect(on.body).toEqual({
      success: true,
      message: 'Reposted',
      data: {
        reposted: true,
        numOfLikes: 0,
        numOfComments: 0,
        savedCount: 0,
        numOfReposts: 1,
        countsVersion: 1,
      },
    });
    const off = await api()
      .post('/api/v1/repost')
      .set(auth(fan))
      .send({ postId: post._id })
      .expect(200);
    expect(off.body).toEqual({
      success: true,
      message: 'Repost removed',
      data: {
        reposted: false,
        numOfLikes: 0,
        numOfComments: 0,
        savedCount: 0,
        numOfReposts: 0,
        countsVersion: 2,
      },
    });
    await api().post('/api/v1/repost').set(auth(fan)).send({ postId: UNKNOWN_ID }).expect(404);
  });

  it('hides community posts from non-members (404), as if they did not exist', async () => {
    const [owner, outsider] = await quickUsers(t, 2);
    const communityId = await createCommunity(t, owner.id, [owner.id]);
    const post = await createCommunityPost(t, owner.token, communityId, 'Inside');
    for (const path of ['like', 'savePost', 'repost']) {
      await api()
        .post(`/api/v1/${path}`)
        .set(auth(outsider))
        .send({ postId: post._id })
        .expect(404);
    }
    await api().post('/api/v1/like').set(auth(owner)).send({ postId: post._id }).expect(201);
  });
});
