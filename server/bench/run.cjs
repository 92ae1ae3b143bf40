#!/usr/bin/env node
// `npm run bench`: starts the built server on embedded services in a scratch folder and measures
// the hot paths with autocannon. Prints a Markdown table for the README. Never part of `npm test`.
// Then runs bench/feed.cjs: the feed at 1M posts (BENCH_FEED=0 skips it), and bench/chat.cjs:
// the product beside a bare chat relay (BENCH_CHAT=0 skips it), bench/sockets-memory.cjs: idle
// sockets' memory beside bare socket.io (BENCH_MEMORY=0 skips it), and bench/recruiting.cjs:
// 100k athletes and 5k openings (BENCH_RECRUITING=0 skips it). bench/old-generation.cjs
// runs between them (BENCH_OLDGEN=0 skips it), bench/writes.cjs after the feed: every write path
// against its bare baseline (BENCH_WRITES=0 skips it).
// At the end, one table of every row measured against a baseline (`printSummary`).
'use strict';
const { spawnSync } = require('node:child_process');
const { existsSync, mkdtempSync, chmodSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const {
  ensureServerBuilt,
  measure,
  printTable,
  signUpAndLogIn,
  startProduct,
  waitForHealth,
} = require('./support.cjs');

/**
 * A like answers as fast with notifications as without: 10 likers, one connection
 * each, like and take it back in turn on one post; the author's item is made, collapsed and
 * undone off the request path. Measured with the author's like notifications on, then off.
 */
async function measureLikes(url, json, authorAuth) {
  const post = await (
    await fetch(`${url}/api/v1/createPost`, {
      method: 'POST',
      headers: { ...json, ...authorAuth },
      body: JSON.stringify({ title: 'Bench post' }),
    })
  ).json();
  const tokens = [];
  for (let i = 0; i < 10; i += 1) {
    const login = await signUpAndLogIn(url, {
      userName: `bench_liker_${i}`,
      fullName: `Bench Liker ${i}`,
      email: `liker${i}@example.com`,
      password: 'bench-pass-1',
    });
    tokens.push(login.token);
  }
  const body = JSON.stringify({ postId: post.data._id });
  // A like takes a liker no other connection holds and its unlike hands it back, so no two
  // requests of one liker ever race (autocannon clears a connection's context every cycle).
  const free = [...tokens];
  const asLiker = (path, setup) => ({
    method: 'POST',
    path,
    body,
    setupRequest: (req, context) => {
      setup(context);
      return { ...req, headers: { ...json, authorization: `Bearer ${context.token}` } };
    },
  });
  const opts = {
    url,
    connections: tokens.length,
    requests: [
      asLiker('/api/v1/like', (context) => (context.token = free.pop())),
      {
        ...asLiker('/api/v1/dislike', () => undefined),
        onResponse: (_status, _body, context) => free.push(context.token),
      },
    ],
  };
  // A run stops mid-cycle: every liker starts the next one free and not liking the post.
  const resetLikers = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the last run's stragglers land
    await Promise.all(
      tokens.map((token) =>
        fetch(`${url}/api/v1/dislike`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${token}` },
          body,
        }),
      ),
    );
    free.splice(0, free.length, ...tokens);
  };
  await resetLikers();
  const on = await measure(
    'POST /like then /dislike (author notified, off the request path)',
    opts,
  );
  const turnedOff = await fetch(`${url}/api/v1/settings/notifications`, {
    method: 'PUT',
    headers: { ...json, ...authorAuth },
    body: JSON.stringify({ likeNotifications: false }),
  });
  // PUT /settings/notifications comes with the settings work; without it, one row.
  if (!turnedOff.ok) return [on];
  await resetLikers();
  const off = await measure('POST /like then /dislike (author’s like notifications off)', opts);
  return [on, off];
}

async function main() {
  ensureServerBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsnet-bench-'));
  chmodSync(dataDir, 0o755);
  const port = 3900 + Math.floor(Math.random() * 90);
  const url = `http://127.0.0.1:${port}`;
  const server = startProduct(port, {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(port + 1000),
    EMBEDDED_S3_PORT: '0',
    AUTH_RATE_LIMIT: '100000000',
    // The per-user write limits would answer most of the like/dislike loop with 429.
    WRITE_LIMITS_ENABLED: 'false',
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
    const login = await signUpAndLogIn(url, user);
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
      ...(await measureLikes(url, json, auth)),
    ];
    printTable(results);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The scripts below each append their rows to BENCH_SUMMARY_FILE, one JSON object a line
 * (support.cjs `appendSummary`): `section` ('reads', 'writes', 'chat', 'memory'), `row`,
 * `product`, `baseline`, `unit`, `ratio`, `cpuMsPerOp` (or null), `target` ('≥0.6×', '≤2×'),
 * optionally `meets` (a boolean, for a target the ratio alone does not decide).
 */
const summaryDir = mkdtempSync(join(tmpdir(), 'sportsnet-bench-summary-'));
const summaryFile = join(summaryDir, 'rows.jsonl');

/** Runs a bench script with the summary file in its environment; exits when it fails. */
function runScript(name) {
  const run = spawnSync(process.execPath, [join(__dirname, name)], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_SUMMARY_FILE: summaryFile },
  });
  if (run.status !== 0) {
    printSummary();
    process.exit(run.status ?? 1);
  }
}

/** Whether a row meets its target: `meets` when the script decided, else the ratio against it. */
function meetsTarget(r) {
  if (typeof r.meets === 'boolean') return r.meets;
  const m = /^([≥≤])\s*([\d.]+)\s*×$/.exec(String(r.target ?? '').trim());
  if (!m || typeof r.ratio !== 'number') return null;
  return m[1] === '≥' ? r.ratio >= Number(m[2]) : r.ratio <= Number(m[2]);
}

const SECTIONS = ['reads', 'writes', 'chat', 'memory'];

/** Every row the scripts appended, as one Markdown table grouped by section. */
function printSummary() {
  if (!existsSync(summaryFile)) return;
  const rows = readFileSync(summaryFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  if (rows.length === 0) return;
  const order = (s) => (SECTIONS.includes(s) ? SECTIONS.indexOf(s) : SECTIONS.length);
  rows.sort((a, b) => order(a.section) - order(b.section));
  const num = (n) => (typeof n === 'number' ? n.toLocaleString('en-US').replace(/,/g, ' ') : '');
  const yes = (v) => (v === null ? '' : v ? 'yes' : '**no**');
  console.log('\nSummary: every row against its baseline, measured in this run\n');
  console.log(
    '| section | row | product | baseline | unit | × baseline | CPU ms an operation | target | meets target |',
  );
  console.log('| --- | --- | ---: | ---: | --- | ---: | ---: | --- | --- |');
  for (const r of rows) {
    const ratio = typeof r.ratio === 'number' ? r.ratio.toFixed(2) : '';
    const cpu = typeof r.cpuMsPerOp === 'number' ? r.cpuMsPerOp.toFixed(2) : '';
    console.log(
      `| ${r.section} | ${r.row} | ${num(r.product)} | ${num(r.baseline)} | ${r.unit ?? ''} | ${ratio} | ${cpu} | ${r.target ?? ''} | ${yes(meetsTarget(r))} |`,
    );
  }
}

main()
  .then(() => {
    // The feed at a million posts (seeds its own database; BENCH_FEED=0 skips it).
    if (process.env.BENCH_FEED !== '0') runScript('feed.cjs');
    // Every write path against its bare baseline (BENCH_WRITES=0 skips it).
    if (process.env.BENCH_WRITES !== '0') runScript('writes.cjs');
    // What a request leaves in the old generation (BENCH_OLDGEN=0 skips it).
    if (process.env.BENCH_OLDGEN !== '0') runScript('old-generation.cjs');
    // Chat beside a bare relay (BENCH_CHAT=0 skips it).
    if (process.env.BENCH_CHAT !== '0') runScript('chat.cjs');
    // Idle sockets' memory beside a bare socket.io server (BENCH_MEMORY=0 skips it).
    if (process.env.BENCH_MEMORY !== '0') runScript('sockets-memory.cjs');
    // Recruiting at 100k athletes and 5k openings (BENCH_RECRUITING=0 skips it).
    if (process.env.BENCH_RECRUITING !== '0') runScript('recruiting.cjs');
    printSummary();
    rmSync(summaryDir, { recursive: true, force: true });
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
