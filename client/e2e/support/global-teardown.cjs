const fs = require('node:fs');
const path = require('node:path');
const { stopChild } = require('./global-setup.cjs');

/** The words the server logs an error with that nothing handled (core/process/fault-guard.ts). */
const UNEXPECTED_ERROR_MARK = 'Unexpected error (the process stays up)';

module.exports = async function globalTeardown() {
  const state = globalThis.__SPORTSNET_E2E__;
  if (!state) return;
  await stopChild(state.child);
  await new Promise((resolve) => state.log.end(resolve));
  if (process.env.KEEP_E2E_DATA !== '1') {
    fs.rmSync(state.dataDir, { recursive: true, force: true });
  }
  globalThis.__SPORTSNET_E2E__ = undefined;
  // The server survives an error nothing handled, but every one is a defect: the suite fails.
  const logPath = path.resolve(__dirname, '../artifacts/server.log');
  const log = fs.existsSync(logPath) ? fs.readFileSync(logPath, 'utf8') : '';
  const at = log.indexOf(UNEXPECTED_ERROR_MARK);
  if (at >= 0) {
    throw new Error(
      `The server logged an unexpected error during the browser tests:\n${log.slice(at, at + 2000)}`,
    );
  }
};
