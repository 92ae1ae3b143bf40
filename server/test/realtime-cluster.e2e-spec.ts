import request from 'supertest';
import { eventually } from './support/eventually';
import { createUser } from './support/factories';
import { createCommunity, createCommunityPost, createTextPost, quickUsers } from './support/posts';
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
    const dropped = waitForSocketEvent(socket, 'disconnect');
    await request(a.url).post('/api/v1/logout').set('Authorization', `Bearer ${token}`).expect(200);
    expect(await dropped).toBe('io server disconnect');
    socket.close();
  });

  it('a token logged out through replica A is refused by replica B at once, though B had just accepted it', async () => {
    const { token } = await createUser(a.url);
    const me = () =>
      request(b.url).post('/api/v1/findCurrentUser').set('Authorization', `Bearer ${token}`);
    await me().expect(200);
    await me().expect(200);
    await request(a.url).post('/api/v1/logout').set('Authorization', `Bearer ${token}`).expect(200);
    // B remembered the session; the revocation reaches it through Redis, not after a TTL.
    await eventually(async () => expect((await me()).status).toBe(401), 2000);
    expect((await me().expect(401)).body.code).toBe('INVALID_TOKEN');
  });

  it('leaving a community through replica A takes the socket held by replica B out of its room', async () => {
    const [owner, fan] = await quickUsers(a, 2);
    const communityId = await createCommunity(a, owner.id, [owner.id, fan.id]);
    const socket = connectSocket(b.url, fan.token);
    try {
      await waitForSocketEvent(socket, 'connect');
      const heard: { postId: string }[] = [];
      socket.on('post_update', (p: { postId: string }) => heard.push(p));
      const first = waitForSocketEvent(socket, 'post_update');
      const inside = await createCommunityPost(a, owner.token, communityId, 'Before');
      await first;

      await request(a.url)
        .post('/api/v1/community/leave')
        .set('Authorization', `Bearer ${fan.token}`)
        .send({ communityId })
        .expect(200);
      const hidden = await createCommunityPost(a, owner.token, communityId, 'After');
      const next = waitForSocketEvent(socket, 'post_update');
      const open = await createTextPost(a, owner.token, 'Public');
      await next;
      expect(heard.map((p) => p.postId)).toEqual([inside._id, open._id]);
      expect(heard.map((p) => p.postId)).not.toContain(hidden._id);
    } finally {
      socket.close();
    }
  });
});
