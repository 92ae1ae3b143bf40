import request from 'supertest';
import { DataSource } from 'typeorm';
import { createCommunity, createCommunityPost, createTextPost, quickUsers } from './support/posts';
import type { QuickUser } from './support/posts';
import { eventually } from './support/eventually';
import { connectSocket, TestSocket, waitForSocketEvent } from './support/socket';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';
import { VisibilityService } from '../src/modules/visibility';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/**
 * The blocking matrix: A blocks B. For every read path, what B sees of A before the block, after
 * it and after the unblock; every write B may no longer do; the follows and the connection the
 * block ends; and a socket of B that hears nothing about A.
 */
describe('Blocking (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  /** A user's follow counters as the database keeps them. */
  const counts = async (id: string) =>
    (
      await db.query(
        'SELECT num_of_followers AS followers, num_of_following AS following FROM users WHERE id = $1',
        [id],
      )
    )[0];
  const sockets: TestSocket[] = [];
  let a: QuickUser; // the blocker
  let b: QuickUser; // the blocked
  let third: QuickUser; // a friend of both
  let postOfA: string;
  let postOfB: string;
  let communityPostOfA: string;
  let communityId: string;
  let postOfThird: string;
  let commentOfA: string;

  const api = () => request(t.url);
  const bearer = (u: QuickUser) => ({ Authorization: `Bearer ${u.token}` });
  const get = (u: QuickUser, path: string) => api().get(`/api/v1${path}`).set(bearer(u));
  const post = (u: QuickUser, path: string, body: object = {}) =>
    api().post(`/api/v1${path}`).set(bearer(u)).send(body);
  const success = (res: request.Response) => expect(res.body.success).toBe(true);
  const ids = (list: { _id: string }[]) => list.map((x) => x._id);
  const userIds = (list: { user: { _id: string } }[]) => list.map((x) => x.user._id);

  function block(by: QuickUser, target: string) {
    return api().post(`/api/v1/settings/block/${target}`).set(bearer(by));
  }
  function unblock(by: QuickUser, target: string) {
    return api().delete(`/api/v1/settings/block/${target}`).set(bearer(by));
  }

  beforeAll(async () => {
    t = await startTestApp({ COMMENT_COOLDOWN_SECONDS: '0' });
    await resetDatabase(t.app);
    db = t.app.get(DataSource);
    [a, b, third] = await quickUsers(t, 3);
    communityId = await createCommunity(t, a.id, [a.id, b.id]);
    postOfA = (await createTextPost(t, a.token, 'A speaks'))._id;
    postOfB = (await createTextPost(t, b.token, 'B speaks'))._id;
    postOfThird = (await createTextPost(t, third.token, 'Third speaks'))._id;
    communityPostOfA = (await createCommunityPost(t, a.token, communityId))._id;
    commentOfA = (
      await post(a, '/createComment', { postId: postOfThird, comment: 'A says' }).expect(201)
    ).body.data._id;
    await post(a, '/like', { postId: postOfThird }).expect(success);
    await post(b, '/savePost', { postId: postOfA }).expect(success);
    // third follows A and A follows third (A in both of third's lists); all connected to third.
    await post(third, '/follow', { followingId: a.id, follow: true }).expect(200);
    await post(a, '/follow', { followingId: third.id, follow: true }).expect(200);
    for (const u of [a, b]) {
      await post(u, '/connect', { connectId: third.id }).expect(201);
      await post(third, '/acceptConnection', { requesterId: u.id }).expect(200);
    }
    for (const u of [a, b]) {
      await post(u, '/addFanProfile', { favouriteTeams: ['Arsenal'] }).expect(success);
    }
  });

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await new Promise((r) => setTimeout(r, 200)); // let presence settle before the pool closes
    await t.close();
  });

  /** Each read path: does `viewer` see `target` (the blocker, A) there? */
  const readPaths: [string, (viewer: QuickUser, target: QuickUser) => Promise<boolean>][] = [
    [
      'feed',
      async (v) =>
        ids((await get(v, '/getAllPost?limit=50').expect(200)).body.data).includes(postOfA),
    ],
    ['user posts', async (v, x) => (await get(v, `/getUserPosts?userId=${x.id}`)).status === 200],
    [
      'saved posts',
      async (v) => ids((await get(v, '/getSavedPosts').expect(200)).body.data).includes(postOfA),
    ],
    [
      'community posts',
      async (v) =>
        ids((await get(v, `/community/${communityId}/posts`).expect(200)).body.data).includes(
          communityPostOfA,
        ),
    ],
    [
      'community discover',
      async (v) =>
        ids((await get(v, '/community/discover').expect(200)).body.data).includes(communityPostOfA),
    ],
    [
      "comments in another's thread",
      async (v) =>
        ids(
          (await post(v, '/viewComments', { postId: postOfThird }).expect(200)).body.data,
        ).includes(commentOfA),
    ],
    [
      '/viewComment',
      async (v) => (await post(v, '/viewComment', { commentId: commentOfA })).status === 200,
    ],
    [
      '/viewReplies',
      async (v) => (await post(v, '/viewReplies', { commentId: commentOfA })).status === 200,
    ],
    [
      'likes list',
      async (v, x) =>
        ids(
          (await post(v, '/getLikesByPost', { postId: postOfThird }).expect(200)).body.data,
        ).includes(x.id),
    ],
    [
      '/getLikeByPostAndUser',
      async (v, x) =>
        (await post(v, '/getLikeByPostAndUser', { postId: postOfThird, userId: x.id }).expect(200))
          .body.data === true,
    ],
    [
      'followers list',
      async (v, x) =>
        ids((await get(v, `/getUserFollowers?userId=${third.id}`).expect(200)).body.data).includes(
          x.id,
        ),
    ],
    [
      'following list',
      async (v, x) =>
        ids((await get(v, `/getUserFollowing?userId=${third.id}`).expect(200)).body.data).includes(
          x.id,
        ),
    ],
    [
      'search',
      async (v, x) =>
        ids((await get(v, `/users/search?q=${x.userName}`).expect(200)).body.data).includes(x.id),
    ],
    [
      '/users/username',
      async (v, x) => (await get(v, `/users/username/${x.userName}`)).status === 200,
    ],
    [
      '/getUserDetails',
      async (v, x) => (await post(v, '/getUserDetails', { userId: x.id })).status === 200,
    ],
    ['profile', async (v, x) => (await get(v, `/profile/${x.id}`)).status === 200],
    ['fan section', async (v, x) => (await get(v, `/getFanProfile/${x.id}`)).status === 200],
    ['profile sections', async (v, x) => (await get(v, `/profileSections/${x.id}`)).status === 200],
    [
      'mutual recommendations',
      async (v, x) =>
        userIds((await get(v, '/recommendations/mutual').expect(200)).body.data).includes(x.id),
    ],
    [
      'team recommendations',
      async (v, x) =>
        userIds((await get(v, '/recommendations/teams').expect(200)).body.data).includes(x.id),
    ],
    [
      '/allUsers',
      async (v, x) =>
        ids((await get(v, '/allUsers?limit=50').expect(200)).body.data).includes(x.id),
    ],
    [
      '/userNotFollowed',
      async (v, x) =>
        ids((await get(v, '/userNotFollowed?limit=50').expect(200)).body.data).includes(x.id),
    ],
  ];

  async function seen(viewer: QuickUser, target: QuickUser): Promise<Record<string, boolean>> {
    const out: Record<string, boolean> = {};
    for (const [name, probe] of readPaths) out[name] = await probe(viewer, target);
    return out;
  }
  const everywhere = (value: boolean) =>
    Object.fromEntries(readPaths.map(([name]) => [name, value]));

  it('hides A from B on every read path while blocked, and shows A again after the unblock', async () => {
    expect(await seen(b, a)).toEqual(everywhere(true));

    const blocked = await block(a, b.id).expect(200);
    expect(blocked.body).toEqual({ success: true, message: 'User blocked successfully' });
    expect(await seen(b, a)).toEqual(everywhere(false));

    const unblocked = await unblock(a, b.id).expect(200);
    expect(unblocked.body).toEqual({ success: true, message: 'User unblocked successfully' });
    expect(await seen(b, a)).toEqual(everywhere(true));
  });

  it("hides B from A's feed, search and recommendations; A may still open B's profile", async () => {
    // B is online: others see the dot, the blocker does not.
    const socketOfB = connectSocket(t.url, b.token);
    sockets.push(socketOfB);
    await waitForSocketEvent(socketOfB, 'connect');
    await eventually(async () => {
      const seenByThird = await post(third, '/getUserDetails', { userId: b.id }).expect(200);
      expect(seenByThird.body.data.isActive).toBe(true);
    });
    await block(a, b.id).expect(200);
    try {
      const feed = ids((await get(a, '/getAllPost?limit=50').expect(200)).body.data);
      expect(feed).not.toContain(postOfB);
      expect(feed).toContain(postOfA);
      const search = await get(a, `/users/search?q=${b.userName}`).expect(200);
      expect(search.body.data).toEqual([]);
      const mutual = await get(a, '/recommendations/mutual').expect(200);
      expect(userIds(mutual.body.data)).not.toContain(b.id);
      const teams = await get(a, '/recommendations/teams').expect(200);
      expect(userIds(teams.body.data)).not.toContain(b.id);

      const profile = await get(a, `/profile/${b.id}`).expect(200);
      expect(profile.body.data).toMatchObject({
        blockedByMe: true,
        restricted: true,
        posts: [],
        user: { _id: b.id, userName: b.userName, isActive: false },
      });
      const theirs = await get(b, `/profile/${a.id}`).expect(404);
      expect(theirs.body.message).toBe('Profile not found.');
    } finally {
      await unblock(a, b.id).expect(200);
      socketOfB.disconnect();
    }
  });

  it('refuses every write of B towards A with 404 while blocked', async () => {
    await block(a, b.id).expect(200);
    const countsWhenBlocked = [await counts(a.id), await counts(b.id)];
    try {
      const writes: [string, () => request.Test][] = [
        ['follow', () => post(b, '/follow', { followingId: a.id, follow: true })],
        ['connect', () => post(b, '/connect', { connectId: a.id })],
        ['like', () => post(b, '/like', { postId: postOfA })],
        ['comment', () => post(b, '/createComment', { postId: postOfA, comment: 'hey' })],
        ['save', () => post(b, '/savePost', { postId: postOfA })],
        ['repost', () => post(b, '/repost', { postId: postOfA })],
        [
          'reply to a comment of A',
          () =>
            post(b, '/createComment', {
              postId: postOfThird,
              comment: 'reply',
              parentCommentId: commentOfA,
            }),
        ],
      ];
      const statuses: Record<string, number> = {};
      for (const [name, write] of writes) statuses[name] = (await write()).status;
      expect(statuses).toEqual(Object.fromEntries(writes.map(([name]) => [name, 404])));
      // The blocker cannot follow or connect either while the block stands.
      expect((await post(a, '/follow', { followingId: b.id, follow: true })).status).toBe(404);
      expect((await post(a, '/connect', { connectId: b.id })).status).toBe(404);
      // A refused tie leaves nothing behind: no row, no counter moved.
      const [{ ties }] = await db.query(
        `SELECT (SELECT count(*)::int FROM follows
                  WHERE (follower_id, following_id) IN (($1, $2), ($2, $1)))
              + (SELECT count(*)::int FROM connections
                  WHERE (requester_id, recipient_id) IN (($1, $2), ($2, $1))) AS ties`,
        [a.id, b.id],
      );
      expect(ties).toBe(0);
      expect([await counts(a.id), await counts(b.id)]).toEqual(countsWhenBlocked);
    } finally {
      await unblock(a, b.id).expect(200);
    }
  });

  it('ends the follows both ways and the connection, with exact counters; unblocking restores nothing', async () => {
    const [x, y] = await quickUsers(t, 2);
    await post(x, '/follow', { followingId: y.id, follow: true }).expect(200);
    await post(y, '/follow', { followingId: x.id, follow: true }).expect(200);
    await post(x, '/connect', { connectId: y.id }).expect(201);
    await post(y, '/acceptConnection', { requesterId: x.id }).expect(200);
    expect(await counts(x.id)).toEqual({ followers: 1, following: 1 });

    await block(x, y.id).expect(200);
    expect(await counts(x.id)).toEqual({ followers: 0, following: 0 });
    expect(await counts(y.id)).toEqual({ followers: 0, following: 0 });
    const [{ n: follows }] = await db.query(
      'SELECT count(*)::int AS n FROM follows WHERE follower_id = ANY($1) AND following_id = ANY($1)',
      [[x.id, y.id]],
    );
    const [{ n: connections }] = await db.query(
      'SELECT count(*)::int AS n FROM connections WHERE requester_id = ANY($1) AND recipient_id = ANY($1)',
      [[x.id, y.id]],
    );
    expect({ follows, connections }).toEqual({ follows: 0, connections: 0 });

    await unblock(x, y.id).expect(200);
    expect(await counts(x.id)).toEqual({ followers: 0, following: 0 });
    const ties = await get(x, '/connections').expect(200);
    expect(ids(ties.body.data)).not.toContain(y.id);
  });

  it('a follow or a request under way while a block commits does not land after it', async () => {
    // A block of y by x, in progress: it has its pair lock and its row, not yet committed.
    const [x, y] = await quickUsers(t, 2);
    const blocking = db.createQueryRunner();
    await blocking.connect();
    await blocking.startTransaction();
    try {
      await t.app.get(VisibilityService).lockPair(blocking.manager, x.id, y.id);
      await blocking.query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
        x.id,
        y.id,
      ]);
      const follow = post(y, '/follow', { followingId: x.id, follow: true }).then((r) => r);
      const connect = post(y, '/connect', { connectId: x.id }).then((r) => r);
      // Both requests have passed any check made outside the lock by now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await blocking.commitTransaction();
      expect([(await follow).status, (await connect).status]).toEqual([404, 404]);
    } finally {
      if (blocking.isTransactionActive) await blocking.rollbackTransaction();
      await blocking.release();
    }
    const [{ follows, connections }] = await db.query(
      `SELECT (SELECT count(*)::int FROM follows WHERE follower_id = $1 AND following_id = $2)
                AS follows,
              (SELECT count(*)::int FROM connections WHERE requester_id = $1 AND recipient_id = $2)
                AS connections`,
      [y.id, x.id],
    );
    expect({ follows, connections }).toEqual({ follows: 0, connections: 0 });
    const followers = await get(x, '/getUserFollowers').expect(200);
    expect(ids(followers.body.data)).not.toContain(y.id);
  });

  it('a block made while a follow is under way removes that follow once it commits', async () => {
    // y's follow of x, in progress: under its pair lock, its row written, not yet committed.
    const [x, y] = await quickUsers(t, 2);
    const following = db.createQueryRunner();
    await following.connect();
    await following.startTransaction();
    try {
      await t.app.get(VisibilityService).lockPair(following.manager, y.id, x.id);
      await following.query('INSERT INTO follows (follower_id, following_id) VALUES ($1, $2)', [
        y.id,
        x.id,
      ]);
      const blocked = block(x, y.id).then((r) => r);
      await new Promise((resolve) => setTimeout(resolve, 500));
      await following.commitTransaction();
      expect((await blocked).status).toBe(200);
    } finally {
      if (following.isTransactionActive) await following.rollbackTransaction();
      await following.release();
    }
    const [{ n }] = await db.query(
      'SELECT count(*)::int AS n FROM follows WHERE follower_id = $1 AND following_id = $2',
      [y.id, x.id],
    );
    expect(n).toBe(0);
    const [{ followers }] = await db.query(
      'SELECT num_of_followers AS followers FROM users WHERE id = $1',
      [x.id],
    );
    expect(followers).toBe(0);
  });

  it('removes a pending request too', async () => {
    const [x, y] = await quickUsers(t, 2);
    await post(y, '/connect', { connectId: x.id }).expect(201);
    await block(x, y.id).expect(200);
    const pending = await get(x, '/pendingConnections').expect(200);
    expect(pending.body.data).toEqual([]);
    const sent = await get(y, '/sentPendingConnections').expect(200);
    expect(sent.body.data).toEqual([]);
  });

  it('answers the spec statuses and messages', async () => {
    const [x, y] = await quickUsers(t, 2);
    const self = await block(x, x.id).expect(400);
    expect(self.body.message).toBe('You cannot block yourself.');
    const unknown = await block(x, UNKNOWN).expect(404);
    expect(unknown.body.message).toBe('User not found');
    await block(x, 'not-an-id').expect(400);
    await block(x, y.id).expect(200);
    const twice = await block(x, y.id).expect(409);
    expect(twice.body.message).toBe('User is already blocked');
    const ids1 = await get(x, '/settings/blocked-users').expect(200);
    expect(ids1.body).toEqual({ success: true, data: [y.id] });
    const details = await get(x, '/settings/blocked-users?details=true').expect(200);
    expect(details.body).toMatchObject({
      success: true,
      total: 1,
      nextCursor: null,
      data: [{ _id: y.id, userName: y.userName, fullName: expect.any(String), profilePic: null }],
    });
    await get(x, '/settings/blocked-users?details=maybe').expect(400);
    await unblock(x, y.id).expect(200);
    const notBlocked = await unblock(x, y.id).expect(404);
    expect(notBlocked.body.success).toBe(false);
    await api().post(`/api/v1/settings/block/${y.id}`).expect(401);
  });

  it('pages the blocked users to their end and filters them by name', async () => {
    const [x, ...others] = await quickUsers(t, 5);
    for (const o of others) await block(x, o.id).expect(200);
    const seenIds: string[] = [];
    let cursor: string | null = null;
    do {
      const page: request.Response = await get(
        x,
        `/settings/blocked-users?details=true&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      ).expect(200);
      expect(page.body.total).toBe(4);
      seenIds.push(...ids(page.body.data));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seenIds).toEqual(others.map((o) => o.id).reverse());
    const filtered = await get(
      x,
      `/settings/blocked-users?details=true&q=${others[1].userName}`,
    ).expect(200);
    expect(ids(filtered.body.data)).toEqual([others[1].id]);
  });

  it("B's socket hears nothing about A once blocked", async () => {
    const [x, y, z] = await quickUsers(t, 3);
    const socket = connectSocket(t.url, y.token);
    sockets.push(socket);
    await waitForSocketEvent(socket, 'connect');
    const heard: unknown[] = [];
    socket.on('post_update', (p) => heard.push(['post_update', p]));
    socket.on('follow_update', (p) => heard.push(['follow_update', p]));
    socket.on('comment_update', (p) => heard.push(['comment_update', p]));
    socket.on('connection_cancelled', (p) => heard.push(['connection_cancelled', p]));
    socket.on('connection_disconnected', (p) => heard.push(['connection_disconnected', p]));
    socket.on('my_block', (p) => heard.push(['my_block', p]));

    await post(y, '/follow', { followingId: x.id, follow: true }).expect(200);
    // Let those pushes arrive first: the connection request is the last of them.
    const requested = waitForSocketEvent(socket, 'connection_request');
    await post(x, '/connect', { connectId: y.id }).expect(201);
    await requested;
    heard.length = 0;

    await block(x, y.id).expect(200);
    const hidden = await createTextPost(t, x.token, 'not for y');
    await post(x, '/createComment', { postId: hidden._id, comment: 'still not' }).expect(201);
    await post(x, '/follow', { followingId: z.id, follow: true }).expect(200);
    const thirdPost = await createTextPost(t, z.token, 'z asks');
    await post(x, '/createComment', { postId: thirdPost._id, comment: 'x answers' }).expect(201);
    // A post of someone else is the marker: pushes arrive in order, so all of x's came before.
    const marker = waitForSocketEvent(socket, 'post_update');
    const other = await createTextPost(t, z.token, 'for everyone');
    expect(await marker).toMatchObject({ postId: other._id });
    expect(heard).toEqual([
      ['post_update', expect.objectContaining({ postId: thirdPost._id })],
      ['post_update', expect.objectContaining({ postId: other._id })],
    ]);
  });

  it("the blocker's other tabs hear their block and unblock (my_block)", async () => {
    const [x, y] = await quickUsers(t, 2);
    const otherTab = connectSocket(t.url, x.token);
    sockets.push(otherTab);
    await waitForSocketEvent(otherTab, 'connect');
    const blocked = waitForSocketEvent(otherTab, 'my_block');
    await block(x, y.id).expect(200);
    expect(await blocked).toEqual({ userId: y.id, blocked: true });
    const unblocked = waitForSocketEvent(otherTab, 'my_block');
    await unblock(x, y.id).expect(200);
    expect(await unblocked).toEqual({ userId: y.id, blocked: false });
  });
});
