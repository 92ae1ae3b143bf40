const fs = require('node:fs');

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function chromiumAvailable() {
  return fs.existsSync(CHROMIUM_PATH);
}

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, chromiumAvailable };
