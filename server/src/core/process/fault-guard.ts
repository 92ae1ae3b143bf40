import { Logger } from '@nestjs/common';

/** The words every unexpected error is logged with: the suites look for them in a server's log. */
export const UNEXPECTED_ERROR_MARK = 'Unexpected error (the process stays up)';

let unexpected = 0;
let installed = false;

/**
 * Last line of defence for errors nothing else caught (an 'error' event without a listener, a
 * rejected promise nobody awaited): logged with their stack and counted, and the process keeps
 * serving. Without it one stray stream error ends every user's session with the process (and,
 * in the embedded default, leaves PostgreSQL running without its owner). Every such error is
 * still a defect: it is counted in /health, and the test suites fail on the mark in the log.
 */
export function installFaultGuard(logger = new Logger('Process')): void {
  if (installed) return;
  installed = true;
  const report = (kind: string, error: unknown) => {
    unexpected += 1;
    const detail = error instanceof Error ? (error.stack ?? String(error)) : String(error);
    logger.error(`${UNEXPECTED_ERROR_MARK}, ${kind}: ${detail}`);
  };
  process.on('uncaughtException', (error) => report('uncaught exception', error));
  process.on('unhandledRejection', (reason) => report('unhandled rejection', reason));
}

/** How many unexpected errors this process survived. */
export function unexpectedErrorCount(): number {
  return unexpected;
}
