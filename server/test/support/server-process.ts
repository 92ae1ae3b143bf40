import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { UNEXPECTED_ERROR_MARK } from '../../src/core/process/fault-guard';
import { freePort } from './free-port';

const SERVER_DIR = join(__dirname, '..', '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Lines the server logged for errors nothing handled (kept whole, however long the log). */
  unexpected: string[];
}

/** Up when /health answers 200, or (`degraded`) any answer at all: it listens. */
async function healthy(url: string, degraded: boolean): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok || (degraded && res.status === 503);
  } catch {
    return false;
  }
}

/**
 * The real server (`src/main.ts`) in a child process on `port`, with the suite's database and
 * bucket, answering /health before this resolves (with 200, or with 503 when `degraded`: started
 * with a part away on purpose).
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  port?: number,
  { degraded = false }: { degraded?: boolean } = {},
): Promise<ServerProcess> {
  const listen = port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, ['-r', './test/support/swc-register.cjs', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(listen), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const unexpected: string[] = [];
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    for (const line of text.split('\n')) {
      if (line.includes(UNEXPECTED_ERROR_MARK)) unexpected.push(line);
    }
    output = (output + text).slice(-64_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${listen}`;
  const started = Date.now();
  while (!(await healthy(url, degraded))) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, output: () => output, unexpected };
}

/** Asks the server to stop (SIGTERM) and waits until it has. */
export function stopped(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}

export function killed(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}
