import request from 'supertest';
import { DataSource } from 'typeorm';
import {
  createCommunity,
  createCommunityPost,
  createTextPost,
  quickUsers,
  QuickUser,
} from './support/posts';
import { eventually } from './support/eventually';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

interface FeedPost {
  _id: string;
  title: string;
  numOfLikes: number;
  isLiked: boolean;
}

/**
 * Anonymous feed pages are shared from memory for a while (a long TTL here, so only
 * invalidation can explain a change), yet a reader never sees what the visibility rule hides from
 * them, and a change shows at once.
 */
describe('Shared anonymous feed cache (e2e)', () => {
  let t: TestApp;
  const auth = (u: QuickUser) => ({ Authorization: `Bearer ${u.token}` });

  async function feed(user?: QuickUser, query = 'limit=50'): Promise<FeedPost[]> {
    const req = request(t.url).get(`/api/v1/getAllPost?${query}`);
    if (user) void req.set(auth(user));
    const res = await req.expect(200);
    expect(res.body.success).toBe(true);
    return res.body.data as FeedPost[];
  }
  const titles = (posts: FeedPost[]) => posts.map((p) => p.title);

  beforeAll(async () => {
    t = await startTestApp({ FEED_CACHE_TTL_MS: '60000', COMMENT_COOLDOWN_SECONDS: '0' });
    await resetDatabase(t.app);
  });
  afterAll(() => t.close());

  it('shows a new post, a new like count and a deletion to anonymous readers at once', async () => {
    const [author, fan] = await quickUsers(t, 2);
    const first = await createTextPost(t, author.token, 'Cache: kick-off');
    expect(titles(await feed())).toContain('Cache: kick-off');

    await createTextPost(t, author.token, 'Cache: second half');
    expect(titles(await feed()).slice(0, 2)).toEqual(['Cache: second half', 'Cache: kick-off']);

    await request(t.url)
      .post('/api/v1/like')
      .set(auth(fan))
      .send({ postId: first._id })
      .expect(201);
    expect((await feed()).find((p) => p._id === first._id)?.numOfLikes).toBe(1);

    await request(t.url)
      .post('/api/v1/deletePost')
      .set(auth(author))
      .send({ postId: first._id })
      .expect(200);
    expect(titles(await feed())).not.toContain('Cache: kick-off');
  });

  it('never shows a signed-in reader a post the rule hides from them, though anonymous pages hold it', async () => {
    const [author, blocked, reader] = await quickUsers(t, 3);
    await createTextPost(t, author.token, 'Cache: seen by all but one');
    // The anonymous page (with the post) is now in memory.
    expect(titles(await feed())).toContain('Cache: seen by all but one');
    await t.app
      .get(DataSource)
      .query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
        author.id,
        blocked.id,
      ]);

    expect(titles(await feed(blocked))).not.toContain('Cache: seen by all but one');
    expect(titles(await feed(reader))).toContain('Cache: seen by all but one');
    // The signed-in page carries the reader's own flags, never the anonymous page's.
    const post = (await feed(reader)).find((p) => p.title === 'Cache: seen by all but one');
    await request(t.url)
      .post('/api/v1/like')
      .set(auth(reader))
      .send({ postId: post?._id })
      .expect(201);
    expect((await feed(reader)).find((p) => p._id === post?._id)?.isLiked).toBe(true);
    expect((await feed()).find((p) => p._id === post?._id)?.isLiked).toBe(false);
  });

  it('drops an author’s posts from the anonymous page at once when they become friends-only', async () => {
    const [author, friend, stranger] = await quickUsers(t, 3);
    await t.app
      .get(DataSource)
      .query(
        `INSERT INTO connections (requester_id, recipient_id, status) VALUES ($1, $2, 'connected')`,
        [author.id, friend.id],
      );
    await createTextPost(t, author.token, 'Cache: for friends soon');
    expect(titles(await feed())).toContain('Cache: for friends soon');

    await request(t.url)
      .put('/api/v1/settings/privacy')
      .set(auth(author))
      .send({ postVisibility: 'friends' })
      .expect(200);

    expect(titles(await feed())).not.toContain('Cache: for friends soon');
    expect(titles(await feed(stranger))).not.toContain('Cache: for friends soon');
    expect(titles(await feed(friend))).toContain('Cache: for friends soon');
  });

  it('keeps community posts out of the shared page, for members only', async () => {
    const [owner, outsider] = await quickUsers(t, 2);
    const communityId = await createCommunity(t, owner.id, [owner.id]);
    await createCommunityPost(t, owner.token, communityId, 'Cache: members only');

    expect(titles(await feed())).not.toContain('Cache: members only');
    expect(titles(await feed(outsider))).not.toContain('Cache: members only');
    expect(titles(await feed(owner))).toContain('Cache: members only');
  });

  it('answers bad input with the same messages when a page is cached', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await request(t.url).get('/api/v1/getAllPost?limit=0').expect(400);
      expect(bad.body).toMatchObject({ success: false, message: 'limit must be at least 1' });
      const cursor = await request(t.url).get('/api/v1/getAllPost?cursor=nope').expect(400);
      expect(cursor.body).toMatchObject({ success: false, message: 'Invalid cursor' });
    }
  });
});

const redisUrl = process.env.E2E_REDIS_URL;

// Two replicas on one Redis: a post written through one clears the other's anonymous page.
(redisUrl ? describe : describe.skip)('Shared anonymous feed cache across replicas (e2e)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    const overrides = { REDIS_URL: redisUrl as string, FEED_CACHE_TTL_MS: '60000' };
    a = await startTestApp(overrides);
    b = await startTestApp(overrides);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('a post written through replica A shows on replica B’s anonymous page at once', async () => {
    const [author] = await quickUsers(a, 1);
    const anonymousOnB = async () =>
      ((await request(b.url).get('/api/v1/getAllPost').expect(200)).body.data as FeedPost[]).map(
        (p) => p.title,
      );
    await createTextPost(a, author.token, 'Replicas: first');
    expect(await anonymousOnB()).toContain('Replicas: first');

    await createTextPost(a, author.token, 'Replicas: second');
    // Published through Redis: B drops its copy as soon as the message arrives (well before the
    // minute its copy would otherwise live).
    await eventually(async () => expect((await anonymousOnB())[0]).toBe('Replicas: second'));
  });
});
