// What every benchmark shares: the built server, waiting for it, autocannon and the table.
'use strict';
const { spawnSync } = require('node:child_process');
const { existsSync } = require('node:fs');
const { join } = require('node:path');
const autocannon = require('autocannon');

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
      });
    });
  });
}

/** Warms the JIT, the pool and PostgreSQL's caches; not measured. */
function warmUp(opts) {
  return new Promise((resolve) =>
    autocannon({ duration: 3, connections: CONNECTIONS, ...opts }, resolve),
  );
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

module.exports = { root, entry, ensureServerBuilt, waitForHealth, measure, warmUp, printTable };
