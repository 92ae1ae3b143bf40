import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import request from 'supertest';
import { eventually } from './support/eventually';
import { bucketClient, objectsOf, png, quickUsers } from './support/posts';
import { startServerProcess, stopped, type ServerProcess } from './support/server-process';
import { startTestApp, type TestApp } from './support/test-app';

/** A photo that stays large as a PNG (noise does not compress): about 2.4 MB. */
function largePng(): Promise<Buffer> {
  const side = 900;
  const noise = Buffer.alloc(side * side * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (Math.random() * 256) | 0;
  return sharp(noise, { raw: { width: side, height: side, channels: 3 } })
    .png()
    .toBuffer();
}

describe('Faults (e2e): a data export racing the deletion of what it copies', () => {
  jest.setTimeout(120_000);
  let t: TestApp;
  let server: ServerProcess;

  beforeAll(async () => {
    t = await startTestApp();
    // The real process: an error nothing handles would end it, not just fail a test.
    server = await startServerProcess({ WRITE_LIMITS_ENABLED: 'false' });
  });
  afterAll(async () => {
    if (server) await stopped(server);
    await t?.close();
  });

  it('keeps the process up while ten large posts go mid-export, and the export ends', async () => {
    const [me] = await quickUsers(t, 1);
    const auth = { Authorization: `Bearer ${me.token}` };
    const photo = await largePng();
    expect(photo.length).toBeGreaterThan(2_000_000);
    const postIds: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await request(server.url)
        .post('/api/v1/createPost')
        .set(auth)
        .field('title', `Training photo ${i}`)
        .attach('image', photo, 'photo.png')
        .expect(201);
      postIds.push(res.body.data._id);
    }

    await request(server.url).post('/api/v1/settings/request-data-download').set(auth).expect(202);
    // At once, in parallel, newest first: the export meets objects deleted under it.
    const deleted = await Promise.all(
      postIds
        .reverse()
        .map((postId) => request(server.url).post('/api/v1/deletePost').set(auth).send({ postId })),
    );
    expect(deleted.map((res) => res.status)).toEqual(Array(10).fill(200));

    let final = 'pending';
    await eventually(async () => {
      const res = await request(server.url).get('/api/v1/settings/data-download').set(auth);
      final = res.body.data.status;
      expect(final).not.toBe('pending');
    }, 60_000);
    expect(['ready', 'failed']).toContain(final);
    // A failed export gives the hourly request back; a ready one keeps it.
    await request(server.url)
      .post('/api/v1/settings/request-data-download')
      .set(auth)
      .expect(final === 'failed' ? 202 : 429);

    expect(server.child.exitCode).toBeNull();
    await request(server.url).get('/api/v1/health').expect(200);
    expect(server.unexpected).toEqual([]);
  });

  it('leaves out media that went from the bucket under it, and the process stays up', async () => {
    const [me] = await quickUsers(t, 1);
    const auth = { Authorization: `Bearer ${me.token}` };
    for (let i = 0; i < 3; i++) {
      await request(server.url)
        .post('/api/v1/createPost')
        .set(auth)
        .field('title', `Kept photo ${i}`)
        .attach('image', await png(), 'photo.png')
        .expect(201);
    }
    // The rows stay, their objects go: what an export meets when a deletion lands mid-way.
    const client = bucketClient();
    try {
      for (const key of await objectsOf(me.id)) {
        await client.send(new DeleteObjectCommand({ Bucket: process.env.S3_BUCKET, Key: key }));
      }
    } finally {
      client.destroy();
    }

    await request(server.url).post('/api/v1/settings/request-data-download').set(auth).expect(202);
    await eventually(async () => {
      const res = await request(server.url).get('/api/v1/settings/data-download').set(auth);
      expect(res.body.data.status).toBe('ready');
    }, 30_000);
    expect(server.child.exitCode).toBeNull();
    expect(server.unexpected).toEqual([]);
  });
});
