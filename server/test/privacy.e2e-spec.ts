import request from 'supertest';
import { createTextPost, quickUsers } from './support/posts';
import type { QuickUser } from './support/posts';
import { connectSocket, TestSocket, waitForSocketEvent } from './support/socket';
import { eventually } from './support/eventually';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

type Viewer = 'self' | 'connection' | 'stranger' | 'anonymous';

/**
 * The privacy matrix: each setting with the viewers it allows (the owner, a connection) and the
 * ones it refuses (a stranger, an anonymous caller where the path is public), as users notice it.
 */
describe('Privacy settings (e2e)', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  let owner: QuickUser;
  let friend: QuickUser;
  let stranger: QuickUser;

  const api = () => request(t.url);
  const bearer = (u: QuickUser) => ({ Authorization: `Bearer ${u.token}` });
  const as = (viewer: Exclude<Viewer, 'anonymous'>): QuickUser =>
    ({ self: owner, connection: friend, stranger })[viewer];
  const ids = (list: { _id: string }[]) => list.map((x) => x._id);

  async function setPrivacy(changes: object): Promise<void> {
    await api().put('/api/v1/settings/privacy').set(bearer(owner)).send(changes).expect(200);
  }

  beforeAll(async () => {
    t = await startTestApp({ COMMENT_COOLDOWN_SECONDS: '0' });
    await resetDatabase(t.app);
    [owner, friend, stranger] = await quickUsers(t, 3);
    await api()
      .post('/api/v1/connect')
      .set(bearer(friend))
      .send({ connectId: owner.id })
      .expect(201);
    await api()
      .post('/api/v1/acceptConnection')
      .set(bearer(owner))
      .send({ requesterId: friend.id })
      .expect(200);
    await api()
      .put('/api/v1/profile/updateProfile')
      .set(bearer(owner))
      .send({ bio: 'Left back, Sunday league' })
      .expect(200);
  });

  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await new Promise((r) => setTimeout(r, 200)); // let presence settle before the pool closes
    await t.close();
  });

  it('answers SPEC §3 defaults and refuses bad values with 400', async () => {
    const [fresh] = await quickUsers(t, 1);
    const settings = await api().get('/api/v1/settings').set(bearer(fresh)).expect(200);
    expect(settings.body.data.privacy).toEqual({
      profileVisibility: 'public',
      postVisibility: 'public',
      storyVisibility: 'friends',
      allowComments: 'everyone',
      allowMessages: 'everyone',
      allowTags: 'everyone',
      showOnlineStatus: true,
      showActivity: true,
      showFollowers: true,
      allowSearchByEmail: false,
      allowSearchByPhone: false,
      twoFactorAuth: false,
      loginAlerts: true,
    });
    const bad: object[] = [
      { profileVisibility: 'everyone' },
      { postVisibility: 'friends-only' },
      { storyVisibility: 1 },
      { allowComments: 'public' },
      { allowMessages: null },
      { allowTags: 'all' },
      { showOnlineStatus: 'no' },
      { showFollowers: 0 },
      { allowSearchByEmail: 'true' },
      { loginAlerts: [] },
      { favouriteColour: 'red' },
    ];
    for (const body of bad) {
      const res = await api().put('/api/v1/settings/privacy').set(bearer(fresh)).send(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    const unchanged = await api().get('/api/v1/settings').set(bearer(fresh)).expect(200);
    expect(unchanged.body.data.privacy).toEqual(settings.body.data.privacy);
  });

  describe('profileVisibility', () => {
    async function profileAs(viewer: Exclude<Viewer, 'anonymous'>) {
      const res = await api()
        .get(`/api/v1/profile/${owner.id}`)
        .set(bearer(as(viewer)));
      expect(res.status).toBe(200);
      return {
        restricted: res.body.data.restricted,
        bio: res.body.data.profile.bio,
        posts: res.body.data.posts.length,
        header: res.body.data.user.userName === owner.userName,
      };
    }
    beforeAll(async () => {
      await createTextPost(t, owner.token, 'Profile post');
    });
    afterAll(() => setPrivacy({ profileVisibility: 'public' }));

    const cases: [string, Exclude<Viewer, 'anonymous'>, boolean][] = [
      ['friends', 'self', true],
      ['friends', 'connection', true],
      ['friends', 'stranger', false],
      ['private', 'self', true],
      ['private', 'connection', false],
      ['private', 'stranger', false],
    ];
    it.each(cases)('%s: the %s sees the whole profile: %s', async (level, viewer, whole) => {
      await setPrivacy({ profileVisibility: level });
      const seen = await profileAs(viewer);
      expect(seen).toEqual(
        whole
          ? { restricted: false, bio: 'Left back, Sunday league', posts: 1, header: true }
          : { restricted: true, bio: null, posts: 0, header: true },
      );
      if (!whole) {
        const posts = await api()
          .get(`/api/v1/getUserPosts?userId=${owner.id}`)
          .set(bearer(as(viewer)))
          .expect(200);
        expect(posts.body.data).toEqual([]);
        await api()
          .get(`/api/v1/profileSections/${owner.id}`)
          .set(bearer(as(viewer)))
          .expect(404);
      }
    });
  });

  describe('postVisibility', () => {
    let postId: string;
    let commentId: string;
    beforeAll(async () => {
      postId = (await createTextPost(t, owner.token, 'Who sees me?'))._id;
      const comment = await api()
        .post('/api/v1/createComment')
        .set(bearer(owner))
        .send({ postId, comment: 'Mine' })
        .expect(201);
      commentId = comment.body.data._id;
    });
    afterAll(() => setPrivacy({ postVisibility: 'public' }));

    async function feedHasPost(viewer: Viewer): Promise<boolean> {
      const req = api().get('/api/v1/getAllPost?limit=50');
      const res = await (viewer === 'anonymous' ? req : req.set(bearer(as(viewer)))).expect(200);
      return ids(res.body.data).includes(postId);
    }

    const cases: [string, Viewer, boolean][] = [
      ['public', 'anonymous', true],
      ['public', 'stranger', true],
      ['friends', 'self', true],
      ['friends', 'connection', true],
      ['friends', 'stranger', false],
      ['friends', 'anonymous', false],
      ['private', 'self', true],
      ['private', 'connection', false],
      ['private', 'stranger', false],
    ];
    it.each(cases)('%s: the %s sees the post in the feed: %s', async (level, viewer, sees) => {
      await setPrivacy({ postVisibility: level });
      expect(await feedHasPost(viewer)).toBe(sees);
      // A comment on it (what a push names) is read under the post's rule.
      const view = api().post('/api/v1/viewComment').send({ commentId });
      const one = await (viewer === 'anonymous' ? view : view.set(bearer(as(viewer))));
      expect(one.status).toBe(sees ? 200 : 404);
      if (!sees) expect(one.body.message).toBe('Post not found');
      if (viewer !== 'anonymous' && viewer !== 'self') {
        const like = await api()
          .post('/api/v1/like')
          .set(bearer(as(viewer)))
          .send({ postId });
        if (!sees) expect(like.status).toBe(404);
        else
          await api()
            .post('/api/v1/dislike')
            .set(bearer(as(viewer)))
            .send({ postId });
      }
    });
  });

  describe('allowComments', () => {
    let postId: string;
    beforeAll(async () => {
      postId = (await createTextPost(t, owner.token, 'Comment on me'))._id;
    });
    afterAll(() => setPrivacy({ allowComments: 'everyone' }));

    it('an anonymous reader is never offered the box', async () => {
      const card = await api().get(`/api/v1/getPost/${postId}`).expect(200);
      expect(card.body.data.canComment).toBe(false);
    });

    const cases: [string, Exclude<Viewer, 'anonymous'>, number][] = [
      ['everyone', 'stranger', 201],
      ['friends', 'self', 201],
      ['friends', 'connection', 201],
      ['friends', 'stranger', 403],
      ['none', 'self', 201],
      ['none', 'connection', 403],
      ['none', 'stranger', 403],
    ];
    it.each(cases)('%s: the %s comments: %s', async (level, viewer, status) => {
      await setPrivacy({ allowComments: level });
      // The card says beforehand what Post would answer (the box or 'Comments are turned off').
      const card = await api()
        .get(`/api/v1/getPost/${postId}`)
        .set(bearer(as(viewer)))
        .expect(200);
      expect(card.body.data.canComment).toBe(status === 201);
      const feed = await api()
        .get('/api/v1/getAllPost')
        .set(bearer(as(viewer)))
        .expect(200);
      const listed = (feed.body.data as { _id: string; canComment: boolean }[]).find(
        (p) => p._id === postId,
      );
      expect(listed?.canComment).toBe(status === 201);
      const res = await api()
        .post('/api/v1/createComment')
        .set(bearer(as(viewer)))
        .send({ postId, comment: 'Great game' });
      expect(res.status).toBe(status);
      if (status === 403) {
        expect(res.body).toMatchObject({
          code: 'COMMENTS_DISABLED',
          message: 'Comments are turned off for this post',
        });
      }
    });
  });

  describe('showFollowers', () => {
    afterAll(() => setPrivacy({ showFollowers: true }));
    const cases: [Exclude<Viewer, 'anonymous'>, number][] = [
      ['self', 200],
      ['connection', 404],
      ['stranger', 404],
    ];
    it.each(cases)(
      'false: the %s reads the followers and following lists: %s',
      async (viewer, status) => {
        await setPrivacy({ showFollowers: false });
        for (const list of ['getUserFollowers', 'getUserFollowing']) {
          const res = await api()
            .get(`/api/v1/${list}?userId=${owner.id}`)
            .set(bearer(as(viewer)));
          expect(res.status).toBe(status);
          if (status === 404) expect(res.body.code).toBe('FOLLOWERS_HIDDEN');
        }
        // The counts stay on the profile.
        const profile = await api()
          .get(`/api/v1/profile/${owner.id}`)
          .set(bearer(as(viewer)))
          .expect(200);
        expect(profile.body.data.profile).toMatchObject({
          numOfFollowers: expect.any(Number),
          numOfFollowing: expect.any(Number),
        });
      },
    );
    it('true: the stranger reads them', async () => {
      await setPrivacy({ showFollowers: true });
      await api()
        .get(`/api/v1/getUserFollowers?userId=${owner.id}`)
        .set(bearer(stranger))
        .expect(200);
    });
  });

  describe('showOnlineStatus', () => {
    beforeAll(async () => {
      const socket = connectSocket(t.url, owner.token);
      sockets.push(socket);
      await waitForSocketEvent(socket, 'connect');
    });
    afterAll(() => setPrivacy({ showOnlineStatus: true }));

    async function onlineAs(viewer: Exclude<Viewer, 'anonymous'>) {
      const details = await api()
        .post('/api/v1/getUserDetails')
        .set(bearer(as(viewer)))
        .send({ userId: owner.id })
        .expect(200);
      const profile = await api()
        .get(`/api/v1/profile/${owner.id}`)
        .set(bearer(as(viewer)))
        .expect(200);
      return [details.body.data.isActive, profile.body.data.user.isActive];
    }

    it('true: everyone sees the online dot', async () => {
      await eventually(async () => expect(await onlineAs('stranger')).toEqual([true, true]));
    });
    it('false: others always see isActive false; the owner still sees themselves online', async () => {
      await setPrivacy({ showOnlineStatus: false });
      expect(await onlineAs('stranger')).toEqual([false, false]);
      expect(await onlineAs('connection')).toEqual([false, false]);
      expect(await onlineAs('self')).toEqual([true, true]);
    });
  });

  describe('allowSearchByEmail', () => {
    afterAll(() => setPrivacy({ allowSearchByEmail: false }));
    const email = () => `${owner.userName}@example.com`;
    async function found(q: string): Promise<boolean> {
      const res = await api()
        .get(`/api/v1/users/search?q=${encodeURIComponent(q)}`)
        .set(bearer(stranger))
        .expect(200);
      return ids(res.body.data).includes(owner.id);
    }
    it('false: the exact email address finds nobody', async () => {
      await setPrivacy({ allowSearchByEmail: false });
      expect(await found(email())).toBe(false);
    });
    it('true: the exact email address (any case) finds the user; a part of it never does', async () => {
      await setPrivacy({ allowSearchByEmail: true });
      expect(await found(email().toUpperCase())).toBe(true);
      expect(await found('@example.com')).toBe(false);
    });
  });
});
