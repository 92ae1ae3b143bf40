import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { startEmbeddedS3, type EmbeddedS3 } from '../src/core/storage/embedded-s3';
import { eventually } from './support/eventually';
import { createUser } from './support/factories';
import { png, quickUsers } from './support/posts';
import { startServerProcess, stopped } from './support/server-process';
import { startTestApp, type TestApp } from './support/test-app';

const STORAGE_AWAY = {
  success: false,
  code: 'SERVICE_UNAVAILABLE',
  message: 'Media storage is temporarily unavailable. Please try again later.',
};

/** An S3 server of its own on a fixed port, so it can be stopped and started again. */
async function ownStorage(port = 0) {
  const dir = mkdtempSync(join(tmpdir(), 'sportsnet-faults-s3-'));
  const bucket = `faults-${process.pid}-${Date.now() % 1e6}`;
  let s3: EmbeddedS3 | null = await startEmbeddedS3(dir, port, bucket);
  const endpoint = s3.endpoint;
  const env = {
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY: s3.accessKey,
    S3_SECRET_KEY: s3.secretKey,
    S3_BUCKET: bucket,
  };
  const listenPort = Number(new URL(endpoint).port);
  return {
    env,
    async stop() {
      await s3?.stop();
      s3 = null;
    },
    async start() {
      s3 = await startEmbeddedS3(dir, listenPort, bucket);
    },
    async remove() {
      await s3?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function imagePost(url: string, token: string) {
  return request(url)
    .post('/api/v1/createPost')
    .set('Authorization', `Bearer ${token}`)
    .field('title', 'Photo from the stands');
}

async function exportStatus(url: string, token: string): Promise<string> {
  const res = await request(url)
    .get('/api/v1/settings/data-download')
    .set('Authorization', `Bearer ${token}`)
    .expect(200);
  return res.body.data.status;
}

describe('Faults (e2e): media storage away', () => {
  jest.setTimeout(120_000);

  it('starts without storage, serves text, answers media 503, and picks storage up when it comes back', async () => {
    const storage = await ownStorage();
    await storage.stop();
    const server = await startServerProcess(
      { ...storage.env, AUTH_RATE_LIMIT: '1000' },
      undefined,
      {
        degraded: true,
      },
    );
    try {
      const health = await request(server.url).get('/api/v1/health').expect(503);
      expect(health.body).toMatchObject({
        success: false,
        message: 'Unavailable: storage',
        data: { db: 'up', storage: 'down' },
      });
      const me = await createUser(server.url);
      await request(server.url)
        .post('/api/v1/createPost')
        .set('Authorization', `Bearer ${me.token}`)
        .send({ title: 'Text works without storage' })
        .expect(201);
      const refused = await imagePost(server.url, me.token).attach('image', await png(), 'a.png');
      expect(refused.status).toBe(503);
      expect(refused.body).toEqual(STORAGE_AWAY);

      await storage.start();
      await eventually(async () => {
        await request(server.url).get('/api/v1/health').expect(200);
      }, 20_000);
      const posted = await imagePost(server.url, me.token)
        .attach('image', await png(), 'a.png')
        .expect(201);
      const media = await request(server.url).get(posted.body.data.postImage).expect(200);
      expect(media.headers['content-type']).toBe('image/webp');
      expect(server.unexpected).toEqual([]);
    } finally {
      await stopped(server);
      await storage.remove();
    }
  });

  describe('stopped and started again while the app runs', () => {
    let t: TestApp;
    let storage: Awaited<ReturnType<typeof ownStorage>>;

    beforeAll(async () => {
      storage = await ownStorage();
      t = await startTestApp(storage.env);
    });
    afterAll(async () => {
      await t?.close();
      await storage?.remove();
    });

    it('answers uploads, reads and an export 503 or failed meanwhile, and serves them all after', async () => {
      const [me] = await quickUsers(t, 1);
      const before = await imagePost(t.url, me.token)
        .attach('image', await png(), 'a.png')
        .expect(201);
      const mediaPath: string = before.body.data.postImage;
      await request(t.url).get(mediaPath).expect(200);

      await storage.stop();
      const read = await request(t.url).get(mediaPath);
      expect(read.status).toBe(503);
      expect(read.body).toEqual(STORAGE_AWAY);
      const upload = await imagePost(t.url, me.token).attach('image', await png(), 'b.png');
      expect(upload.status).toBe(503);
      // The export runs after its 202 and fails on the storage: the user is told, and may ask
      // again at once (a failed export does not use up the hourly request).
      await request(t.url)
        .post('/api/v1/settings/request-data-download')
        .set('Authorization', `Bearer ${me.token}`)
        .expect(202);
      await eventually(
        async () => expect(await exportStatus(t.url, me.token)).toBe('failed'),
        30_000,
      );

      await storage.start();
      await request(t.url).get(mediaPath).expect(200);
      await imagePost(t.url, me.token)
        .attach('image', await png(), 'c.png')
        .expect(201);
      await request(t.url)
        .post('/api/v1/settings/request-data-download')
        .set('Authorization', `Bearer ${me.token}`)
        .expect(202);
      await eventually(
        async () => expect(await exportStatus(t.url, me.token)).toBe('ready'),
        30_000,
      );
    });
  });
});
