import cluster, { type Worker } from 'node:cluster';
import { Logger } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { startMissingServices } from './runtime';

/** What a worker tells the primary once its app listens. */
export const WORKER_READY = 'sportsnet:worker-ready';

/**
 * WEB_CONCURRENCY > 1: this process starts the embedded services (once, not per worker), then
 * WEB_CONCURRENCY workers that share the HTTP port (node:cluster hands each new connection to
 * the next worker). The first worker boots alone, so the migrations run once, before the others
 * start. A worker that dies is replaced; a signal drains every worker, then stops the services.
 */
export async function runPrimary(config: AppConfig): Promise<void> {
  const logger = new Logger('Cluster');
  const embedded = await startMissingServices(config);
  // The workers use what the primary started (or what the environment named).
  const env: Record<string, string> = {};
  for (const key of ['DATABASE_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const) {
    const value = config[key];
    if (value) env[key] = value;
  }
  let stopping = false;

  const fork = (): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork(env);
      const onExit = (code: number | null) =>
        reject(new Error(`a worker exited (${code}) while starting`));
      worker.once('exit', onExit);
      worker.on('message', (message: unknown) => {
        if (message !== WORKER_READY) return;
        worker.off('exit', onExit);
        resolve(worker);
      });
    });

  try {
    for (let i = 0; i < config.WEB_CONCURRENCY; i++) await fork();
  } catch (error) {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.kill('SIGTERM');
    await embedded.stop();
    throw error;
  }
  logger.log(
    `SportsNet is ready at http://localhost:${config.PORT} with ${config.WEB_CONCURRENCY} workers`,
  );

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.error(`Worker ${worker.process.pid} died (${signal ?? code}); starting another`);
    fork().catch((error: unknown) => logger.error(String(error)));
  });

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, draining ${config.WEB_CONCURRENCY} workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    const deadline = setTimeout(() => {
      logger.error(`Workers took longer than ${config.SHUTDOWN_DRAIN_MS} ms, forcing exit`);
      for (const w of workers) w.process.kill('SIGKILL');
    }, config.SHUTDOWN_DRAIN_MS + 2000);
    deadline.unref();
    await Promise.all(
      workers.map(
        (w) =>
          new Promise<void>((resolve) => {
            if (w.isDead()) return resolve();
            w.once('exit', () => resolve());
            w.process.kill('SIGTERM');
          }),
      ),
    );
    clearTimeout(deadline);
    await embedded.stop();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(signal));
  }
}
