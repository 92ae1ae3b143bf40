import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import request from 'supertest';
import { createUser } from './support/factories';
import { mp4, objectsOf } from './support/posts';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

/** Its own file (one app per file): small upload limits set through the configuration. */
describe('Post upload limits (e2e)', () => {
  let small: TestApp;
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });

  beforeAll(async () => {
    small = await startTestApp({
      UPLOAD_MAX_IMAGE_BYTES: '2000',
      UPLOAD_MAX_VIDEO_BYTES: '100000',
    });
    await resetDatabase(small.app);
  });
  afterAll(() => small.close());

  it('answers 413 for an image above UPLOAD_MAX_IMAGE_BYTES and stores nothing', async () => {
    const u = await createUser(small.url);
    // Noise compresses badly: this PNG is far above 2000 bytes.
    const noise = randomBytes(120 * 120 * 3);
    const image = await sharp(noise, { raw: { width: 120, height: 120, channels: 3 } })
      .png()
      .toBuffer();
    expect(image.length).toBeGreaterThan(2000);
    const res = await request(small.url)
      .post('/api/v1/createPost')
      .set(auth(u))
      .field('title', 'Too big')
      .attach('image', image, 'big.png')
      .expect(413);
    expect(res.body).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Images must be 2000 bytes or smaller.',
    });
    expect(await objectsOf(u.user._id)).toEqual([]);
  });

  it('answers 413 for a video above UPLOAD_MAX_VIDEO_BYTES, stores nothing, and accepts one below', async () => {
    const u = await createUser(small.url);
    for (const size of [100_001, 2_000_000]) {
      const video = await request(small.url)
        .post('/api/v1/createPost')
        .set(auth(u))
        .field('title', 'Too long')
        .attach('video', mp4(size), 'long.mp4')
        .expect(413);
      expect(video.body.message).toBe('Videos must be 98 KB or smaller.');
    }
    expect(await objectsOf(u.user._id)).toEqual([]);
    const ok = await request(small.url)
      .post('/api/v1/createPost')
      .set(auth(u))
      .field('title', 'Fits')
      .attach('video', mp4(50_000), 'short.mp4')
      .expect(201);
    expect(ok.body.data.postVideo).toMatch(/\.mp4$/);
    expect(await objectsOf(u.user._id)).toHaveLength(1);
  });
});
