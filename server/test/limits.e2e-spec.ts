import sharp from 'sharp';
import request from 'supertest';
import { RedisCounterStore } from '../src/core/http/counter-store';
import { createUser, newUserInput } from './support/factories';
import { createTextPost, objectsOf, objectsUnder, png } from './support/posts';
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

  it('counts every spelling the database folds to the account in one budget', async () => {
    // PostgreSQL's lower() takes 'İ' (U+0130) to 'i', as it finds the account: 'İ' is no way to
    // a second budget, nor are capitals or padding.
    const tag = Math.random().toString(36).slice(2, 8);
    const { input } = await createUser(t.url, { userName: `vi_${tag}` });
    const login = (userName: string, password: string) =>
      request(t.url).post('/api/v1/login').send({ userName, password });
    const spellings = [
      `vİ_${tag}`,
      `VI_${tag.toUpperCase()}`,
      ` vi_${tag} `,
      `Vİ_${tag}`,
      input.userName,
    ];
    for (const name of spellings) expect((await login(name, 'wrong-one')).status).toBe(401);
    expect((await login(`vİ_${tag}`, input.password)).status).toBe(429);
    expect((await login(input.userName, input.password)).status).toBe(429);
  });

  it('never locks out a device that signed in to the account before (OWASP device cookies)', async () => {
    const { input } = await createUser(t.url);
    const owner = request.agent(t.url);
    const signedIn = await owner
      .post('/api/v1/login')
      .send({ userName: input.userName, password: input.password })
      .expect(200);
    const cookie = String(signedIn.headers['set-cookie']);
    expect(cookie).toMatch(/^sportsnet_device=[^;]+; Max-Age=\d+; Path=\/api\/v1\/login; /);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    // Someone else, from anywhere, spends the account's budget for new devices...
    const elsewhere = (password: string) =>
      request(t.url).post('/api/v1/login').send({ userName: input.userName, password });
    for (let i = 0; i < 5; i += 1) expect((await elsewhere('wrong-one')).status).toBe(401);
    expect((await elsewhere(input.password)).status).toBe(429);
    // ...and the owner's browser still gets in, with its own budget.
    const again = await owner
      .post('/api/v1/login')
      .send({ userName: input.userName, password: input.password })
      .expect(200);
    expect(again.body.token).toEqual(expect.any(String));
    for (let i = 0; i < 5; i += 1) {
      const failed = await owner
        .post('/api/v1/login')
        .send({ userName: input.userName, password: 'wrong-one' });
      expect(failed.status).toBe(401);
    }
    await owner
      .post('/api/v1/login')
      .send({ userName: input.userName, password: input.password })
      .expect(429);
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
      /^You are doing this too fast\. Please try again in (\d+ seconds?|1 minute)\.$/,
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

/** A name no other community of the run has (names are unique in any case). */
let named = 0;
const uniqueName = () => `Limit ${process.pid} ${++named} ${Math.floor(Math.random() * 1e6)}`;

function createCommunity(url: string, token: string, name: string, banner: Buffer, file: string) {
  return request(url)
    .post('/api/v1/community/create')
    .set('Authorization', `Bearer ${token}`)
    .field('name', name)
    .field('description', 'Our squad')
    .attach('bannerImage', banner, file);
}

const HOUR_WAIT = 'You are doing this too fast. Please try again in 60 minutes.';

describe('Refused writes do not spend the write limit (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      WRITE_LIMITS_ENABLED: 'true',
      WRITE_LIMIT_COMMUNITY_CREATE: '5/3600',
      WRITE_LIMIT_LIKES: '3/60',
      WRITE_LIMIT_COMMENTS: '3/60',
      COMMENT_COOLDOWN_SECONDS: '30',
    });
  });
  afterAll(() => t.close());

  it('creates a community after five refused attempts; five successes still spend the hour', async () => {
    const [me, other] = await Promise.all([createUser(t.url), createUser(t.url)]);
    const banner = await png(1600, 400);
    const notAnImage = Buffer.from('GIF? no: plain text that merely calls itself a PNG file');
    const taken = uniqueName();
    await createCommunity(t.url, other.token, taken, banner, 'banner.png').expect(201);

    const refused = [
      await createCommunity(t.url, me.token, 'ab', banner, 'banner.png'),
      await createCommunity(t.url, me.token, '  x ', banner, 'banner.png'),
      await createCommunity(t.url, me.token, uniqueName(), notAnImage, 'banner.png'),
      await createCommunity(t.url, me.token, uniqueName(), notAnImage, 'banner.png'),
      await createCommunity(t.url, me.token, taken.toUpperCase(), banner, 'banner.png'),
    ].map((res) => res.status);
    expect(refused).toEqual([400, 400, 415, 415, 409]);
    expect(await objectsUnder(`communities/${me.user._id}/`)).toEqual([]);

    const created: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      created.push((await createCommunity(t.url, me.token, uniqueName(), banner, 'b.png')).status);
    }
    expect(created).toEqual([201, 201, 201, 201, 201]);

    const limited = await createCommunity(t.url, me.token, uniqueName(), banner, 'b.png');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: HOUR_WAIT,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    // A refused try is refused at any input, and stores nothing.
    const stillLimited = await createCommunity(t.url, me.token, 'ab', banner, 'banner.png');
    expect(stillLimited.status).toBe(429);
    expect(await objectsUnder(`communities/${me.user._id}/`)).toHaveLength(10);
  });

  it('lets only the allowance through when creations race', async () => {
    const me = await createUser(t.url);
    const banner = await png(1600, 400);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        createCommunity(t.url, me.token, uniqueName(), banner, 'b.png'),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    // Five communities, a banner and its card each; the refused three stored nothing.
    expect(await objectsUnder(`communities/${me.user._id}/`)).toHaveLength(10);
  });

  it('gives back a like refused as already there (409); likes and unlikes that happen count', async () => {
    const [me, author] = await Promise.all([createUser(t.url), createUser(t.url)]);
    const post = await createTextPost(t, author.token, 'Derby day');
    const send = (path: string) =>
      request(t.url)
        .post(`/api/v1/${path}`)
        .set('Authorization', `Bearer ${me.token}`)
        .send({ postId: post._id })
        .then((res) => res.status);
    expect(await send('like')).toBe(201);
    for (let i = 0; i < 4; i += 1) expect(await send('like')).toBe(409);
    expect(await send('dislike')).toBe(200);
    expect(await send('like')).toBe(201);
    expect(await send('dislike')).toBe(429);
  });

  it('gives back a comment on no post (404), keeps a comment refused by the cooldown (429)', async () => {
    const [me, author] = await Promise.all([createUser(t.url), createUser(t.url)]);
    const post = await createTextPost(t, author.token, 'Cup final');
    const comment = (postId: string) =>
      request(t.url)
        .post('/api/v1/createComment')
        .set('Authorization', `Bearer ${me.token}`)
        .send({ postId, comment: 'Up the reds' });
    for (let i = 0; i < 4; i += 1) {
      expect((await comment('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    }
    expect((await comment(post._id)).status).toBe(201);
    for (let i = 0; i < 2; i += 1) {
      const cooling = await comment(post._id);
      expect(cooling.status).toBe(429);
      expect(cooling.body.message).toMatch(/^Please wait \d+ seconds before commenting again\.$/);
    }
    const limited = await comment(post._id);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^You are doing this too fast\. Please try again in (\d+ seconds?|1 minute)\.$/,
    );
  });
});

const redisUrl = process.env.E2E_REDIS_URL;

// Two replicas counting in one Redis: a refusal on one frees the slot for the other.
(redisUrl ? describe : describe.skip)('Write limits across replicas through Redis (e2e)', () => {
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl as string,
      WRITE_LIMITS_ENABLED: 'true',
      WRITE_LIMIT_COMMUNITY_CREATE: '2/3600',
    };
    one = await startTestApp(env);
    two = await startTestApp(env);
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('gives refused creations back in the shared count, and caps racing ones on both', async () => {
    const me = await createUser(one.url);
    const banner = await png(1600, 400);
    for (const url of [one.url, two.url, one.url]) {
      expect((await createCommunity(url, me.token, 'ab', banner, 'banner.png')).status).toBe(400);
    }
    expect((await createCommunity(two.url, me.token, uniqueName(), banner, 'b.png')).status).toBe(
      201,
    );
    expect((await createCommunity(one.url, me.token, uniqueName(), banner, 'b.png')).status).toBe(
      201,
    );
    const limited = await createCommunity(two.url, me.token, uniqueName(), banner, 'b.png');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(HOUR_WAIT);

    const racer = await createUser(one.url);
    const answers = await Promise.all(
      [one.url, two.url, one.url, two.url, one.url, two.url].map((url) =>
        createCommunity(url, racer.token, uniqueName(), banner, 'b.png'),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 429, 429, 429, 429]);
  });

  it('gives a slot back in Redis only within the window it was taken in', async () => {
    const store = new RedisCounterStore(redisUrl as string);
    const key = `e2e-slot:${process.pid}:${Date.now()}`;
    try {
      const old = await store.take(key, 1);
      await store.giveBack(key, old.window);
      await store.giveBack(key, old.window);
      expect((await store.peek(key)).count).toBe(0);
      await store.take(key, 1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const fresh = await store.take(key, 1);
      expect(fresh).toMatchObject({ count: 1 });
      expect(fresh.window).toBeGreaterThan(old.window);
      await store.giveBack(key, old.window);
      expect((await store.peek(key)).count).toBe(1);
      await store.giveBack(key, fresh.window);
      expect((await store.peek(key)).count).toBe(0);
    } finally {
      await store.clear(key);
      await store.close();
    }
  });
});
