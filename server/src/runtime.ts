import { Logger } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { startEmbeddedPostgres } from './core/database/embedded-postgres';
import { startEmbeddedS3 } from './core/storage/embedded-s3';

export interface EmbeddedServices {
  stop(): Promise<void>;
}

/**
 * Fills in what the environment left out: no DATABASE_URL starts embedded PostgreSQL, no
 * S3_ENDPOINT starts the embedded S3 server. With both set, nothing embedded starts.
 */
export async function startMissingServices(config: AppConfig): Promise<EmbeddedServices> {
  const stops: Array<() => Promise<void>> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) {
      await stop().catch((e: unknown) => new Logger('Shutdown').warn(String(e)));
    }
  };
  try {
    if (!config.DATABASE_URL) {
      const pg = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT);
      stops.push(pg.stop);
      config.DATABASE_URL = pg.url;
    }
    if (!config.S3_ENDPOINT) {
      const s3 = await startEmbeddedS3(config.DATA_DIR, config.EMBEDDED_S3_PORT, config.S3_BUCKET);
      stops.push(s3.stop);
      config.S3_ENDPOINT = s3.endpoint;
      config.S3_ACCESS_KEY = s3.accessKey;
      config.S3_SECRET_KEY = s3.secretKey;
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return { stop: stopAll };
}
