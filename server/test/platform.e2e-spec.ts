import request from 'supertest';
import { StorageService } from '../src/core/storage/storage.service';
import { signedMediaUrl } from '../src/core/storage/media-url';
import { buildObjectKey } from '../src/core/storage/object-key';
import { eventually } from './support/eventually';
import { createUser } from './support/factories';
import { connectSocket, waitForSocketEvent } from './support/socket';
import { startTestApp, TestApp } from './support/test-app';

describe('Platform (e2e): health, media, realtime, docs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('GET /health reports the database and the storage up', async () => {
    const res = await request(t.url).get('/api/v1/health').expect(200);
    expect(res.body).toEqual({
      success: true,
      data: { db: 'up', storage: 'up', unexpectedErrors: 0 },
    });
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await request(t.url).get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/signup', '/api/v1/login', '/api/v1/findCurrentUser']),
    );
    await request(t.url).get('/api/docs').expect(200);
  });

  describe('/media', () => {
    const owner = '6f1c7a52-2f43-4a63-9d3e-0c2b1a9d8e11';
    const content = Buffer.from('0123456789abcdefghij');

    it('streams an object written to S3, whole and by Range', async () => {
      const key = buildObjectKey('test', owner, 'txt');
      await t.app.get(StorageService).put(key, content, 'text/plain');
      // Not a post's, an avatar or a banner: no one may see it but through a signed URL.
      const url = signedMediaUrl(key);

      const whole = await request(t.url).get(url).expect(200);
      expect(whole.text).toBe(content.toString());
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.headers['x-content-type-options']).toBe('nosniff');
      expect(whole.headers['content-type']).toMatch(/^text\/plain/);

      const part = await request(t.url).get(url).set('Range', 'bytes=5-9').expect(206);
      expect(part.text).toBe('56789');
      expect(part.headers['content-range']).toBe(`bytes 5-9/${content.length}`);
      expect(part.headers['content-length']).toBe('5');
      // The first byte alone (a player's probe): one byte, not the whole object.
      const first = await request(t.url).get(url).set('Range', 'bytes=0-0').expect(206);
      expect(first.text).toBe('0');
      expect(first.headers['content-range']).toBe(`bytes 0-0/${content.length}`);
      expect(first.headers['content-length']).toBe('1');
      await request(t.url).get(`/media/${key}`).expect(404);
    });

    it('answers 404 for a missing object and for a key outside the media folders', async () => {
      await request(t.url)
        .get(signedMediaUrl(buildObjectKey('test', owner, 'png')))
        .expect(404);
      const res = await request(t.url).get('/media/..%2F..%2Fetc%2Fpasswd').expect(404);
      expect(res.body).toEqual({ success: false, code: 'NOT_FOUND', message: 'Media not found' });
    });
  });

  describe('socket.io', () => {
    it('refuses a connection without a token', async () => {
      const socket = connectSocket(t.url);
      const error = await waitForSocketEvent(socket, 'connect_error');
      expect(error.message).toBe('INVALID_TOKEN');
      socket.close();
    });

    it('refuses a connection with a forged token', async () => {
      const socket = connectSocket(t.url, 'a.b.c');
      const error = await waitForSocketEvent(socket, 'connect_error');
      expect(error.message).toBe('INVALID_TOKEN');
      socket.close();
    });

    it('shows a user online (isActive) while one of their sockets is open', async () => {
      const me = await createUser(t.url);
      const viewer = await createUser(t.url);
      const isActive = async () =>
        (
          await request(t.url)
            .post('/api/v1/getUserDetails')
            .set('Authorization', `Bearer ${viewer.token}`)
            .send({ userId: me.user._id })
            .expect(200)
        ).body.data.isActive;
      expect(await isActive()).toBe(false);
      const first = connectSocket(t.url, me.token);
      const second = connectSocket(t.url, me.token);
      await Promise.all([
        waitForSocketEvent(first, 'connect'),
        waitForSocketEvent(second, 'connect'),
      ]);
      await eventually(async () => expect(await isActive()).toBe(true));
      first.close();
      // Still online through the second socket.
      await new Promise((r) => setTimeout(r, 200));
      expect(await isActive()).toBe(true);
      second.close();
      await eventually(async () => expect(await isActive()).toBe(false));
    });

    it('accepts a valid token, and drops the socket when that session logs out', async () => {
      const { token } = await createUser(t.url);
      const socket = connectSocket(t.url, token);
      await waitForSocketEvent(socket, 'connect');
      expect(socket.connected).toBe(true);
      const dropped = waitForSocketEvent(socket, 'disconnect');
      await request(t.url)
        .post('/api/v1/logout')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(await dropped).toBe('io server disconnect');
      socket.close();
    });
  });
});
