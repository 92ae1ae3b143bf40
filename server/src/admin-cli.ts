// `npm run admin -- grant <userName> admin|moderator` / `npm run admin -- revoke <userName>`:
// the first admin is made here, on the same database `npm start` uses (DATABASE_URL, else the
// embedded PostgreSQL under DATA_DIR, shared with a running server or started for the moment).
import 'reflect-metadata';
import { config as loadDotenv } from 'dotenv';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { loadConfig } from './config/app-config';
import { dataSourceOptions } from './core/database/data-source-options';
import { parseRoleCommand, runRoleCommand } from './modules/moderation/role-command';
import { startEmbeddedPostgres } from './core/database/embedded-postgres';

async function main(): Promise<number> {
  loadDotenv({ quiet: true });
  const command = parseRoleCommand(process.argv.slice(2));
  if (typeof command === 'string') {
    console.error(command);
    return 2;
  }
  Logger.overrideLogger(['error', 'warn']);
  const config = loadConfig();
  let stopEmbedded: (() => Promise<void>) | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    const pg = await startEmbeddedPostgres(config.DATA_DIR, config.EMBEDDED_PG_PORT);
    stopEmbedded = pg.stop;
    url = pg.url;
  }
  const db = new DataSource({ ...dataSourceOptions(url, 2), migrationsRun: false });
  try {
    await db.initialize();
    // A database no server ran on yet gets its schema first.
    await db.runMigrations({ transaction: 'each' });
    console.log(await runRoleCommand(db, command));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    if (db.isInitialized) await db.destroy();
    await stopEmbedded?.();
  }
}

/** The command line's entry (bin/admin.cjs): exits with 0, 1 (failed) or 2 (usage). */
export function runCli(): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
