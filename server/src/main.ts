// First: its V8 flag must be set before any other module is loaded.
import './heap-flags';
import 'reflect-metadata';
import cluster from 'node:cluster';
import { config as loadDotenv } from 'dotenv';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadConfig } from './config/app-config';
import { EmbeddedPostgresError } from './core/database/embedded-postgres';
import { installFaultGuard } from './core/process/fault-guard';
import { runPrimary, WORKER_READY } from './cluster-primary';
import { startMissingServices } from './runtime';
import { drainAndClose } from './shutdown';

async function bootstrap(): Promise<void> {
  const logger = new Logger('Bootstrap');
  installFaultGuard();
  loadDotenv({ quiet: true });
  const config = loadConfig();
  if (config.WEB_CONCURRENCY > 1 && cluster.isPrimary) return runPrimary(config);
  // A worker uses the services its primary started (their addresses are in its environment).
  const embedded = cluster.isWorker
    ? { stop: async () => undefined }
    : await startMissingServices(config);
  let app: Awaited<ReturnType<typeof createApp>> | undefined;

  // Our own signal handling rather than enableShutdownHooks(): Nest's hook closes the database
  // before the HTTP server has drained, and re-raises the signal before embedded PostgreSQL stops.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal} received, shutting down`);
    const deadline = setTimeout(() => {
      logger.error(`Shutdown took longer than ${config.SHUTDOWN_DRAIN_MS} ms, forcing exit`);
      void embedded.stop().finally(() => process.exit(1));
    }, config.SHUTDOWN_DRAIN_MS);
    deadline.unref();
    try {
      if (app) await drainAndClose(app, embedded);
      else await embedded.stop();
    } finally {
      clearTimeout(deadline);
      process.exit(0);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void shutdown(signal));
  }

  try {
    app = await createApp(config);
    await app.listen(config.PORT, config.HOST);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await embedded.stop();
    throw error;
  }
  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  if (cluster.isWorker) {
    logger.log(`Worker ${process.pid} listening`);
    process.send?.(WORKER_READY);
  } else {
    logger.log(`SportsNet is ready at http://localhost:${port}`);
  }
}

bootstrap().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedPostgresError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
