import sharp from 'sharp';
import request from 'supertest';
import { createUser, newUserInput } from './support/factories';
import { createTextPost, objectsOf } from './support/posts';
import { startTestApp, type TestApp } from './support/test-app';

describe('Login and signup limits (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      AUTH_RATE_LIMIT: '4',
      LOGIN_LOCKOUT_FAILURES: '6',
      LOGIN_LOCKOUT_SECONDS: '900',
    });
  });
  afterAll(() => t.close());

  const login = (userName: string, password: string) =>
    request(t.url).post('/api/v1/login').send({ userName, password });

  it('keys the login limit on the normalised name: padding and capitals do not reset it', async () => {
    const { input } = await createUser(t.url); // one login already
    const name = input.userName;
    expect((await login(` ${name}`, 'wrong-one')).status).toBe(401);
    expect((await login(name.toUpperCase(), 'wrong-one')).status).toBe(401);
    expect((await login(`${name}  `, 'wrong-one')).status).toBe(401);
    const limited = await login(`  ${name.toUpperCase()} `, 'wrong-one');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('refuses weak passwords and hostile display names at signup', async () => {
    const signup = (overrides: Record<string, string>) =>
      request(t.url)
        .post('/api/v1/signup')
        .send(newUserInput(overrides as never));
    const short = await signup({ password: 'seven77' });
    expect(short.status).toBe(400);
    expect(short.body.message).toBe('Password must be 8 to 128 characters');
    const same = await signup({ userName: 'keeper_one', password: 'Keeper_One' });
    expect(same.body.message).toBe('Password must not be the same as the user name');
    const common = await signup({ password: 'password123' });
    expect(common.body.message).toBe('This password is too common. Please choose another one.');
    const bidi = await signup({ fullName: 'Admin\u202e' });
    expect(bidi.body.message).toBe('Name contains characters that are not allowed');
    const invisible = await signup({ fullName: '\u200b\u200c\u200d' });
    expect(invisible.body.message).toBe('Name must contain visible characters');
  });
});

describe('Per-account login lockout (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    // The per-address limits far away: only the account's own failure count can stop a try.
    t = await startTestApp({
      AUTH_RATE_LIMIT: '1000',
      LOGIN_LOCKOUT_FAILURES: '5',
      LOGIN_LOCKOUT_SECONDS: '900',
    });
  });
  afterAll(() => t.close());

  it('locks an account after repeated failures, even for the right password', async () => {
    const { input } = await createUser(t.url);
    const login = (password: string) =>
      request(t.url).post('/api/v1/login').send({ userName: input.userName, password });
    const failures: number[] = [];
    for (let i = 0; i < 5; i += 1) failures.push((await login('wrong-one')).status);
    expect(failures).toEqual([401, 401, 401, 401, 401]);
    const locked = await login(input.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many failed login attempts for this account. Please try again in 15 minutes.',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    // Another account is not affected.
    const other = await createUser(t.url);
    expect(other.token).toBeTruthy();
  });

  it('clears the count on a successful login', async () => {
    const { input } = await createUser(t.url);
    const login = (password: string) =>
      request(t.url).post('/api/v1/login').send({ userName: input.userName, password });
    for (let i = 0; i < 4; i += 1) expect((await login('wrong-one')).status).toBe(401);
    expect((await login(input.password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login('wrong-one')).status).toBe(401);
    expect((await login(input.password)).status).toBe(200);
  });
});

describe('Per-user write limits (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      WRITE_LIMITS_ENABLED: 'true',
      WRITE_LIMIT_LIKES: '3/60',
      WRITE_LIMIT_POSTS: '2/60',
    });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once a user spends a limit, without touching others', async () => {
    const [me, other] = await Promise.all([createUser(t.url), createUser(t.url)]);
    const post = await createTextPost(t, other.token, 'Goal!');
    const toggle = (token: string, path: string) =>
      request(t.url).post(`/api/v1/${path}`).set('Authorization', `Bearer ${token}`).send({
        postId: post._id,
      });
    // like and unlike share one budget
    expect((await toggle(me.token, 'like')).status).toBeLessThan(300);
    expect((await toggle(me.token, 'dislike')).status).toBeLessThan(300);
    expect((await toggle(me.token, 'like')).status).toBeLessThan(300);
    const limited = await toggle(me.token, 'dislike');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(limited.body.message).toMatch(
      /^You are doing this too fast\. Please try again in \d+ seconds\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The likes stayed as they were: the refused unlike did nothing.
    const state = await request(t.url)
      .post('/api/v1/getLikeByPostAndUser')
      .set('Authorization', `Bearer ${me.token}`)
      .send({ postId: post._id, userId: me.user._id });
    expect(JSON.stringify(state.body)).toMatch(/true/);
    // Another user has a budget of their own.
    expect((await toggle(other.token, 'like')).status).toBeLessThan(300);
  });

  it('limits post creation per user, and stores nothing of an upload it refuses', async () => {
    const me = await createUser(t.url);
    await createTextPost(t, me.token, 'one');
    await createTextPost(t, me.token, 'two');
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const third = await request(t.url)
      .post('/api/v1/createPost')
      .set('Authorization', `Bearer ${me.token}`)
      .field('title', 'three')
      .attach('image', picture, 'three.png');
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect(await objectsOf(me.user._id)).toEqual([]);
  });
});
