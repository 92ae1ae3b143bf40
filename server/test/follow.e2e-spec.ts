import request from 'supertest';
import { DataSource } from 'typeorm';
import { eventually } from './support/eventually';
import { createUser, CreatedUser } from './support/factories';
import { connectSocket, TestSocket, waitForSocketEvent } from './support/socket';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('Follow (e2e)', () => {
  let t: TestApp;
  const api = () => request(t.url);
  const auth = (u: CreatedUser) => ({ Authorization: `Bearer ${u.token}` });
  const sockets: TestSocket[] = [];

  async function online(user: CreatedUser): Promise<TestSocket> {
    const socket = connectSocket(t.url, user.token);
    sockets.push(socket);
    await waitForSocketEvent(socket, 'connect');
    return socket;
  }

  function follow(me: CreatedUser, target: string) {
    return api().post('/api/v1/follow').set(auth(me)).send({ followingId: target });
  }

  async function counters(id: string): Promise<{ followers: number; following: number }> {
    const [row] = await t.app
      .get(DataSource)
      .query(
        'SELECT num_of_followers AS followers, num_of_following AS following FROM users WHERE id = $1',
        [id],
      );
    return row;
  }

  beforeAll(async () => {
    t = await startTestApp();
    await resetDatabase(t.app);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await new Promise((r) => setTimeout(r, 200)); // let presence settle before the pool closes
    await t.close();
  });

  it('POST /follow toggles and answers the new state with both counters', async () => {
    const me = await createUser(t.url);
    const star = await createUser(t.url);
    const first = await follow(me, star.user._id).expect(200);
    expect(first.body).toEqual({
      success: true,
      message: 'Followed',
      data: { following: true, numOfFollowers: 1, numOfFollowing: 1 },
    });
    const again = await follow(me, star.user._id).expect(200);
    expect(again.body).toEqual({
      success: true,
      message: 'Unfollowed',
      data: { following: false, numOfFollowers: 0, numOfFollowing: 0 },
    });
    expect(await counters(star.user._id)).toEqual({ followers: 0, following: 0 });
  });

  it('POST /follow with follow: true / false is idempotent and pushes only real changes', async () => {
    const me = await createUser(t.url);
    const star = await createUser(t.url);
    const explicit = (want: unknown) =>
      api().post('/api/v1/follow').set(auth(me)).send({ followingId: star.user._id, follow: want });
    const socket = await online(star);
    const heard: unknown[] = [];
    socket.on('follow_update', (payload) => heard.push(payload));

    for (let i = 0; i < 2; i += 1) {
      const res = await explicit(true).expect(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Followed',
        data: { following: true, numOfFollowers: 1, numOfFollowing: 1 },
      });
    }
    expect(await counters(star.user._id)).toEqual({ followers: 1, following: 0 });
    for (let i = 0; i < 2; i += 1) {
      const res = await explicit(false).expect(200);
      expect(res.body).toMatchObject({ message: 'Unfollowed', data: { following: false } });
    }
    expect(await counters(star.user._id)).toEqual({ followers: 0, following: 0 });
    await eventually(async () => expect(heard).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 200));
    expect(heard).toEqual([
      { followerId: me.user._id, followingId: star.user._id, following: true },
      { followerId: me.user._id, followingId: star.user._id, following: false },
    ]);
    const bad = await explicit('yes').expect(400);
    expect(bad.body.message).toBe('follow must be true or false');
  });

  it('POST /follow refuses myself (400), an unknown user (404) and a malformed id (400)', async () => {
    const me = await createUser(t.url);
    const self = await follow(me, me.user._id).expect(400);
    expect(self.body.message).toBe('You cannot follow yourself.');
    const unknown = await follow(me, UNKNOWN).expect(404);
    expect(unknown.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'User not found' });
    const bad = await follow(me, 'nope').expect(400);
    expect(bad.body.message).toBe('followingId must be a valid user id');
    await api().post('/api/v1/follow').send({ followingId: me.user._id }).expect(401);
    expect(await counters(me.user._id)).toEqual({ followers: 0, following: 0 });
  });

  it('keeps counters exact under 50 parallel follows, then 50 parallel unfollows', async () => {
    const star = await createUser(t.url);
    const fans = await Promise.all(Array.from({ length: 50 }, () => createUser(t.url)));
    const follows = await Promise.all(fans.map((f) => follow(f, star.user._id)));
    expect(follows.every((r) => r.status === 200 && r.body.data.following)).toBe(true);
    // Each fan was told the count their own follow made: 1 to 50, each once.
    const told = follows.map((r) => r.body.data.numOfFollowers as number).sort((x, y) => x - y);
    expect(told).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(await counters(star.user._id)).toEqual({ followers: 50, following: 0 });
    // The same user hammering the toggle: the counters still match the rows.
    const fan = fans[0];
    await Promise.all(Array.from({ length: 9 }, () => follow(fan, star.user._id)));
    const [{ n }] = await t.app
      .get(DataSource)
      .query('SELECT count(*)::int AS n FROM follows WHERE following_id = $1', [star.user._id]);
    expect((await counters(star.user._id)).followers).toBe(n);
    expect((await counters(fan.user._id)).following).toBe(n === 50 ? 1 : 0);
    await Promise.all(
      fans.map(async (f) => {
        const state = await api().get('/api/v1/getUserFollowing').set(auth(f)).expect(200);
        if (state.body.data.length > 0) await follow(f, star.user._id).expect(200);
      }),
    );
    expect(await counters(star.user._id)).toEqual({ followers: 0, following: 0 });
  });

  it('A following B while B follows A at once does not deadlock', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    const [ab, ba] = await Promise.all([follow(a, b.user._id), follow(b, a.user._id)]);
    expect([ab.status, ba.status]).toEqual([200, 200]);
    expect(await counters(a.user._id)).toEqual({ followers: 1, following: 1 });
    expect(await counters(b.user._id)).toEqual({ followers: 1, following: 1 });
  });

  it('lists followers and following with UserCards, paginated by cursor', async () => {
    const star = await createUser(t.url);
    const fans = [];
    for (let i = 0; i < 3; i++) {
      const f = await createUser(t.url);
      await follow(f, star.user._id).expect(200);
      fans.push(f);
    }
    await follow(star, fans[0].user._id).expect(200);
    const page1 = await api()
      .get(`/api/v1/getUserFollowers?userId=${star.user._id}&limit=2`)
      .set(auth(star))
      .expect(200);
    expect(page1.body.data.map((u: { _id: string }) => u._id)).toEqual([
      fans[2].user._id,
      fans[1].user._id,
    ]);
    expect(page1.body.data[0]).toMatchObject({
      isFollowing: false,
      followsMe: true,
      connectionStatus: 'none',
    });
    expect(page1.body.data[0].email).toBeUndefined();
    expect(page1.body.nextCursor).toEqual(expect.any(String));
    const page2 = await api()
      .get(
        `/api/v1/getUserFollowers?userId=${star.user._id}&limit=2&cursor=${page1.body.nextCursor}`,
      )
      .set(auth(star))
      .expect(200);
    expect(page2.body.data.map((u: { _id: string }) => u._id)).toEqual([fans[0].user._id]);
    expect(page2.body.data[0]).toMatchObject({ isFollowing: true, followsMe: true });
    expect(page2.body.nextCursor).toBeNull();

    // userId defaults to the caller.
    const mine = await api().get('/api/v1/getUserFollowing').set(auth(star)).expect(200);
    expect(mine.body).toMatchObject({ success: true, nextCursor: null });
    expect(mine.body.data.map((u: { _id: string }) => u._id)).toEqual([fans[0].user._id]);

    await api().get(`/api/v1/getUserFollowers?userId=${UNKNOWN}`).set(auth(star)).expect(404);
    await api().get('/api/v1/getUserFollowers?userId=abc').set(auth(star)).expect(400);
    const badCursor = await api()
      .get('/api/v1/getUserFollowers?cursor=garbage')
      .set(auth(star))
      .expect(400);
    expect(badCursor.body.message).toBe('Invalid cursor');
  });

  it('GET /allUsers excludes me; GET /userNotFollowed also excludes whom I follow', async () => {
    await resetDatabase(t.app);
    const me = await createUser(t.url);
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    await follow(me, a.user._id).expect(200);
    const all = await api().get('/api/v1/allUsers').set(auth(me)).expect(200);
    const ids = all.body.data.map((u: { _id: string }) => u._id);
    expect(ids.sort()).toEqual([a.user._id, b.user._id].sort());
    expect(all.body.data.find((u: { _id: string }) => u._id === a.user._id).isFollowing).toBe(true);
    const notFollowed = await api().get('/api/v1/userNotFollowed').set(auth(me)).expect(200);
    expect(notFollowed.body.data.map((u: { _id: string }) => u._id)).toEqual([b.user._id]);
    const paged = await api().get('/api/v1/allUsers?limit=1').set(auth(me)).expect(200);
    expect(paged.body.data).toHaveLength(1);
    const next = await api()
      .get(`/api/v1/allUsers?limit=1&cursor=${paged.body.nextCursor}`)
      .set(auth(me))
      .expect(200);
    expect(next.body.data).toHaveLength(1);
    expect(next.body.data[0]._id).not.toBe(paged.body.data[0]._id);
    expect(next.body.nextCursor).toBeNull();
    await api().get('/api/v1/allUsers?limit=0').set(auth(me)).expect(400);
  });

  it('pushes follow_update to both users and nobody else; the socket `follow` event re-pushes it', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    const c = await createUser(t.url);
    const [sa, sb, sc] = await Promise.all([online(a), online(b), online(c)]);
    const heardByC: unknown[] = [];
    sc.on('follow_update', (p) => heardByC.push(p));

    const expected = { followerId: a.user._id, followingId: b.user._id, following: true };
    const toA = waitForSocketEvent(sa, 'follow_update');
    const toB = waitForSocketEvent(sb, 'follow_update');
    await follow(a, b.user._id).expect(200);
    expect(await toA).toEqual(expected);
    expect(await toB).toEqual(expected);

    const again = waitForSocketEvent(sb, 'follow_update');
    sa.emit('follow', { followerId: a.user._id, followingId: b.user._id });
    expect(await again).toEqual(expected);

    // Claiming to be someone else is ignored.
    const spoof = new Promise<boolean>((resolve) => {
      sb.once('follow_update', () => resolve(true));
      setTimeout(() => resolve(false), 500);
    });
    sc.emit('follow', { followerId: a.user._id, followingId: b.user._id });
    expect(await spoof).toBe(false);
    expect(heardByC).toEqual([]);
  });
});
