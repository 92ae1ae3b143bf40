import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from './free-port';

const SERVER_DIR = join(__dirname, '..', '..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * The real server (`src/main.ts`) in a child process on `port`, with the suite's database and
 * bucket, answering /health before this resolves.
 */
export async function startServerProcess(
  env: Record<string, string> = {},
  port?: number,
): Promise<ServerProcess> {
  const listen = port ?? (await freePort());
  let output = '';
  const child = spawn(process.execPath, ['-r', './test/support/swc-register.cjs', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(listen), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${listen}`;
  const started = Date.now();
  while (!(await healthy(url))) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error(`The server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, child, output: () => output };
}

export function killed(server: ServerProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}
