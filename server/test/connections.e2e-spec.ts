import request from 'supertest';
import { DataSource } from 'typeorm';
import { createUser, CreatedUser } from './support/factories';
import { connectSocket, TestSocket, waitForSocketEvent } from './support/socket';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('Connections (e2e)', () => {
  let t: TestApp;
  const api = () => request(t.url);
  const auth = (u: CreatedUser) => ({ Authorization: `Bearer ${u.token}` });
  const sockets: TestSocket[] = [];

  const post = (me: CreatedUser, path: string, body: object) =>
    api().post(`/api/v1/${path}`).set(auth(me)).send(body);
  const get = (me: CreatedUser, path: string) => api().get(`/api/v1/${path}`).set(auth(me));

  async function online(user: CreatedUser): Promise<TestSocket> {
    const socket = connectSocket(t.url, user.token);
    sockets.push(socket);
    await waitForSocketEvent(socket, 'connect');
    return socket;
  }

  async function statusBetween(me: CreatedUser, other: CreatedUser): Promise<string> {
    const res = await get(me, `users/search?q=${other.input.userName}`).expect(200);
    return res.body.data[0].connectionStatus;
  }

  async function pairRows(a: string, b: string): Promise<{ status: string }[]> {
    return t.app.get(DataSource).query(
      `SELECT status FROM connections
          WHERE least(requester_id, recipient_id) = least($1::uuid, $2::uuid)
            AND greatest(requester_id, recipient_id) = greatest($1::uuid, $2::uuid)`,
      [a, b],
    );
  }

  beforeAll(async () => {
    t = await startTestApp();
    await resetDatabase(t.app);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await new Promise((r) => setTimeout(r, 200));
    await t.close();
  });

  it('request, accept, disconnect: each side sees the right status', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    const sent = await post(a, 'connect', { connectId: b.user._id }).expect(201);
    expect(sent.body).toEqual({
      success: true,
      message: 'Connection request sent',
      data: { status: 'pending_sent' },
    });
    expect(await statusBetween(a, b)).toBe('pending_sent');
    expect(await statusBetween(b, a)).toBe('pending_received');

    const pending = await get(b, 'pendingConnections').expect(200);
    expect(pending.body.data).toEqual([
      {
        _id: expect.any(String),
        requester: expect.objectContaining({
          _id: a.user._id,
          connectionStatus: 'pending_received',
        }),
        createdAt: expect.any(String),
      },
    ]);
    const sentList = await get(a, 'sentPendingConnections').expect(200);
    expect(sentList.body.data).toEqual([
      {
        _id: pending.body.data[0]._id,
        recipient: expect.objectContaining({ _id: b.user._id }),
        createdAt: expect.any(String),
      },
    ]);

    const again = await post(a, 'connect', { connectId: b.user._id }).expect(409);
    expect(again.body.message).toBe('Connection request already sent.');

    const accepted = await post(b, 'acceptConnection', { requesterId: a.user._id }).expect(200);
    expect(accepted.body).toEqual({
      success: true,
      message: 'Connection accepted',
      data: { status: 'connected' },
    });
    expect(await statusBetween(a, b)).toBe('connected');
    const mine = await get(a, 'connections').expect(200);
    expect(mine.body.data.map((u: { _id: string }) => u._id)).toEqual([b.user._id]);
    expect(mine.body.data[0].connectionStatus).toBe('connected');
    expect((await get(b, 'pendingConnections').expect(200)).body.data).toEqual([]);

    const connectedAgain = await post(b, 'connect', { connectId: a.user._id }).expect(409);
    expect(connectedAgain.body.message).toBe('You are already connected.');
    await post(b, 'acceptConnection', { requesterId: a.user._id }).expect(404);

    const gone = await post(b, 'disconnect', { disconnectId: a.user._id }).expect(200);
    expect(gone.body).toEqual({ success: true, message: 'Disconnected', data: { status: 'none' } });
    expect(await pairRows(a.user._id, b.user._id)).toEqual([]);
    const notConnected = await post(b, 'disconnect', { disconnectId: a.user._id }).expect(404);
    expect(notConnected.body.message).toBe('You are not connected.');
  });

  it('both users requesting each other: the second request accepts the first', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    await post(a, 'connect', { connectId: b.user._id }).expect(201);
    const second = await post(b, 'connect', { connectId: a.user._id }).expect(200);
    expect(second.body).toEqual({
      success: true,
      message: 'Connection accepted',
      data: { status: 'connected' },
    });
    expect(await pairRows(a.user._id, b.user._id)).toEqual([{ status: 'connected' }]);
  });

  it('both users requesting each other at the same moment end with one connected row', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    const [ab, ba] = await Promise.all([
      post(a, 'connect', { connectId: b.user._id }),
      post(b, 'connect', { connectId: a.user._id }),
    ]);
    expect([ab.status, ba.status].sort()).toEqual([200, 201]);
    expect(await pairRows(a.user._id, b.user._id)).toEqual([{ status: 'connected' }]);
  });

  it('cancel and reject remove the request, so the pair can try again', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    await post(a, 'connect', { connectId: b.user._id }).expect(201);
    // Only the requester cancels, only the recipient rejects.
    await post(b, 'cancelSentConnection', { recipientId: a.user._id }).expect(404);
    await post(a, 'rejectConnection', { requesterId: b.user._id }).expect(404);
    const cancelled = await post(a, 'cancelSentConnection', { recipientId: b.user._id }).expect(
      200,
    );
    expect(cancelled.body).toEqual({
      success: true,
      message: 'Connection request cancelled',
      data: { status: 'none' },
    });
    const noneLeft = await post(a, 'cancelSentConnection', { recipientId: b.user._id }).expect(404);
    expect(noneLeft.body.message).toBe('No pending request found.');

    await post(a, 'connect', { connectId: b.user._id }).expect(201);
    const rejected = await post(b, 'rejectConnection', { requesterId: a.user._id }).expect(200);
    expect(rejected.body).toEqual({
      success: true,
      message: 'Connection request rejected',
      data: { status: 'none' },
    });
    expect(await pairRows(a.user._id, b.user._id)).toEqual([]);
    const noRequest = await post(b, 'rejectConnection', { requesterId: a.user._id }).expect(404);
    expect(noRequest.body.message).toBe('No pending request found.');
    const noAccept = await post(b, 'acceptConnection', { requesterId: a.user._id }).expect(404);
    expect(noAccept.body.message).toBe('No pending request found.');
    await post(a, 'connect', { connectId: b.user._id }).expect(201);
  });

  it('refuses myself, unknown users and malformed ids', async () => {
    const a = await createUser(t.url);
    const self = await post(a, 'connect', { connectId: a.user._id }).expect(400);
    expect(self.body.message).toBe('You cannot connect with yourself.');
    const unknown = await post(a, 'connect', { connectId: UNKNOWN }).expect(404);
    expect(unknown.body.message).toBe('User not found');
    const bad = await post(a, 'connect', { connectId: 'x' }).expect(400);
    expect(bad.body.message).toBe('connectId must be a valid user id');
    await post(a, 'acceptConnection', {}).expect(400);
    await post(a, 'disconnect', { disconnectId: UNKNOWN }).expect(404);
    await api().get('/api/v1/connections').expect(401);
  });

  it('pushes each change to the other user (and the actor), never to a third user', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    const c = await createUser(t.url);
    const [sa, sb, sc] = await Promise.all([online(a), online(b), online(c)]);
    const heardByC: string[] = [];
    // Presence is public (C may see A and B come online); everything else must stay between them.
    sc.onAny((event: string) => event !== 'presence_update' && heardByC.push(event));

    let toB = waitForSocketEvent(sb, 'connection_request');
    await post(a, 'connect', { connectId: b.user._id }).expect(201);
    expect(await toB).toEqual({ requesterId: a.user._id });

    let toA = waitForSocketEvent(sa, 'connection_rejected');
    await post(b, 'rejectConnection', { requesterId: a.user._id }).expect(200);
    expect(await toA).toEqual({ userId: b.user._id });

    await post(a, 'connect', { connectId: b.user._id }).expect(201);
    toA = waitForSocketEvent(sa, 'connection_accepted');
    await post(b, 'acceptConnection', { requesterId: a.user._id }).expect(200);
    expect(await toA).toEqual({ userId: b.user._id });

    const disconnected = waitForSocketEvent(sb, 'connection_disconnected');
    await post(a, 'disconnect', { disconnectId: b.user._id }).expect(200);
    expect(await disconnected).toEqual({ userId: a.user._id });

    // A withdraws a new request: B's pending list has to drop it.
    toB = waitForSocketEvent(sb, 'connection_request');
    await post(a, 'connect', { connectId: b.user._id }).expect(201);
    await toB;
    const cancelled = waitForSocketEvent(sb, 'connection_cancelled');
    await post(a, 'cancelSentConnection', { recipientId: b.user._id }).expect(200);
    expect(await cancelled).toEqual({ userId: a.user._id });
    const accept = await post(b, 'acceptConnection', { requesterId: a.user._id }).expect(404);
    expect(accept.body.message).toBe('No pending request found.');

    await new Promise((r) => setTimeout(r, 200));
    expect(heardByC).toEqual([]);
  });

  it('lists connections page by page', async () => {
    const me = await createUser(t.url);
    const others = await Promise.all([1, 2, 3].map(() => createUser(t.url)));
    for (const o of others) {
      await post(o, 'connect', { connectId: me.user._id }).expect(201);
      await post(me, 'acceptConnection', { requesterId: o.user._id }).expect(200);
    }
    const first = await get(me, 'connections?limit=2').expect(200);
    expect(first.body.data).toHaveLength(2);
    const rest = await get(me, `connections?limit=2&cursor=${first.body.nextCursor}`).expect(200);
    expect(rest.body.data).toHaveLength(1);
    expect(rest.body.nextCursor).toBeNull();
    const all = [...first.body.data, ...rest.body.data].map((u: { _id: string }) => u._id);
    expect(all.sort()).toEqual(others.map((o) => o.user._id).sort());
  });
});
