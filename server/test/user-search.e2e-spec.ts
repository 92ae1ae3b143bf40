import request from 'supertest';
import { createUser } from './support/factories';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

describe('User search (e2e)', () => {
  let t: TestApp;
  const api = () => request(t.url);
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });

  beforeAll(async () => {
    t = await startTestApp();
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
    const across = await api().get('/api/v1/users/search?q=fan%20first').set(auth(me)).expect(200);
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
});
