import request from 'supertest';
import { createUser, CreatedUser } from './factories';
import { resetDatabase, startTestApp, TestApp } from './test-app';

/**
 * The recommendation lists' cases, run by an app with the given settings: each reader's ranking
 * kept (the default) or ranked on every page (RECOMMENDATIONS_CACHE_TTL_MS=0), which must answer
 * the same.
 */
export function describeRecommendations(title: string, settings: Record<string, string>): void {
  describe(title, () => {
    let t: TestApp;
    const api = () => request(t.url);
    const auth = (u: CreatedUser) => ({ Authorization: `Bearer ${u.token}` });

    async function connect(a: CreatedUser, b: CreatedUser): Promise<void> {
      await api().post('/api/v1/connect').set(auth(a)).send({ connectId: b.user._id }).expect(201);
      await api()
        .post('/api/v1/acceptConnection')
        .set(auth(b))
        .send({ requesterId: a.user._id })
        .expect(200);
    }

    async function fan(u: CreatedUser, favouriteTeams: string[]): Promise<void> {
      await api().post('/api/v1/addFanProfile').set(auth(u)).send({ favouriteTeams }).expect(201);
    }

    beforeAll(async () => {
      t = await startTestApp(settings);
      await resetDatabase(t.app);
    });
    afterAll(() => t.close());

    it('GET /recommendations/mutual ranks connections of my connections by mutual count', async () => {
      const me = await createUser(t.url);
      const [x1, x2, x3] = await Promise.all([1, 2, 3].map(() => createUser(t.url)));
      const [c1, c2, c3, stranger] = await Promise.all([1, 2, 3, 4].map(() => createUser(t.url)));
      for (const x of [x1, x2, x3]) await connect(me, x);
      // c1 shares 3 of my connections, c2 two, c3 one; x2 is mine already; stranger none.
      for (const x of [x1, x2, x3]) await connect(c1, x);
      for (const x of [x1, x2]) await connect(x, c2);
      await connect(c3, x3);
      await connect(x1, x2);
      await connect(stranger, c1);

      const res = await api().get('/api/v1/recommendations/mutual').set(auth(me)).expect(200);
      expect(res.body.success).toBe(true);
      expect(
        res.body.data.map((r: { user: { _id: string }; mutualCount: number }) => [
          r.user._id,
          r.mutualCount,
        ]),
      ).toEqual([
        [c1.user._id, 3],
        [c2.user._id, 2],
        [c3.user._id, 1],
      ]);
      expect(res.body.data[0].user).toMatchObject({
        userName: c1.input.userName,
        connectionStatus: 'none',
        isFollowing: false,
      });
      expect(res.body.data[0].user.email).toBeUndefined();

      const page2 = await api()
        .get('/api/v1/recommendations/mutual?limit=1&offset=1')
        .set(auth(me))
        .expect(200);
      expect(page2.body.data.map((r: { user: { _id: string } }) => r.user._id)).toEqual([
        c2.user._id,
      ]);
      await api().get('/api/v1/recommendations/mutual?offset=-1').set(auth(me)).expect(400);

      // Once connected, c1 is no longer suggested.
      await connect(me, c1);
      const after = await api().get('/api/v1/recommendations/mutual').set(auth(me)).expect(200);
      const ids = after.body.data.map((r: { user: { _id: string } }) => r.user._id);
      expect(ids).not.toContain(c1.user._id);
      expect(ids).not.toContain(me.user._id);
      expect(ids).toContain(stranger.user._id);
    });

    it('mutual recommendations answer to blocks, hibernation and the reader’s new connections at once', async () => {
      await resetDatabase(t.app);
      const me = await createUser(t.url);
      const [x, c, sleeper, later] = await Promise.all([1, 2, 3, 4].map(() => createUser(t.url)));
      await connect(me, x);
      for (const u of [c, sleeper]) await connect(u, x);
      const suggested = async () =>
        (await api().get('/api/v1/recommendations/mutual').set(auth(me)).expect(200)).body.data.map(
          (r: { user: { _id: string } }) => r.user._id,
        );
      expect(await suggested()).toEqual(expect.arrayContaining([c.user._id, sleeper.user._id]));

      await api().post(`/api/v1/settings/block/${me.user._id}`).set(auth(c)).expect(200);
      await api().put('/api/v1/settings/hibernate').set(auth(sleeper)).expect(200);
      expect(await suggested()).toEqual([]);

      await api().delete(`/api/v1/settings/block/${me.user._id}`).set(auth(c)).expect(200);
      expect(await suggested()).toEqual([c.user._id]);

      // The reader's own new connection brings its connections at once (later, through c).
      await connect(later, c);
      await connect(me, c);
      expect(await suggested()).toEqual([later.user._id]);
    });

    it('never tells whom a private network knows: no suggestion through it, none of it', async () => {
      await resetDatabase(t.app);
      const me = await createUser(t.url);
      const [x, y, c, d] = await Promise.all([1, 2, 3, 4].map(() => createUser(t.url)));
      // x and y are my connections; c knows x, d knows y.
      await connect(me, x);
      await connect(me, y);
      await connect(c, x);
      await connect(d, y);
      const privacy = (u: CreatedUser, body: object) =>
        api().put('/api/v1/settings/privacy').set(auth(u)).send(body).expect(200);
      const suggested = async () =>
        (await api().get('/api/v1/recommendations/mutual').set(auth(me)).expect(200)).body.data
          .map((r: { user: { _id: string } }) => r.user._id)
          .sort();
      expect(await suggested()).toEqual([c.user._id, d.user._id].sort());
      // x keeps their followers and connections to themselves: nothing comes through x.
      await privacy(x, { showFollowers: false });
      // d's profile is private: suggesting d would tell that d knows y.
      await privacy(d, { profileVisibility: 'private' });
      expect(await suggested()).toEqual([]);
      await privacy(x, { showFollowers: true });
      expect(await suggested()).toEqual([c.user._id]);
    });

    it('suggests by favourite teams only fans whose profile the reader may see', async () => {
      await resetDatabase(t.app);
      const me = await createUser(t.url);
      const [open, closed] = await Promise.all([1, 2].map(() => createUser(t.url)));
      await fan(me, ['Ajax']);
      await fan(open, ['Ajax']);
      await fan(closed, ['Ajax']);
      await api()
        .put('/api/v1/settings/privacy')
        .set(auth(closed))
        .send({ profileVisibility: 'friends' })
        .expect(200);
      const res = await api().get('/api/v1/recommendations/teams').set(auth(me)).expect(200);
      expect(res.body.data.map((r: { user: { _id: string } }) => r.user._id)).toEqual([
        open.user._id,
      ]);
    });

    it('GET /recommendations/teams ranks fans by shared favourite teams, any case', async () => {
      await resetDatabase(t.app);
      const me = await createUser(t.url);
      const [f1, f2, f3, f4, friend, noFan] = await Promise.all(
        [1, 2, 3, 4, 5, 6].map(() => createUser(t.url)),
      );
      await fan(me, ['Arsenal', 'Real Madrid', 'Boca Juniors']);
      await fan(f1, ['arsenal', ' REAL MADRID ', 'boca juniors', 'Chelsea']);
      await fan(f2, ['Arsenal', 'Chelsea']);
      await fan(f3, ['Real Madrid', 'ARSENAL']);
      await fan(f4, ['Chelsea']);
      await fan(friend, ['Arsenal', 'Real Madrid', 'Boca Juniors']);
      await connect(me, friend);
      expect(noFan).toBeDefined();

      const res = await api().get('/api/v1/recommendations/teams').set(auth(me)).expect(200);
      expect(res.body.data.map((r: { user: { _id: string } }) => r.user._id)).toEqual([
        f1.user._id,
        f3.user._id,
        f2.user._id,
      ]);
      expect(res.body.data[0]).toMatchObject({
        sharedTeams: ['arsenal', 'boca juniors', 'REAL MADRID'],
        sharedCount: 3,
      });
      expect(res.body.data[1]).toMatchObject({
        sharedTeams: ['ARSENAL', 'Real Madrid'],
        sharedCount: 2,
      });
      expect(res.body.data[2]).toMatchObject({ sharedTeams: ['Arsenal'], sharedCount: 1 });

      // Without a fan profile there is nothing to match.
      const none = await api().get('/api/v1/recommendations/teams').set(auth(noFan)).expect(200);
      expect(none.body.data).toEqual([]);
    });

    it('GET /recommendations/teams breaks ties by name and pages by offset, for few teams or many', async () => {
      await resetDatabase(t.app);
      const me = await createUser(t.url);
      const named = (userName: string) => createUser(t.url, { userName });
      const both = await Promise.all(['zed_both', 'amy_both'].map(named));
      const one = await Promise.all(
        ['kim_one', 'bob_one', 'yan_one', 'dee_one', 'eve_one'].map(named),
      );
      await Promise.all(both.map((u) => fan(u, ['Arsenal', 'boca juniors'])));
      await Promise.all(
        one.map((u, i) => fan(u, [i % 2 ? 'ARSENAL ' : 'Boca Juniors', 'Chelsea'])),
      );
      const expected = [
        'amy_both',
        'zed_both',
        'bob_one',
        'dee_one',
        'eve_one',
        'kim_one',
        'yan_one',
      ];
      const page = async (offset: number) =>
        (
          await api()
            .get(`/api/v1/recommendations/teams?limit=3&offset=${offset}`)
            .set(auth(me))
            .expect(200)
        ).body.data.map((r: { user: { userName: string } }) => r.user.userName);
      const allPages = async () => [...(await page(0)), ...(await page(3)), ...(await page(6))];

      await fan(me, ['Arsenal', 'Boca Juniors']);
      expect(await allPages()).toEqual(expected);
      // With more than eight teams the ranking is made another way, and it is the same.
      const others = Array.from({ length: 9 }, (_, i) => `Club ${i}`);
      await api()
        .put('/api/v1/editFanProfile')
        .set(auth(me))
        .send({ favouriteTeams: ['Arsenal', 'Boca Juniors', ...others] })
        .expect(200);
      expect(await allPages()).toEqual(expected);
    });

    it('team recommendations answer to the reader’s own teams, blocks and unblocks at once', async () => {
      await resetDatabase(t.app);
      const me = await createUser(t.url);
      const [gooner, blue] = await Promise.all([1, 2].map(() => createUser(t.url)));
      await fan(me, ['Arsenal']);
      await fan(gooner, ['Arsenal']);
      await fan(blue, ['Chelsea']);
      const suggested = async () =>
        (await api().get('/api/v1/recommendations/teams').set(auth(me)).expect(200)).body.data.map(
          (r: { user: { _id: string } }) => r.user._id,
        );
      expect(await suggested()).toEqual([gooner.user._id]);

      await api()
        .put('/api/v1/editFanProfile')
        .set(auth(me))
        .send({ favouriteTeams: ['CHELSEA'] })
        .expect(200);
      expect(await suggested()).toEqual([blue.user._id]);

      // Ranked while blue blocks me, blue is back as soon as the block is lifted.
      await api().post(`/api/v1/settings/block/${me.user._id}`).set(auth(blue)).expect(200);
      expect(await suggested()).toEqual([]);
      await api().delete(`/api/v1/settings/block/${me.user._id}`).set(auth(blue)).expect(200);
      expect(await suggested()).toEqual([blue.user._id]);

      await api().post('/api/v1/removeFanProfile').set(auth(me)).expect(200);
      expect(await suggested()).toEqual([]);
    });
  });
}
