import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import request from 'supertest';
import { eventually } from './support/eventually';
import { createUser } from './support/factories';
import { freePort } from './support/free-port';
import { startTestApp, type TestApp } from './support/test-app';

const hasRedisServer = spawnSync('redis-server', ['--version']).status === 0;
if (!hasRedisServer) {
  console.warn('\n!!! redis-server is not installed: the Redis outage test is skipped.\n');
}

/** A Redis of its own, so stopping it disturbs no other test. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await eventually(async () => {
    expect(spawnSync('redis-cli', ['-p', String(port), 'ping']).stdout.toString()).toContain(
      'PONG',
    );
  }, 10_000);
  return child;
}

function stopRedis(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

(hasRedisServer ? describe : describe.skip)('Faults (e2e): Redis away (REDIS_URL set)', () => {
  jest.setTimeout(60_000);
  let port: number;
  let redis: ChildProcess;
  let t: TestApp;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await startTestApp({
      REDIS_URL: `redis://127.0.0.1:${port}`,
      // The limits are what Redis counts: on, so their storage is exercised.
      WRITE_LIMITS_ENABLED: 'true',
      AUTH_RATE_LIMIT: '50',
    });
  });
  afterAll(async () => {
    await t?.close();
    if (redis) await stopRedis(redis);
  });

  it('signs in, writes and reads while Redis is down, says so in /health, and picks it up again', async () => {
    const me = await createUser(t.url);
    const auth = { Authorization: `Bearer ${me.token}` };
    const health = await request(t.url).get('/api/v1/health').expect(200);
    expect(health.body.data).toMatchObject({ db: 'up', storage: 'up', redis: 'up' });
    const post = await request(t.url)
      .post('/api/v1/createPost')
      .set(auth)
      .send({ title: 'Before Redis went' })
      .expect(201);

    await stopRedis(redis);
    await request(t.url)
      .post('/api/v1/login')
      .send({ userName: me.input.userName, password: me.input.password })
      .expect(200);
    await request(t.url)
      .post('/api/v1/like')
      .set(auth)
      .send({ postId: post.body.data._id })
      .expect(201);
    await request(t.url)
      .post('/api/v1/createComment')
      .set(auth)
      .send({ postId: post.body.data._id, comment: 'Still here' })
      .expect(201);
    await request(t.url).get('/api/v1/getAllPost').set(auth).expect(200);
    // Degraded, not unavailable: the product serves, so the health stays 200.
    const down = await request(t.url).get('/api/v1/health').expect(200);
    expect(down.body.data).toMatchObject({ db: 'up', storage: 'up', redis: 'down' });

    redis = await startRedis(port);
    await eventually(async () => {
      const back = await request(t.url).get('/api/v1/health').expect(200);
      expect(back.body.data.redis).toBe('up');
    }, 20_000);
    await request(t.url)
      .post('/api/v1/createPost')
      .set(auth)
      .send({ title: 'After Redis came back' })
      .expect(201);
  });
});
