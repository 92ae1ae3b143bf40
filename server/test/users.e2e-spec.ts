import request from 'supertest';
import { createUser } from './support/factories';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

describe('Users (e2e)', () => {
  let t: TestApp;
  const api = () => request(t.url);

  beforeAll(async () => {
    t = await startTestApp();
    await resetDatabase(t.app);
  });
  afterAll(() => t.close());

  it('POST /findCurrentUser answers the caller, with their own email', async () => {
    const me = await createUser(t.url);
    const res = await api()
      .post('/api/v1/findCurrentUser')
      .set('Authorization', `Bearer ${me.token}`)
      .expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toMatchObject({
      _id: me.user._id,
      userName: me.input.userName,
      fullName: me.input.fullName,
      email: me.input.email,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
  });

  it('finds a name in any case and whatever its accents, beyond A to Z too', async () => {
    const me = await createUser(t.url);
    const jurgen = await createUser(t.url, { fullName: 'Jürgen Straße' });
    const eloise = await createUser(t.url, { fullName: 'Éloïse Núñez' });
    const found = async (q: string) =>
      (
        await api()
          .get(`/api/v1/users/search?q=${encodeURIComponent(q)}`)
          .set('Authorization', `Bearer ${me.token}`)
          .expect(200)
      ).body.data.map((u: { _id: string }) => u._id);
    expect(await found('JÜRGEN')).toEqual([jurgen.user._id]);
    expect(await found('straẞe')).toEqual([jurgen.user._id]);
    expect(await found('ÉLOÏSE')).toEqual([eloise.user._id]);
    // Accents do not count, either way round (one or two characters too).
    expect(await found('jurgen strasse')).toEqual([jurgen.user._id]);
    expect(await found('Eloise')).toEqual([eloise.user._id]);
    expect(await found('ÚÑ')).toEqual([eloise.user._id]);
    expect(await found('nü')).toEqual([eloise.user._id]);
  });

  it('POST /getUserDetails answers another user without email or password', async () => {
    const me = await createUser(t.url);
    const other = await createUser(t.url);
    const res = await api()
      .post('/api/v1/getUserDetails')
      .set('Authorization', `Bearer ${me.token}`)
      .send({ userId: other.user._id })
      .expect(200);
    expect(res.body.data).toMatchObject({ _id: other.user._id, userName: other.input.userName });
    expect(res.body.data.email).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toMatch(/password|@example\.com/i);
  });

  it('POST /getUserDetails answers 400 for a malformed id and 404 for an unknown one', async () => {
    const me = await createUser(t.url);
    const bad = await api()
      .post('/api/v1/getUserDetails')
      .set('Authorization', `Bearer ${me.token}`)
      .send({ userId: 'abc' })
      .expect(400);
    expect(bad.body.errors).toEqual({ userId: 'userId must be a valid user id' });
    await api()
      .post('/api/v1/getUserDetails')
      .set('Authorization', `Bearer ${me.token}`)
      .send({ userId: '00000000-0000-4000-8000-000000000000' })
      .expect(404);
  });

  it('GET /users/username/{username} finds a user whatever the case, else 404', async () => {
    const me = await createUser(t.url);
    const other = await createUser(t.url);
    const res = await api()
      .get(`/api/v1/users/username/${other.input.userName.toUpperCase()}`)
      .set('Authorization', `Bearer ${me.token}`)
      .expect(200);
    expect(res.body.data._id).toBe(other.user._id);
    expect(res.body.data.email).toBeUndefined();
    const missing = await api()
      .get('/api/v1/users/username/no_such_user')
      .set('Authorization', `Bearer ${me.token}`)
      .expect(404);
    expect(missing.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'User not found' });
  });
});
