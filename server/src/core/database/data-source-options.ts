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
    // Failed queries are not logged here: most are answers (a unique name taken is a 409), and
    // the unexpected ones reach the HTTP error filter or the event listener's logger with a stack.
    logging: ['warn'],
    // A database that does not answer fails a request in 5 s (503) instead of holding it.
    extra: { max: poolSize, connectionTimeoutMillis: 5000 },
  };
}
