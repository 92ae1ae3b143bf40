import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/core/database/data-source-options';
import { startEmbeddedPostgres } from '../../src/core/database/embedded-postgres';
import { startEmbeddedS3 } from '../../src/core/storage/embedded-s3';
import { freePort } from './free-port';

type Stop = () => Promise<void>;
declare global {
  var __E2E_STOPS__: Stop[] | undefined;
}

/** A database of its own, so the suite never touches the data behind a given DATABASE_URL. */
async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop: Stop }> {
  const name = `sportsnet_e2e_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function redisAnswers(url: string): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export default async function globalSetup(): Promise<void> {
  const stops: Stop[] = [];
  globalThis.__E2E_STOPS__ = stops;
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsnet-e2e-'));
  chmodSync(dataDir, 0o755); // the embedded cluster runs as the postgres user when we are root
  // Last to run at teardown (stops run in reverse): after the cluster and the bucket have stopped.
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));

  let databaseUrl: string;
  if (process.env.DATABASE_URL) {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL);
    stops.push(scratch.drop);
    databaseUrl = scratch.url;
  } else {
    const pg = await startEmbeddedPostgres(dataDir, await freePort());
    stops.push(pg.stop);
    databaseUrl = pg.url;
  }

  const bucket = `sportsnet-e2e-${process.pid}`;
  if (!process.env.S3_ENDPOINT) {
    const s3 = await startEmbeddedS3(dataDir, 0, bucket);
    stops.push(s3.stop);
    Object.assign(process.env, {
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY: s3.accessKey,
      S3_SECRET_KEY: s3.secretKey,
    });
  }

  // Migrations once for the whole suite, as at boot.
  const ds = new DataSource(dataSourceOptions(databaseUrl));
  await ds.initialize();
  await ds.runMigrations();
  await ds.destroy();

  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  if (await redisAnswers(redisUrl)) process.env.E2E_REDIS_URL = redisUrl;
  else
    console.warn(
      `\n!!! SKIPPED: no Redis at ${redisUrl}: the cross-replica suites (chat, feed cache, write ` +
        'limits, realtime) do not run.\n',
    );
  // Only the multi-instance test opts into Redis: shared rate-limit counters would couple files.
  delete process.env.REDIS_URL;

  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    S3_BUCKET: bucket,
    DATA_DIR: dataDir,
  });
}
