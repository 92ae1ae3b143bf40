import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A secret generated once and kept under DATA_DIR (mode 600), so the embedded default needs no
 * configuration and tokens survive a restart.
 */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = join(dataDir, 'secrets', name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  // Created apart: a recursive mkdir would give DATA_DIR itself mode 700 too.
  mkdirSync(dataDir, { recursive: true });
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
