import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { eventually } from './support/eventually';
import { createUser, type CreatedUser } from './support/factories';
import { connectSocket } from './support/socket';
import { killed, startServerProcess, stopped, type ServerProcess } from './support/server-process';

/** The postmaster's pid from its lock file, or undefined when none is written. */
function postmasterPid(dataDir: string): number | undefined {
  const file = join(dataDir, 'postgres', 'postmaster.pid');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : undefined;
}

function alive(pid: number | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** What a signed-in tab keeps asking while it is open: reads, and a write now and then. */
async function oneRound(url: string, token: string, postId: string) {
  const auth = { Authorization: `Bearer ${token}` };
  return Promise.all([
    request(url).get('/api/v1/getAllPost?limit=3').set(auth),
    request(url).get('/api/v1/messages/chats').set(auth),
    request(url).post('/api/v1/findCurrentUser').set(auth),
    request(url).post('/api/v1/savePost').set(auth).send({ postId }),
  ]);
}

/** The handshake's answer during the outage: connected, or refused with a code. */
function handshake(url: string, token: string): Promise<string> {
  const socket = connectSocket(url, token);
  return new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('connected'));
    socket.once('connect_error', (error: Error) => resolve(error.message));
    setTimeout(() => resolve('no answer'), 5000);
  }).finally(() => socket.close());
}

describe('Faults (e2e): the embedded PostgreSQL dies under a running product', () => {
  jest.setTimeout(180_000);
  let dataDir: string;
  let server: ServerProcess;
  let me: CreatedUser;
  let postId: string;
  // No DATABASE_URL: the product runs (and supervises) its own embedded PostgreSQL.
  const env = () => ({
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT: '1000',
    WRITE_LIMITS_ENABLED: 'false',
  });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'sportsnet-faults-pg-'));
    chmodSync(dataDir, 0o755); // as root, the cluster runs as the postgres user
    server = await startServerProcess(env());
    me = await createUser(server.url);
    const post = await request(server.url)
      .post('/api/v1/createPost')
      .set('Authorization', `Bearer ${me.token}`)
      .send({ title: 'Before the outage' })
      .expect(201);
    postId = post.body.data._id;
  });

  afterAll(async () => {
    if (server) await stopped(server);
    const pid = postmasterPid(dataDir);
    if (alive(pid)) process.kill(pid as number, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 (never 500 or 401) while it is down, starts it again, and the same token works', async () => {
    const killedPid = postmasterPid(dataDir);
    expect(alive(killedPid)).toBe(true);
    process.kill(killedPid as number, 'SIGKILL');

    const statuses = new Map<number, number>();
    const handshakes = new Set<string>();
    let outageSeen = false;
    const started = Date.now();
    for (;;) {
      const [answers, socket] = await Promise.all([
        oneRound(server.url, me.token, postId),
        handshake(server.url, me.token),
      ]);
      handshakes.add(socket);
      for (const res of answers) {
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status === 503) {
          outageSeen = true;
          expect(res.headers['retry-after']).toMatch(/^\d+$/);
          expect(res.body).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
        }
      }
      if (outageSeen && answers.every((res) => res.status === 200)) break;
      expect(Date.now() - started).toBeLessThan(60_000);
      await new Promise((r) => setTimeout(r, 100));
    }

    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    // The socket never hears that the session ended: refused for the outage, or connected.
    for (const answer of handshakes) expect(['connected', 'SERVICE_UNAVAILABLE']).toContain(answer);
    // A new postmaster, started by the product on the same data: nothing acknowledged is lost.
    expect(postmasterPid(dataDir)).not.toBe(killedPid);
    const me2 = await request(server.url)
      .post('/api/v1/findCurrentUser')
      .set('Authorization', `Bearer ${me.token}`)
      .expect(200);
    expect(me2.body.data._id).toBe(me.user._id);
    const feed = await request(server.url)
      .get('/api/v1/getAllPost')
      .set('Authorization', `Bearer ${me.token}`)
      .expect(200);
    expect(feed.body.data.map((p: { _id: string }) => p._id)).toContain(postId);
    await request(server.url).get('/api/v1/health').expect(200);
    expect(server.unexpected).toEqual([]);
  });

  it('a crash of the server leaves no PostgreSQL behind: the next start stops the orphan', async () => {
    const orphan = postmasterPid(dataDir);
    await killed(server); // SIGKILL: no shutdown of its own
    expect(alive(orphan)).toBe(true);

    server = await startServerProcess(env());
    expect(alive(orphan)).toBe(false);
    const running = postmasterPid(dataDir);
    expect(running).not.toBe(orphan);
    expect(alive(running)).toBe(true);
    // Sessions live in the database: the tab signed in before the crash still is.
    await request(server.url)
      .post('/api/v1/findCurrentUser')
      .set('Authorization', `Bearer ${me.token}`)
      .expect(200);

    await stopped(server);
    await eventually(async () => expect(alive(running)).toBe(false), 20_000);
    expect(server.unexpected).toEqual([]);
  });
});
