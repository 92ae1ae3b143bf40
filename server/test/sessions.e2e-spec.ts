import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { InFlightWork } from '../src/core/realtime/in-flight-work';
import { createUser, type CreatedUser } from './support/factories';
import { eventually } from './support/eventually';
import { connectSocket, type TestSocket, waitForSocketEvent } from './support/socket';
import { startTestApp, type TestApp } from './support/test-app';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const CHROME_ON_LINUX_NEXT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0 Safari/537.36';
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

/**
 * The list of signed-in devices and ending them (REST answers 401 at once, sockets close), and
 * login alerts: a notification and an e-mail for a device not seen before, and only then.
 */
describe('Sessions and login alerts (e2e)', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  let dataDir: string;
  const sockets: TestSocket[] = [];
  const api = () => request(t.url);
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const settled = () => t.app.get(InFlightWork).settled();

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sportsnet-sessions-'));
    t = await startTestApp({ DATA_DIR: dataDir, CLIENT_ORIGIN: 'http://app.example' });
  });
  afterAll(async () => {
    for (const s of sockets) s.disconnect();
    await t.close();
  });

  const login = (u: CreatedUser, agent: string, cookie?: string) => {
    const req = api().post('/api/v1/login').set('User-Agent', agent);
    if (cookie) req.set('Cookie', cookie);
    return req.send({ userName: u.input.userName, password: u.input.password }).expect(200);
  };
  const deviceCookie = (res: request.Response): string =>
    (res.headers['set-cookie'] as unknown as string[])[0].split(';')[0];
  const sessions = async (token: string) =>
    (await api().get('/api/v1/settings/sessions').set(auth(token)).expect(200)).body.data as {
      _id: string;
      device: string | null;
      ip: string | null;
      createdAt: string;
      lastUsedAt: string;
      current: boolean;
    }[];
  const openSocket = async (token: string) => {
    const socket = connectSocket(t.url, token);
    sockets.push(socket);
    await waitForSocketEvent(socket, 'connect');
    return socket;
  };

  it('lists each signed-in device with its address and times; `current` is the caller', async () => {
    const u = await createUser(t.url);
    const laptop = (await login(u, CHROME_ON_LINUX)).body.token as string;
    const phone = (await login(u, SAFARI_ON_IPHONE)).body.token as string;
    const list = await sessions(laptop);
    // The factory's own sign-in, the laptop and the phone.
    expect(list).toHaveLength(3);
    const current = list.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0].device).toBe('Chrome on Linux');
    expect(list.map((s) => s.device)).toContain('Safari on iOS (mobile)');
    for (const s of list) {
      expect(s.ip).toMatch(/127\.0\.0\.1/);
      expect(Date.parse(s.createdAt)).not.toBeNaN();
      expect(Date.parse(s.lastUsedAt)).not.toBeNaN();
    }
    const fromPhone = await sessions(phone);
    expect(fromPhone.find((s) => s.current)?.device).toBe('Safari on iOS (mobile)');
  });

  it('ends one session: its next call is 401 and its socket closes at once', async () => {
    const u = await createUser(t.url);
    const laptop = (await login(u, CHROME_ON_LINUX)).body.token as string;
    const phone = (await login(u, SAFARI_ON_IPHONE)).body.token as string;
    const phoneSocket = await openSocket(phone);
    const laptopSocket = await openSocket(laptop);
    const target = (await sessions(phone)).find((s) => s.current)!;

    const closed = waitForSocketEvent(phoneSocket, 'disconnect');
    await api().delete(`/api/v1/settings/sessions/${target._id}`).set(auth(laptop)).expect(200);
    expect(await closed).toBe('io server disconnect');
    const refused = await api().get('/api/v1/settings').set(auth(phone)).expect(401);
    expect(refused.body.code).toBe('INVALID_TOKEN');
    // The laptop goes on, and the list no longer has the phone.
    expect(laptopSocket.connected).toBe(true);
    expect((await sessions(laptop)).map((s) => s._id)).not.toContain(target._id);
    // Ended already, unknown, or someone else's: 404 alike.
    await api().delete(`/api/v1/settings/sessions/${target._id}`).set(auth(laptop)).expect(404);
    const other = await createUser(t.url);
    const theirs = (await sessions(other.token))[0];
    await api().delete(`/api/v1/settings/sessions/${theirs._id}`).set(auth(laptop)).expect(404);
    await api().get('/api/v1/settings').set(auth(other.token)).expect(200);
    await api().delete('/api/v1/settings/sessions/not-an-id').set(auth(laptop)).expect(404);
  });

  it('ends every other session, keeping the caller’s', async () => {
    const u = await createUser(t.url);
    const laptop = (await login(u, CHROME_ON_LINUX)).body.token as string;
    const phone = (await login(u, SAFARI_ON_IPHONE)).body.token as string;
    const phoneSocket = await openSocket(phone);
    const closed = waitForSocketEvent(phoneSocket, 'disconnect');
    const res = await api()
      .post('/api/v1/settings/sessions/logout-others')
      .set(auth(laptop))
      .expect(200);
    expect(res.body.data.ended).toBe(2);
    expect(await closed).toBe('io server disconnect');
    await api().get('/api/v1/settings').set(auth(phone)).expect(401);
    await api().get('/api/v1/settings').set(auth(u.token)).expect(401);
    const left = await sessions(laptop);
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });

  it('moves lastUsedAt when a session is used, at most once a minute', async () => {
    const u = await createUser(t.url);
    const db = t.app.get(DataSource);
    await db.query(
      `UPDATE sessions SET last_used_at = now() - interval '1 hour' WHERE user_id = $1`,
      [u.user._id],
    );
    const before = Date.now();
    await api().get('/api/v1/settings').set(auth(u.token)).expect(200);
    await eventually(async () => {
      const [s] = await sessions(u.token);
      expect(Date.parse(s.lastUsedAt)).toBeGreaterThan(before - 5000);
    });
  });

  it('alerts (notification and e-mail) on a device not seen before, and only then', async () => {
    const u = await createUser(t.url);
    const notifications = async () =>
      (await api().get('/api/v1/notifications').set(auth(u.token)).expect(200)).body.data.filter(
        (n: { type: string }) => n.type === 'login_alert',
      );
    const mails = async () => {
      const files = await readdir(join(dataDir, 'mail')).catch(() => [] as string[]);
      const texts = await Promise.all(files.map((f) => readFile(join(dataDir, 'mail', f), 'utf8')));
      return texts.filter((m) => m.includes(u.input.email) && m.includes('New sign-in'));
    };

    const first = await login(u, CHROME_ON_LINUX);
    await eventually(async () => expect(await notifications()).toHaveLength(1));
    expect((await notifications())[0].text).toContain('Chrome on Linux');
    await eventually(async () => expect(await mails()).toHaveLength(1));
    const [mail] = await mails();
    expect(mail).toContain('Device: Chrome on Linux');
    expect(mail).toMatch(/Address: .*127\.0\.0\.1/);
    // Written the account language's own way (Intl), in UTC: 'Friday, November 27, 2026 at …'.
    expect(mail).toMatch(/Time: \w+, \w+ \d{1,2}, \d{4} at .+ UTC/);
    expect(mail.replace(/=\r?\n/g, '')).toContain('http://app.example/settings#sessions');

    // The same browser again (its device cookie), the same device after an update, or a new
    // agent from a browser that signed in to this account before: not news.
    await login(u, CHROME_ON_LINUX, deviceCookie(first));
    await login(u, CHROME_ON_LINUX_NEXT);
    await login(u, FIREFOX_ON_WINDOWS, deviceCookie(first));
    await settled();
    expect(await notifications()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);

    // A new device: news.
    await login(u, SAFARI_ON_IPHONE);
    await eventually(async () => expect(await notifications()).toHaveLength(2));
    await eventually(async () => expect(await mails()).toHaveLength(2));

    // With loginAlerts off, nothing.
    await api()
      .put('/api/v1/settings/privacy')
      .set(auth(u.token))
      .send({ loginAlerts: false })
      .expect(200);
    await login(u, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Edg/120.0');
    await settled();
    expect(await notifications()).toHaveLength(2);
    expect(await mails()).toHaveLength(2);
  });
});
