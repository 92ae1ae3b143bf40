import { JwtService } from '@nestjs/jwt';
import { DataSource } from 'typeorm';
import { connectSocket, waitForSocketEvent, type TestSocket } from './support/socket';
import { quickUsers } from './support/posts';
import { startTestApp, type TestApp } from './support/test-app';

describe('Sockets follow their session (e2e)', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  const open = (token: string) => {
    const socket = connectSocket(t.url, token);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    t = await startTestApp({ SOCKET_EVENT_LIMIT: '5/60' });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  it('disconnects a socket when its token expires, and refuses it afterwards', async () => {
    const [user] = await quickUsers(t, 1);
    const session = await t.app
      .get(DataSource)
      .query(`SELECT id FROM sessions WHERE user_id = $1`, [user.id]);
    // A token that ends in two seconds (the session row itself lasts a day).
    const token = await t.app
      .get(JwtService, { strict: false })
      .signAsync({ sub: user.id, jti: session[0].id }, { expiresIn: 2 });
    const socket = open(token);
    await waitForSocketEvent(socket, 'connect');
    expect(socket.connected).toBe(true);
    const reason = await waitForSocketEvent(socket, 'disconnect', 6000);
    expect(reason).toBe('io server disconnect');
    const again = open(token);
    const refused = await waitForSocketEvent(again, 'connect_error');
    expect(refused.message).toBe('TOKEN_EXPIRED');
  });

  it('drops events past the per-socket limit, and cuts off a socket that keeps going', async () => {
    const [user] = await quickUsers(t, 1);
    const socket = open(user.token);
    await waitForSocketEvent(socket, 'connect');
    const join = () =>
      new Promise<unknown>((resolve) => socket.emit('join', user.id, (ok) => resolve(ok)));
    const answers: unknown[] = [];
    for (let i = 0; i < 7; i += 1) answers.push(await join());
    // Joining one's own room is answered true; past 5 events in the window, false.
    expect(answers).toEqual([true, true, true, true, true, false, false]);
    const gone = waitForSocketEvent(socket, 'disconnect');
    for (let i = 0; i < 5; i += 1) socket.emit('join', user.id);
    expect(await gone).toBe('io server disconnect');
  });

  it('drops an event whose payload breaks the text rule', async () => {
    const [user] = await quickUsers(t, 1);
    const socket = open(user.token);
    await waitForSocketEvent(socket, 'connect');
    const ok = await new Promise<unknown>((resolve) =>
      socket.emit('join', 'x\u0000', (joined) => resolve(joined)),
    );
    expect(ok).toBe(false);
    expect(socket.connected).toBe(true);
  });
});
