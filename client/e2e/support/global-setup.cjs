/**
 * Starts the real product (`server/bin/start.cjs`, which also serves client/dist) on a free port
 * with a fresh DATA_DIR, waits for /api/v1/health, and hands the URL to the tests via
 * E2E_BASE_URL. DATABASE_URL / S3_* from the caller's environment pass through unchanged.
 */
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');
const { chromiumAvailable, CHROMIUM_PATH } = require('./chromium.cjs');

const REPO_ROOT = path.resolve(__dirname, '../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'server/bin/start.cjs');
const ARTIFACTS = path.resolve(__dirname, '../artifacts');
const HEALTH_TIMEOUT_MS = 120_000;

function loudWarning(lines) {
  const bar = '!'.repeat(78);
  console.warn(`\n${bar}\n${lines.map((l) => `!!  ${l}`).join('\n')}\n${bar}\n`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function healthy(baseUrl) {
  try {
    const res = await fetch(`${baseUrl}/api/v1/health`, { signal: AbortSignal.timeout(3000) });
    if (!res.ok) return false;
    const body = await res.json();
    return body && body.success === true;
  } catch {
    return false;
  }
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

module.exports = async function globalSetup() {
  if (!chromiumAvailable()) {
    const missing = `Chromium not found at ${CHROMIUM_PATH}`;
    if (process.env.REQUIRE_BROWSER === '1') {
      throw new Error(`${missing}, and REQUIRE_BROWSER=1 requires the browser suite to run.`);
    }
    loudWarning([
      `${missing}: the browser suite is SKIPPED.`,
      'Install it (apt-get install -y chromium) to run these tests.',
    ]);
    process.env.E2E_SKIP = '1';
    return;
  }
  if (!fs.existsSync(SERVER_ENTRY)) {
    throw new Error(`Server entry ${SERVER_ENTRY} is missing; build the server first.`);
  }

  fs.mkdirSync(ARTIFACTS, { recursive: true });
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sportsnet-client-e2e-'));
  // As root the embedded cluster runs as the postgres user, which must be able to enter it.
  fs.chmodSync(dataDir, 0o755);
  const baseUrl = `http://127.0.0.1:${port}`;
  const logPath = path.join(ARTIFACTS, 'server.log');
  const log = fs.createWriteStream(logPath);

  // One replica: Redis (set for the server suites' cross-replica tests) would only share its
  // counters with them.
  const env = { ...process.env };
  delete env.REDIS_URL;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      // Free ports, so a running `npm start` on the defaults does not collide.
      EMBEDDED_PG_PORT: String(await freePort()),
      EMBEDDED_S3_PORT: '0',
      // The suites load one account's pages many times a minute (the accessibility tour reloads
      // each page per viewport and theme), far past a person's reconnects; the per-account
      // connection budget has its own server test.
      SOCKET_CONNECT_LIMIT: '1000/60',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  globalThis.__SPORTSNET_E2E__ = { child, dataDir, log };

  const started = Date.now();
  let exited = null;
  child.once('exit', (code, signal) => {
    exited = { code, signal };
  });
  while (!(await healthy(baseUrl))) {
    if (exited || Date.now() - started > HEALTH_TIMEOUT_MS) {
      await stopChild(child);
      const tail = fs.existsSync(logPath)
        ? fs.readFileSync(logPath, 'utf8').split('\n').slice(-40).join('\n')
        : '';
      const why = exited
        ? `exited early (code ${exited.code}, signal ${exited.signal})`
        : `did not answer /api/v1/health within ${HEALTH_TIMEOUT_MS / 1000}s`;
      throw new Error(`The server ${why}. Last log lines (${logPath}):\n${tail}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  console.log(
    `\n[e2e] server ready at ${baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  process.env.E2E_BASE_URL = baseUrl;
  // The outage test stops the server's embedded PostgreSQL, found through its data folder.
  process.env.E2E_DATA_DIR = dataDir;
};

module.exports.stopChild = stopChild;
