#!/usr/bin/env node
// The first screens on a slow connection, measured (never asserted, not part of `npm test`):
// Chromium's network emulation (CDP Network.emulateNetworkConditions: by default 1.6 Mbps down,
// 750 kbps up, 150 ms round trip, as Lighthouse's "slow 4G"), a cold cache each time, and:
//   - /login: until the login form shows; bytes over the wire until the network is quiet;
//   - /feed (signed in): until the first post shows; bytes likewise.
//
//   npm run build            (at the repository root, once)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/<scratch db> node client/e2e/throttled.cjs
//
// Without DATABASE_URL the product starts embedded PostgreSQL in a scratch folder.
'use strict';
const { mkdtempSync, rmSync, existsSync, chmodSync } = require('node:fs');
const { tmpdir, loadavg } = require('node:os');
const { join } = require('node:path');
const { chromium } = require('playwright-core');
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('./support/chromium.cjs');
// Starting the built product and signing in are the server benchmarks' own helpers.
const {
  entry: ENTRY,
  root: ROOT,
  signUpAndLogIn,
  startProduct,
  waitForHealth,
} = require('../../server/bench/support.cjs');

// THROTTLED_RTT_MS and THROTTLED_DOWN_KBPS try other links (e.g. 300 ms and 400 kbps, "3G").
const RTT_MS = Number(process.env.THROTTLED_RTT_MS ?? 150);
const DOWN_KBPS = Number(process.env.THROTTLED_DOWN_KBPS ?? 1.6 * 1024);
const CONDITIONS = {
  offline: false,
  latency: RTT_MS,
  downloadThroughput: (DOWN_KBPS * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const RUNS = Number(process.env.THROTTLED_RUNS ?? 3);

async function session(url) {
  const json = { 'content-type': 'application/json' };
  const login = await signUpAndLogIn(url, {
    userName: `slow_${Date.now().toString(36)}`,
    fullName: 'Slow Reader',
    email: `slow_${Date.now()}@example.test`,
    password: 'Kick-off-2024!',
  });
  for (let i = 1; i <= 25; i++) {
    await fetch(`${url}/api/v1/createPost`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${login.token}` },
      body: JSON.stringify({ title: `Slow network post ${i}` }),
    });
  }
  return login;
}

/** One cold visit of `path` on the slow network: ms until `selector` shows, bytes received. */
async function visit(browser, url, path, selector, login) {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1280, height: 800 },
  });
  if (login) {
    await context.addInitScript(
      ([token, user]) => {
        // Runs in the page, before the app reads its session.
        globalThis.localStorage.setItem('token', token);
        globalThis.localStorage.setItem('user', user);
      },
      [login.token, JSON.stringify(login.user)],
    );
  }
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', CONDITIONS);
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    requests += 1;
  });
  cdp.on('Network.webSocketFrameReceived', (e) => {
    bytes += e.response.payloadData.length;
  });
  const start = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  // Checked in the page at every frame: a locator's waitFor polls every 500 ms after its first
  // few tries, which rounded these times to half-second steps.
  await page.waitForFunction(
    (sel) => globalThis.document.querySelector(sel)?.checkVisibility() === true,
    selector,
    { polling: 'raf', timeout: 60_000 },
  );
  const shown = Date.now() - start;
  const bytesWhenShown = bytes;
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  const result = { shown, bytesWhenShown, bytes, requests };
  await context.close();
  return result;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(0)} kB`;

async function main() {
  if (!existsSync(ENTRY) || !existsSync(join(ROOT, 'client', 'dist', 'index.html'))) {
    throw new Error('build first: npm run build (at the repository root)');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsnet-throttled-'));
  chmodSync(dataDir, 0o755);
  const port = 4700 + Math.floor(Math.random() * 200);
  const url = `http://127.0.0.1:${port}`;
  const server = startProduct(port, {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(port + 1000),
    EMBEDDED_S3_PORT: '0',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  let browser;
  try {
    await waitForHealth(url);
    const login = await session(url);
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const rows = [];
    for (const [title, path, selector, who] of [
      ['/login: the form', '/login', 'form button[type="submit"]', null],
      ['/feed, signed in: the first post', '/feed', 'article', login],
    ]) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, url, path, selector, who));
      rows.push({
        title,
        shown: median(runs.map((r) => r.shown)),
        bytesWhenShown: median(runs.map((r) => r.bytesWhenShown)),
        bytes: median(runs.map((r) => r.bytes)),
        requests: median(runs.map((r) => r.requests)),
      });
    }
    console.log(
      `\n${DOWN_KBPS} kbps down, 750 kbps up, ${RTT_MS} ms RTT, cold cache; median of ${RUNS}; ` +
        `load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}\n`,
    );
    console.log('| screen | shown after | bytes until shown | bytes in all | requests |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const r of rows) {
      console.log(
        `| ${r.title} | ${(r.shown / 1000).toFixed(2)} s | ${kb(r.bytesWhenShown)} | ${kb(r.bytes)} | ${r.requests} |`,
      );
    }
  } finally {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
