export * from './database.module';
export * from './embedded-postgres';
export * from './data-source-options';
