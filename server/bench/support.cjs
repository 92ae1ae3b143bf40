// What every benchmark shares: the built server, waiting for it, autocannon and the table.
'use strict';
const { spawn, spawnSync } = require('node:child_process');
const {
  appendFileSync,
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
} = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const autocannon = require('autocannon');
const { Client } = require('pg');

const root = join(__dirname, '..', '..');
const entry = join(root, 'server', 'dist', 'server', 'src', 'main.js');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function ensureServerBuilt() {
  if (existsSync(entry)) return;
  const built = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(1);
}

async function waitForHealth(url, timeoutMs = 120000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}

/**
 * The built product on 127.0.0.1:`port`, production mode; `env` adds to its environment.
 * `nodeArgs` go to node before the entry; `stdout: 'pipe'` keeps its standard output to read.
 */
function startProduct(port, env = {}, { nodeArgs = [], stdout = 'ignore' } = {}) {
  // BENCH_CPU_PROF=<dir> writes the product's CPU profile there (open it in Chrome DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  // BENCH_NODE_ARGS='--trace-gc …' adds node and V8 flags to the product (collector experiments).
  const extra = (process.env.BENCH_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
  return spawn(process.execPath, [...nodeArgs, ...extra, ...profile, entry], {
    cwd: root,
    stdio: ['ignore', stdout, 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // BENCH_PGOPTIONS='-c log_statement=all' reaches the product's connections only (which
      // statements a request makes, in PostgreSQL's own log).
      ...(process.env.BENCH_PGOPTIONS ? { PGOPTIONS: process.env.BENCH_PGOPTIONS } : {}),
      ...env,
    },
  });
}

/** Signs `user` up and logs in through the API; answers the login body (`token`, `user`). */
async function signUpAndLogIn(url, user) {
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
  return login;
}

/** A database of its own named `name` on the server of `baseUrl`: its URL and how to drop it. */
async function scratchDatabase(baseUrl, name) {
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      const c = new Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Where a bench's product keeps its data: a scratch folder `dataDir` (embedded PostgreSQL and S3
 * live there) and, with BENCH_DATABASE_URL, a scratch database on that server (`databaseUrl`),
 * which `drop` removes unless BENCH_KEEP_DATABASE=1 (to look at plans afterwards).
 */
async function benchStorage(label) {
  const dataDir = mkdtempSync(join(tmpdir(), `sportsnet-bench-${label}-`));
  chmodSync(dataDir, 0o755);
  const none = async () => undefined;
  if (!process.env.BENCH_DATABASE_URL) return { dataDir, databaseUrl: undefined, drop: none };
  const scratch = await scratchDatabase(
    process.env.BENCH_DATABASE_URL,
    `sportsnet_bench_${label}_${process.pid}`,
  );
  if (process.env.BENCH_KEEP_DATABASE !== '1') {
    return { dataDir, databaseUrl: scratch.url, drop: scratch.drop };
  }
  console.log(`Seeded database kept: ${scratch.url}`);
  return { dataDir, databaseUrl: scratch.url, drop: none };
}

/** Runs `fn`, prints how long it took, answers what it answered. */
async function step(label, fn) {
  const start = Date.now();
  const out = await fn();
  console.log(`  ${label}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  return out;
}

function measure(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, result) => {
      if (err) return reject(err);
      resolve({
        title,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        requests: result.requests.total,
      });
    });
  });
}

/**
 * `measure`, with `cpu`: the CPU seconds (user + system) the server process `pid` and PostgreSQL
 * spent meanwhile, read from /proc around it.
 */
async function measureWithCpu(title, opts, pid, { database, settle = false } = {}) {
  const before = { node: cpuSeconds(pid), postgres: postgresCpuSeconds(), backends: undefined };
  if (database) before.backends = backendCpuSeconds(database);
  const r = await measure(title, opts);
  // Work a request left for after its answer (notifications, pushes) is the request's cost too.
  if (settle) r.settledSeconds = await quiet(pid);
  let postgres;
  if (database) {
    // A backend that exited meanwhile (a pool closing an idle connection) takes its time with
    // it: only the ones alive at both ends count, and those that began meanwhile.
    postgres = 0;
    for (const [backend, seconds] of backendCpuSeconds(database)) {
      postgres += Math.max(0, seconds - (before.backends.get(backend) ?? 0));
    }
  } else {
    postgres = postgresCpuSeconds() - before.postgres;
  }
  r.cpu = { node: cpuSeconds(pid) - before.node, postgres };
  return r;
}

/**
 * Waits until the process `pid` is idle (under 2% of a core over 200 ms), at most `limitMs`;
 * answers the seconds it took.
 */
async function quiet(pid, limitMs = 15_000) {
  const start = Date.now();
  let last = cpuSeconds(pid);
  while (Date.now() - start < limitMs) {
    await new Promise((r) => setTimeout(r, 200));
    const now = cpuSeconds(pid);
    if (now - last < 0.004) break;
    last = now;
  }
  return (Date.now() - start) / 1000;
}

/** Warms the JIT, the pool and PostgreSQL's caches; not measured. */
function warmUp(opts) {
  return new Promise((resolve) =>
    autocannon({ duration: 3, connections: CONNECTIONS, ...opts }, resolve),
  );
}

const TICKS_PER_SECOND = 100; // USER_HZ: /proc counts CPU time in these on Linux

/**
 * CPU seconds (user + system) a process has used so far, from /proc; with `children`, also what
 * its exited children used (once it reaped them); 0 once it is gone.
 */
function cpuSeconds(pid, children = false) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const own = Number(fields[11]) + Number(fields[12]);
    const reaped = children ? Number(fields[13]) + Number(fields[14]) : 0;
    return (own + reaped) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of PostgreSQL on this machine (the bench's database is local): every live postgres
 * process, plus what the ones that exited used (backends, autovacuum workers), which the
 * postmaster holds as its children's time.
 */
function postgresCpuSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') {
        total += cpuSeconds(pid, true);
      }
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/**
 * CPU seconds of each live PostgreSQL backend connected to `database`, by pid: on a server shared
 * with other work, theirs is left out (so are the WAL writer and the checkpointer, which no one
 * client's requests own). A backend's title names its database.
 */
function backendCpuSeconds(database) {
  const backends = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) {
        backends.set(pid, cpuSeconds(pid));
      }
    } catch {
      // gone meanwhile
    }
  }
  return backends;
}

function printTable(results, context = '') {
  console.log(
    `\n${context}${CONNECTIONS} connections, ${DURATION} s each, node ${process.version}\n`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: |');
  for (const r of results)
    console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
}

/**
 * One row of the summary table `npm run bench` prints at its end (run.cjs): appended as a line of
 * JSON to the file BENCH_SUMMARY_FILE names, when it does (a script run alone prints its own).
 * `row`: `{ section: 'reads' | 'writes' | 'chat' | 'memory', row, product, baseline, unit, ratio,
 * cpuMsPerOp, target }` and whatever else the script measured (p99, baselineCpuMsPerOp, ...).
 */
function appendSummary(row) {
  const file = process.env.BENCH_SUMMARY_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(row)}\n`);
}

module.exports = {
  appendSummary,
  quiet,
  benchStorage,
  cpuSeconds,
  postgresCpuSeconds,
  root,
  entry,
  ensureServerBuilt,
  startProduct,
  signUpAndLogIn,
  scratchDatabase,
  step,
  waitForHealth,
  measure,
  measureWithCpu,
  warmUp,
  printTable,
};
