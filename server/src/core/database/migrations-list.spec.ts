import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationInterface } from 'typeorm';
import { migrations } from '../../../../migrations';

/**
 * `migrations/index.ts` is an explicit list rather than a folder scan: imports work the same
 * under ts-jest/swc, the swc register the fault tests use, the compiled `dist` and the TypeORM
 * CLI, with no file-system lookup at boot. This test is what keeps the list honest.
 */
const FOLDER = join(__dirname, '..', '..', '..', '..', 'migrations');
const MIGRATION_FILE = /^(\d{13})-([A-Z][A-Za-z0-9]*)\.ts$/;

const migrationFiles = readdirSync(FOLDER).filter((file) => file !== 'index.ts');

/** TypeORM reads a migration's timestamp off the end of its class name. */
function className(file: string): string {
  const [, timestamp, name] = MIGRATION_FILE.exec(file) ?? [];
  return `${name}${timestamp}`;
}

describe('migrations/index.ts', () => {
  it('holds only files named <unix-ms>-<PascalCase>.ts besides itself', () => {
    expect(migrationFiles.filter((file) => !MIGRATION_FILE.test(file))).toEqual([]);
  });

  it('lists every migration file, each once, oldest first', () => {
    const byTimestamp = [...migrationFiles].sort().map(className);
    expect(migrations.map((migration) => migration.name)).toEqual(byTimestamp);
  });

  it('lists the class each file exports, which names itself as TypeORM will record it', () => {
    for (const file of migrationFiles) {
      const exported = jest.requireActual<Record<string, unknown>>(join(FOLDER, file))[
        className(file)
      ];
      expect({
        file,
        listed: migrations.includes(exported as (typeof migrations)[number]),
      }).toEqual({ file, listed: true });
      const instance = new (exported as new () => MigrationInterface)();
      expect({ file, name: instance.name }).toEqual({ file, name: className(file) });
    }
  });
});
