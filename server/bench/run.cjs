#!/usr/bin/env node
// `npm run bench`: starts the built server on embedded services in a scratch folder and measures
// the hot paths with autocannon. Prints a Markdown table for the README. Never part of `npm test`.
// Then runs bench/feed.cjs: the feed at 1M posts (BENCH_FEED=0 skips it).
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const { mkdtempSync, chmodSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const {
  entry,
  ensureServerBuilt,
  measure,
  printTable,
  root,
  waitForHealth,
} = require('./support.cjs');

async function main() {
  ensureServerBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsnet-bench-'));
  chmodSync(dataDir, 0o755);
  const port = 3900 + Math.floor(Math.random() * 90);
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port + 1000),
      EMBEDDED_S3_PORT: '0',
      AUTH_RATE_LIMIT: '100000000',
    },
  });
  try {
    await waitForHealth(url);
    const user = {
      userName: 'bench_user',
      fullName: 'Bench User',
      email: 'bench@example.com',
      password: 'bench-pass-1',
    };
    const json = { 'content-type': 'application/json' };
    await fetch(`${url}/api/v1/signup`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(user),
    });
    const login = await (
      await fetch(`${url}/api/v1/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ userName: user.userName, password: user.password }),
      })
    ).json();
    if (!login.token) throw new Error(`login failed: ${JSON.stringify(login)}`);
    const auth = { authorization: `Bearer ${login.token}` };

    const results = [
      await measure('GET /api/v1/health (db + bucket round trip)', { url: `${url}/api/v1/health` }),
      await measure('POST /api/v1/findCurrentUser (JWT + session + user)', {
        url: `${url}/api/v1/findCurrentUser`,
        method: 'POST',
        headers: auth,
      }),
      await measure('POST /api/v1/login (argon2id verify)', {
        url: `${url}/api/v1/login`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ userName: user.userName, password: user.password }),
      }),
    ];
    printTable(results);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main()
  .then(() => {
    // The feed at a million posts (seeds its own database; BENCH_FEED=0 skips it).
    if (process.env.BENCH_FEED === '0') return;
    const feed = spawnSync(process.execPath, [join(__dirname, 'feed.cjs')], { stdio: 'inherit' });
    if (feed.status !== 0) process.exit(feed.status ?? 1);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
