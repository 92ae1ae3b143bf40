const fs = require('node:fs');
const { stopChild } = require('./global-setup.cjs');

module.exports = async function globalTeardown() {
  const state = globalThis.__SPORTSNET_E2E__;
  if (!state) return;
  await stopChild(state.child);
  state.log.end();
  if (process.env.KEEP_E2E_DATA !== '1') {
    fs.rmSync(state.dataDir, { recursive: true, force: true });
  }
  globalThis.__SPORTSNET_E2E__ = undefined;
};
