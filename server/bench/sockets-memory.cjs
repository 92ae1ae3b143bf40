#!/usr/bin/env node
// Memory of idle sockets: the product's resident set (RSS) with BENCH_MEMORY_SOCKETS (default
// 2 000) sockets connected and idle, and what each further BENCH_MEMORY_STEP (default 1 000) adds,
// beside the same figures for a bare socket.io server (chat-baseline.cjs: node:http + socket.io +
// pg, the same token check, one room a socket): socket.io's own cost is the reference. One user a
// socket, as in the chat bench. With BENCH_SUMMARY_FILE, one JSON line per row is appended to it.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/sockets-memory.cjs
'use strict';
const { fork } = require('node:child_process');
const { randomBytes, randomUUID } = require('node:crypto');
const { readFileSync, rmSync } = require('node:fs');
const { loadavg } = require('node:os');
const { join } = require('node:path');
const { JwtService } = require('@nestjs/jwt');
const { Client } = require('pg');
const { io } = require('socket.io-client');
const {
  appendSummary,
  benchStorage,
  cpuSeconds,
  ensureServerBuilt,
  startProduct,
  waitForHealth,
} = require('./support.cjs');

const SOCKETS = Number(process.env.BENCH_MEMORY_SOCKETS ?? 2000);
const STEP = Number(process.env.BENCH_MEMORY_STEP ?? 1000);

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Waits until `pid` uses under a tenth of a core for a second, then the median of 5 readings. */
async function settledRss(pid) {
  let last = cpuSeconds(pid);
  for (let i = 0; i < 60; i += 1) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = cpuSeconds(pid);
    if (now - last < 0.1) break;
    last = now;
  }
  const readings = [];
  for (let i = 0; i < 5; i += 1) {
    readings.push(rssMb(pid));
    await new Promise((r) => setTimeout(r, 400));
  }
  return readings.sort((a, b) => a - b)[2];
}

async function connect(url, tokens) {
  const sockets = [];
  for (let start = 0; start < tokens.length; start += 100) {
    const batch = tokens.slice(start, start + 100).map(
      (token) =>
        new Promise((resolve, reject) => {
          const socket = io(url, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token },
            reconnection: false,
            forceNew: true,
            timeout: 60_000,
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/**
 * RSS idle, with SOCKETS sockets and with SOCKETS + STEP. The sockets stay open (in `open`) until
 * the servers are stopped: thousands of disconnects at once would set the product's presence
 * work going while the next server is measured.
 */
async function measure(name, url, pid, tokens, open) {
  const idle = await settledRss(pid);
  const sockets = await connect(url, tokens.slice(0, SOCKETS));
  const at = await settledRss(pid);
  sockets.push(...(await connect(url, tokens.slice(SOCKETS, SOCKETS + STEP))));
  const more = await settledRss(pid);
  open.push(...sockets);
  console.log(
    `${name}: idle ${idle.toFixed(0)} MB, ${SOCKETS} sockets ${at.toFixed(0)} MB, ` +
      `${SOCKETS + STEP} sockets ${more.toFixed(0)} MB`,
  );
  return { idle, at, step: more - at };
}

async function main() {
  ensureServerBuilt();
  const secret = randomBytes(48).toString('base64');
  const port = 3900 + Math.floor(Math.random() * 90);
  const { dataDir, drop, databaseUrl: scratchUrl } = await benchStorage('memory');
  let databaseUrl = scratchUrl;
  const product = startProduct(port, {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(port + 1000),
    EMBEDDED_S3_PORT: '0',
    JWT_SECRET: secret,
    AUTH_RATE_LIMIT: '100000000',
    SOCKET_CONNECT_LIMIT_ADDRESS: '100000000/60',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  let baseline;
  let db;
  const open = [];
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForHealth(url);
    if (!databaseUrl) {
      const password = readFileSync(join(dataDir, 'secrets', 'postgres-password'), 'utf8').trim();
      databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port + 1000}/sportsnet`;
    }
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query(
      `INSERT INTO users (user_name, full_name, email, password_hash)
       SELECT 'mem_' || i, 'Memory ' || i, 'mem_' || i || '@example.com', 'x'
         FROM generate_series(1, $1) i RETURNING id`,
      [SOCKETS + STEP],
    );
    const ids = rows.map((r) => r.id);
    const sessions = ids.map(() => randomUUID());
    await db.query(
      `INSERT INTO sessions (id, user_id, expires_at)
       SELECT s, u, now() + interval '1 day' FROM unnest($1::uuid[], $2::uuid[]) AS t(s, u)`,
      [sessions, ids],
    );
    const jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256', expiresIn: 3600 } });
    const tokens = ids.map((id, i) => jwt.sign({ sub: id, jti: sessions[i] }));
    baseline = fork(join(__dirname, 'chat-baseline.cjs'), [], {
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: {
        PATH: process.env.PATH,
        BASELINE_PORT: String(port + 50),
        DATABASE_URL: databaseUrl,
        JWT_SECRET: secret,
      },
    });
    await new Promise((resolve, reject) => {
      baseline.once('message', resolve);
      baseline.once('exit', (code) => reject(new Error(`the baseline exited with ${code}`)));
    });
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    const p = await measure('product', url, product.pid, tokens, open);
    const b = await measure(
      'bare socket.io',
      `http://127.0.0.1:${port + 50}`,
      baseline.pid,
      tokens,
      open,
    );
    console.log(
      `\nIdle sockets, one user each; node ${process.version}, load average ${load}\n\n` +
        '| memory | product MB | bare socket.io MB | × bare |\n| --- | ---: | ---: | ---: |\n' +
        `| RSS, no sockets | ${p.idle.toFixed(0)} | ${b.idle.toFixed(0)} | ${(p.idle / b.idle).toFixed(2)} |\n` +
        `| RSS with ${SOCKETS} sockets | ${p.at.toFixed(0)} | ${b.at.toFixed(0)} | ${(p.at / b.at).toFixed(2)} |\n` +
        `| RSS per added ${STEP} sockets | ${p.step.toFixed(1)} | ${b.step.toFixed(1)} | ${(p.step / b.step).toFixed(2)} |`,
    );
    const line = (row) =>
      appendSummary({
        section: 'memory',
        unit: 'MB',
        cpuMsPerOp: null,
        target: 'socket.io as reference',
        ...row,
      });
    line({
      row: `RSS with ${SOCKETS} idle sockets`,
      product: Math.round(p.at),
      baseline: Math.round(b.at),
      ratio: Number((p.at / b.at).toFixed(2)),
    });
    line({
      row: `RSS per added ${STEP} sockets`,
      product: Number(p.step.toFixed(1)),
      baseline: Number(b.step.toFixed(1)),
      ratio: Number((p.step / b.step).toFixed(2)),
    });
  } finally {
    baseline?.kill('SIGTERM');
    // A stopping product does no presence work for the sockets its shutdown drops.
    product.kill('SIGTERM');
    await new Promise((r) => product.once('exit', r));
    open.forEach((s) => s.close());
    await db?.end().catch(() => undefined);
    await drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
