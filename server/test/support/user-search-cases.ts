import request from 'supertest';
import { createUser } from './factories';
import { quickUsers } from './posts';
import { resetDatabase, startTestApp, TestApp } from './test-app';

/**
 * The user search's cases, run by an app with the given settings: each term's matches kept (the
 * default) or matched on every search (USER_SEARCH_CACHE_TTL_MS=0), which must answer the same.
 */
export function describeUserSearch(title: string, settings: Record<string, string>): void {
  describe(title, () => {
    let t: TestApp;
    const api = () => request(t.url);
    const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
    const ids = (list: { _id: string }[]) => list.map((u) => u._id);

    /** Every page of a search, `limit` at a time, as ids in the order shown. */
    async function allPages(me: { token: string }, q: string, limit: number): Promise<string[]> {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const query: string =
          `q=${encodeURIComponent(q)}&limit=${limit}` + (cursor ? `&cursor=${cursor}` : '');
        const res = await api().get(`/api/v1/users/search?${query}`).set(auth(me)).expect(200);
        seen.push(...ids(res.body.data));
        cursor = res.body.nextCursor;
      } while (cursor);
      return seen;
    }

    beforeAll(async () => {
      t = await startTestApp(settings);
    });
    afterAll(() => t.close());

    it('GET /users/search matches user name or full name, any case, never me, with literal % and _', async () => {
      await resetDatabase(t.app);
      const me = await createUser(t.url, { userName: 'zidane_me', fullName: 'Zinedine Me' });
      const a = await createUser(t.url, { userName: 'zidane_fan', fullName: 'First Fan' });
      const b = await createUser(t.url, { userName: 'coach_b', fullName: 'Big ZIDANE admirer' });
      const zx = await createUser(t.url, { userName: 'zxidane', fullName: 'Nobody' });

      const res = await api().get('/api/v1/users/search?q=ZiDaNe').set(auth(me)).expect(200);
      expect(res.body.data.map((u: { _id: string }) => u._id)).toEqual([b.user._id, a.user._id]);
      expect(res.body.nextCursor).toBeNull();

      const literal = await api().get('/api/v1/users/search?q=e_f').set(auth(me)).expect(200);
      expect(literal.body.data.map((u: { _id: string }) => u._id)).toEqual([a.user._id]);
      const percent = await api().get('/api/v1/users/search?q=%25').set(auth(me)).expect(200);
      expect(percent.body.data).toEqual([]);
      // One index holds both names side by side; a term across the two is in neither name.
      const across = await api()
        .get('/api/v1/users/search?q=fan%20first')
        .set(auth(me))
        .expect(200);
      expect(across.body.data).toEqual([]);
      // One or two characters have no trigram (their own index): still anywhere in either name.
      const found = async (q: string) =>
        (await api().get(`/api/v1/users/search?q=${q}`).set(auth(me)).expect(200)).body.data.map(
          (u: { _id: string }) => u._id,
        );
      expect(await found('nE')).toEqual([b.user._id, a.user._id, zx.user._id]);
      expect(await found('X')).toEqual([zx.user._id]);
      expect(await found('_')).toEqual([b.user._id, a.user._id]);
      expect(await found('bo')).toEqual([zx.user._id]);
      expect(await found('qq')).toEqual([]);

      const page1 = await api()
        .get('/api/v1/users/search?q=zidane&limit=1')
        .set(auth(me))
        .expect(200);
      expect(page1.body.data).toHaveLength(1);
      const page2 = await api()
        .get(`/api/v1/users/search?q=zidane&limit=1&cursor=${page1.body.nextCursor}`)
        .set(auth(me))
        .expect(200);
      expect(page2.body.data[0]._id).toBe(a.user._id);
      expect(page2.body.nextCursor).toBeNull();

      for (const q of ['', '%20%20']) {
        const blank = await api().get(`/api/v1/users/search?q=${q}`).set(auth(me)).expect(400);
        expect(blank.body.message).toBe('Please enter a search term.');
      }
      const missing = await api().get('/api/v1/users/search').set(auth(me)).expect(400);
      expect(missing.body.message).toBe('Please enter a search term.');
    });

    it('a new user and a new full name are found at once', async () => {
      await resetDatabase(t.app);
      const me = await createUser(t.url);
      const one = await createUser(t.url, { fullName: 'Keeper One' });
      const found = async (q: string) =>
        ids((await api().get(`/api/v1/users/search?q=${q}`).set(auth(me)).expect(200)).body.data);
      expect(await found('keeper')).toEqual([one.user._id]);

      const two = await createUser(t.url, { fullName: 'Keeper Two' });
      expect((await found('keeper')).sort()).toEqual([one.user._id, two.user._id].sort());

      await api()
        .put('/api/v1/profile/updateProfile')
        .set(auth(one))
        .send({ fullName: 'Goalie One' })
        .expect(200);
      expect(await found('keeper')).toEqual([two.user._id]);
      expect(await found('goalie')).toEqual([one.user._id]);
    });

    it('pages to the end of more matches than are kept, the same at any page size, never the blocked', async () => {
      await resetDatabase(t.app);
      const [me, ...matches] = await quickUsers(t, 231);
      const blocked = [matches[3], matches[120], matches[229]];
      for (const b of blocked) {
        await api().post(`/api/v1/settings/block/${b.id}`).set(auth(me)).expect(200);
      }
      // Every quick user's name holds the batch's tag.
      const tag = me.userName.replace(/_\d+$/, '_');

      const by50 = await allPages(me, tag, 50);
      const by7 = await allPages(me, tag, 7);
      expect(by7).toEqual(by50);
      expect(new Set(by50).size).toBe(by50.length);
      const shown = matches.filter((m) => !blocked.includes(m)).map((m) => m.id);
      expect([...by50].sort()).toEqual(shown.sort());
    });
  });
}
