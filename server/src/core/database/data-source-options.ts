import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../../../migrations';

/** The one definition of how the app talks to PostgreSQL; schema changes only via migrations. */
export function dataSourceOptions(url: string, poolSize = 20): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error', 'warn'],
    // A database that does not answer fails a request in 5 s (503) instead of holding it.
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  };
}
