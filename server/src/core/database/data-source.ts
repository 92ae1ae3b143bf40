import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from './data-source-options';

/**
 * For the TypeORM CLI only (`npx typeorm-ts-node-commonjs -d server/src/core/database/data-source.ts
 * migration:generate migrations/<Name>`); the app builds its own DataSource through Nest.
 */
export default new DataSource({
  ...dataSourceOptions(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/sportsnet'),
  entities: [__dirname + '/../../**/entities/*.entity.{ts,js}'],
});
