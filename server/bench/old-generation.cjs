#!/usr/bin/env node
// What a request leaves in V8's old generation: the product runs with --trace-gc-nvp, a burst at
// 64 connections first (as a busy minute would), then BENCH_OLDGEN_RATE requests a second (100)
// spread over 64 keep-alive connections for BENCH_OLDGEN_SECONDS (20), so each connection idles
// between requests as a browser's does. The bytes the young-generation collections promoted in
// that window, per request, are what later costs full collections (the chat tail, the memory).
// A bare server leaves about 0.2 kB; see bench/README.md ("Objects born old").
//
//   node bench/old-generation.cjs            embedded PostgreSQL in a scratch folder
//   BENCH_DATABASE_URL=postgres://...        a scratch database on that server instead
'use strict';
const { randomBytes } = require('node:crypto');
const { rmSync } = require('node:fs');
const autocannon = require('autocannon');
const {
  benchStorage,
  ensureServerBuilt,
  signUpAndLogIn,
  startProduct,
  waitForHealth,
} = require('./support.cjs');

const RATE = Number(process.env.BENCH_OLDGEN_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_OLDGEN_SECONDS ?? 20);
const CONNECTIONS = 64;

/** Sums `promoted=` over the young-generation collections (`gc=s`) in trace-gc-nvp lines. */
function promotedBytes(trace) {
  let bytes = 0;
  let scavenges = 0;
  for (const line of trace.split('\n')) {
    if (!/\bgc=s\b/.test(line)) continue;
    scavenges += 1;
    bytes += Number(/\bpromoted=(\d+)/.exec(line)?.[1] ?? 0);
  }
  return { bytes, scavenges };
}

/** `traceSoFar` answers the product's standard output up to now. */
async function measurePath(title, url, headers, traceSoFar) {
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 5 });
  const from = traceSoFar().length;
  const result = await autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    overallRate: RATE,
    duration: SECONDS,
  });
  const { bytes, scavenges } = promotedBytes(traceSoFar().slice(from));
  const requests = result.requests.total;
  return { title, requests, scavenges, kb: bytes / 1024 / requests, non2xx: result.non2xx };
}

async function main() {
  ensureServerBuilt();
  const port = 4300 + Math.floor(Math.random() * 90);
  const url = `http://127.0.0.1:${port}`;
  const { dataDir, databaseUrl, drop: dropDatabase } = await benchStorage('oldgen');
  const server = startProduct(
    port,
    {
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(port + 1000),
      EMBEDDED_S3_PORT: '0',
      AUTH_RATE_LIMIT: '100000000',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    { nodeArgs: ['--trace-gc-nvp'], stdout: 'pipe' },
  );
  let out = '';
  server.stdout.on('data', (chunk) => (out += chunk));
  const traceSoFar = () => out;
  try {
    await waitForHealth(url);
    const json = { 'content-type': 'application/json' };
    const author = await signUpAndLogIn(url, {
      userName: 'oldgen_author',
      fullName: 'Old Gen Author',
      email: 'oldgen-author@example.com',
      password: 'bench-pass-1',
    });
    for (let i = 0; i < 10; i += 1) {
      const created = await fetch(`${url}/api/v1/createPost`, {
        method: 'POST',
        headers: { ...json, authorization: `Bearer ${author.token}` },
        body: JSON.stringify({ title: `Old generation post ${i}` }),
      });
      if (!created.ok) throw new Error(`createPost answered ${created.status}`);
    }
    const reader = await signUpAndLogIn(url, {
      userName: 'oldgen_reader',
      fullName: 'Old Gen Reader',
      email: 'oldgen-reader@example.com',
      password: 'bench-pass-1',
    });
    const auth = { authorization: `Bearer ${reader.token}` };
    const results = [
      await measurePath('anonymous feed page', `${url}/api/v1/getAllPost?limit=20`, {}, traceSoFar),
      await measurePath(
        'signed-in feed page',
        `${url}/api/v1/getAllPost?limit=20`,
        auth,
        traceSoFar,
      ),
      await measurePath(
        'GET /messages/unread-count',
        `${url}/api/v1/messages/unread-count`,
        auth,
        traceSoFar,
      ),
    ];
    console.log(
      `\nOld generation: ${RATE} requests a second over ${CONNECTIONS} connections for ${SECONDS} s after a 5 s burst, node ${process.version}\n`,
    );
    console.log('| request | requests | scavenges | kB a request promoted | non-2xx |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      console.log(
        `| ${r.title} | ${r.requests} | ${r.scavenges} | ${r.kb.toFixed(2)} | ${r.non2xx} |`,
      );
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
