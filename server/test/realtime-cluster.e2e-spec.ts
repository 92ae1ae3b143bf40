import request from 'supertest';
import { createUser } from './support/factories';
import { connectSocket, waitForSocketEvent } from './support/socket';
import { startTestApp, TestApp } from './support/test-app';

const redisUrl = process.env.E2E_REDIS_URL;

// Two replicas sharing Redis: an event raised on one reaches a socket held by the other.
(redisUrl ? describe : describe.skip)('Realtime across replicas through Redis (e2e)', () => {
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    a = await startTestApp({ REDIS_URL: redisUrl as string });
    b = await startTestApp({ REDIS_URL: redisUrl as string });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('logging out through replica A disconnects the socket held by replica B', async () => {
    const { token } = await createUser(a.url);
    const socket = connectSocket(b.url, token);
    await waitForSocketEvent(socket, 'connect');
    const dropped = waitForSocketEvent<string>(socket, 'disconnect');
    await request(a.url).post('/api/v1/logout').set('Authorization', `Bearer ${token}`).expect(200);
    expect(await dropped).toBe('io server disconnect');
    socket.close();
  });
});
