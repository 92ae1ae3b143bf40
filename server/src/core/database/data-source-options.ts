import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../../../migrations';

/** The one definition of how the app talks to PostgreSQL; schema changes only via migrations. */
export function dataSourceOptions(url: string): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    logging: ['error', 'warn'],
    extra: { max: 20 },
  };
}
