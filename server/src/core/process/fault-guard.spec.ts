import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

/** Runs `body` in a fresh Node process with the guard installed; answers its output. */
function runGuarded(body: string): { status: number | null; output: string } {
  const script = `
    require(${JSON.stringify(join(__dirname, '../../../test/support/swc-register.cjs'))});
    const { installFaultGuard, unexpectedErrorCount } = require(${JSON.stringify(join(__dirname, 'fault-guard.ts'))});
    installFaultGuard({ error: (line) => console.log(line) });
    ${body}
    setTimeout(() => console.log('still up, counted ' + unexpectedErrorCount()), 50);
  `;
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

describe('installFaultGuard', () => {
  it('survives an error event nobody listens to, and counts it', () => {
    const { status, output } = runGuarded(`
      const { Readable } = require('node:stream');
      const stream = new Readable({ read() { this.destroy(new Error('ObjectNotFound')); } });
      stream.resume();
    `);
    expect(status).toBe(0);
    expect(output).toContain('Unexpected error (the process stays up), uncaught exception');
    expect(output).toContain('ObjectNotFound');
    expect(output).toContain('still up, counted 1');
  });

  it('survives a rejected promise nobody awaited', () => {
    const { status, output } = runGuarded(`Promise.reject(new Error('lost job'));`);
    expect(status).toBe(0);
    expect(output).toContain('unhandled rejection');
    expect(output).toContain('still up, counted 1');
  });
});
