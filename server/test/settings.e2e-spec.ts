import request from 'supertest';
import { createUser, CreatedUser } from './support/factories';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

describe('Settings (e2e)', () => {
  let t: TestApp;
  const api = () => request(t.url);
  const auth = (u: CreatedUser) => ({ Authorization: `Bearer ${u.token}` });

  beforeAll(async () => {
    t = await startTestApp();
    await resetDatabase(t.app);
  });
  afterAll(() => t.close());

  it('GET /settings answers the SPEC §3 defaults, the profile, languages and account status', async () => {
    const me = await createUser(t.url);
    const res = await api().get('/api/v1/settings').set(auth(me)).expect(200);
    expect(res.body.data.notifications).toEqual({
      emailNotifications: true,
      pushNotifications: true,
      smsNotifications: false,
      likeNotifications: true,
      commentNotifications: true,
      followNotifications: true,
      messageNotifications: true,
    });
    expect(res.body.data.profile).toEqual({
      fullName: me.input.fullName,
      bio: null,
      website: null,
      location: null,
      profilePic: null,
    });
    expect(res.body.data.languages).toEqual([]);
    expect(res.body.data.account_status).toEqual({ isHibernated: false, hibernatedAt: null });
    await api().get('/api/v1/settings').expect(401);
  });

  it('PUT /settings/notifications stores the changed keys only and refuses bad input', async () => {
    const me = await createUser(t.url);
    const res = await api()
      .put('/api/v1/settings/notifications')
      .set(auth(me))
      .send({ likeNotifications: false, smsNotifications: true })
      .expect(200);
    expect(res.body.message).toBe('Notification settings updated successfully');
    expect(res.body.data).toMatchObject({
      likeNotifications: false,
      smsNotifications: true,
      emailNotifications: true,
      commentNotifications: true,
    });
    // A second change leaves the first one alone.
    await api()
      .put('/api/v1/settings/notifications')
      .set(auth(me))
      .send({ emailNotifications: false })
      .expect(200);
    const after = await api().get('/api/v1/settings').set(auth(me)).expect(200);
    expect(after.body.data.notifications).toMatchObject({
      likeNotifications: false,
      smsNotifications: true,
      emailNotifications: false,
    });

    const unknown = await api()
      .put('/api/v1/settings/notifications')
      .set(auth(me))
      .send({ pigeonNotifications: true })
      .expect(400);
    expect(unknown.body.success).toBe(false);
    const notBoolean = await api()
      .put('/api/v1/settings/notifications')
      .set(auth(me))
      .send({ likeNotifications: 'yes' })
      .expect(400);
    expect(notBoolean.body.message).toBe('likeNotifications must be true or false');
  });

  it('PUT /settings/languages keeps SPEC §5 rules with its messages', async () => {
    const me = await createUser(t.url);
    const put = (languages: unknown) =>
      api().put('/api/v1/settings/languages').set(auth(me)).send({ languages });
    const ok = await put([' English ', 'Klingon']).expect(200);
    expect(ok.body.data.languages).toEqual(['English', 'Klingon']);
    expect(
      (await put(['English', 'Spanish', 'French', 'German', 'Italian', 'Dutch']).expect(400)).body
        .message,
    ).toBe('You can select up to 5 languages');
    expect((await put(['English', ' e ']).expect(400)).body.message).toBe(
      'Language must be at least 2 characters long',
    );
    expect((await put(['English', '\u200b\u200b\u200b']).expect(400)).body.message).toBe(
      'Language must be at least 2 characters long',
    );
    expect((await put(['English', 'english']).expect(400)).body.message).toBe(
      'Language already added',
    );
    await put('English').expect(400);
    await put([42]).expect(400);
    const stored = await api().get('/api/v1/settings').set(auth(me)).expect(200);
    expect(stored.body.data.languages).toEqual(['English', 'Klingon']);
    expect((await put([]).expect(200)).body.data.languages).toEqual([]);
  });

  it('PUT /settings/profile is the /profile/updateProfile contract', async () => {
    const me = await createUser(t.url);
    const res = await api()
      .put('/api/v1/settings/profile')
      .set(auth(me))
      .send({ bio: 'Left back', website: 'https://club.example.com', location: 'Porto' })
      .expect(200);
    expect(res.body.message).toBe('Profile updated successfully');
    expect(res.body.data).toMatchObject({
      bio: 'Left back',
      website: 'https://club.example.com',
      location: 'Porto',
    });
    const bad = await api()
      .put('/api/v1/settings/profile')
      .set(auth(me))
      .send({ website: 'not a site' })
      .expect(400);
    expect(bad.body.message).toBe('Please enter a valid website URL');
    const short = await api()
      .put('/api/v1/settings/profile')
      .set(auth(me))
      .send({ fullName: 'A' })
      .expect(400);
    expect(short.body.message).toBe('Full name must be at least 2 characters');
    const settings = await api().get('/api/v1/settings').set(auth(me)).expect(200);
    expect(settings.body.data.profile).toMatchObject({ bio: 'Left back', location: 'Porto' });
  });

  it('PUT /settings/password needs the current password and ends every other session', async () => {
    const me = await createUser(t.url);
    const other = await api()
      .post('/api/v1/login')
      .send({ userName: me.input.userName, password: me.input.password })
      .expect(200);
    const wrong = await api()
      .put('/api/v1/settings/password')
      .set(auth(me))
      .send({ currentPassword: 'not-it-at-all', newPassword: 'a-new-secret-1' })
      .expect(403);
    expect(wrong.body.message).toBe('Current password is incorrect');
    const short = await api()
      .put('/api/v1/settings/password')
      .set(auth(me))
      .send({ currentPassword: me.input.password, newPassword: 'short' })
      .expect(400);
    expect(short.body.message).toBe('New password must be at least 8 characters');
    // Signup's rule: not a common password, not the user name; and a clear word on the length.
    const refusals: [string, string][] = [
      ['password123', 'This password is too common. Please choose another one.'],
      ['QWERTYUIOP', 'This password is too common. Please choose another one.'],
      [me.input.userName.toUpperCase(), 'Password must not be the same as the user name'],
      ['x'.repeat(129), 'New password must be at most 128 characters'],
    ];
    for (const [newPassword, message] of refusals) {
      const refused = await api()
        .put('/api/v1/settings/password')
        .set(auth(me))
        .send({ currentPassword: me.input.password, newPassword })
        .expect(400);
      expect([newPassword, refused.body.message]).toEqual([newPassword, message]);
      expect(refused.body.errors).toEqual({ newPassword: message });
    }
    await api()
      .put('/api/v1/settings/password')
      .set(auth(me))
      .send({ currentPassword: me.input.password, newPassword: 'a-new-secret-1' })
      .expect(200);
    // This session stays; the other one is over.
    await api().get('/api/v1/settings').set(auth(me)).expect(200);
    await api()
      .get('/api/v1/settings')
      .set('Authorization', `Bearer ${other.body.token}`)
      .expect(401);
    await api()
      .post('/api/v1/login')
      .send({ userName: me.input.userName, password: me.input.password })
      .expect(401);
    await api()
      .post('/api/v1/login')
      .send({ userName: me.input.userName, password: 'a-new-secret-1' })
      .expect(200);
  });
});
