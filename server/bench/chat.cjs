#!/usr/bin/env node
// Chat against a bare relay: the product and chat-baseline.cjs (node:http + socket.io + pg, one
// insert and one emit to the receiver's room) on the same database, side by side. Each connects
// BENCH_CHAT_SOCKETS sockets (default 400, one user each; pairs follow each other and share a
// chat) and is offered the same load in alternating rounds, so a neighbour's load on a shared
// machine falls on both and the ratio is what counts:
//   - saturated: BENCH_CHAT_SENDERS (default 64) senders at once, each sending its next message
//     when the last one was answered: the delivery rate either carries;
//   - steady: BENCH_CHAT_RATE (default 100) messages a second, timed by the clock: the latency.
// Measured per round: messages delivered to the receiver's socket a second, send → receive p50
// and p99, and the CPU a delivered message cost (the server process and the PostgreSQL processes
// serving this bench's database, read from /proc, from the round's start until the server is
// quiet again, so work left for after the answer is counted).
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/chat.cjs
//                                 a scratch database on that server (without it: embedded
//                                 PostgreSQL in a scratch folder)
// BENCH_CHAT_ROUNDS (default 3) rounds of BENCH_CHAT_SECONDS (default 8) per mode and server;
// BENCH_CHAT_WARMUP (seconds, default 5) at up to 100/s, not counted; BENCH_CHAT_HISTORY (default
// 50 000) pairs of other users with a chat each fill the tables first. With BENCH_SUMMARY_FILE,
// one JSON line per row is appended to it (run.cjs prints them in its one table).
'use strict';
const http = require('node:http');
const { fork } = require('node:child_process');
const { randomBytes, randomUUID } = require('node:crypto');
const { readdirSync, readFileSync, rmSync } = require('node:fs');
const { cpus, loadavg } = require('node:os');
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

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 400) & ~1; // an even number: pairs
const SENDERS = Number(process.env.BENCH_CHAT_SENDERS ?? 64);
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 100);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_CHAT_WARMUP ?? 5);
const HISTORY_PAIRS = Number(process.env.BENCH_CHAT_HISTORY ?? 50_000);
const TICK_MS = 10;

/** POST JSON over `agent`; answers the status. */
function postJson(agent, url, token, body) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
          authorization: `Bearer ${token}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** The PostgreSQL processes working for `database` (its backends and autovacuum workers). */
function databaseProcesses(database) {
  const found = new Map();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (title.includes(` ${database} `)) found.set(pid, cpuSeconds(pid));
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/**
 * CPU seconds the PostgreSQL processes serving `database` spend from `start()` to `stop()`, by
 * their process titles: the local server is shared with other work, which the machine-wide
 * figure would count too. Read every 200 ms, so a backend that exits meanwhile (the pool closes
 * idle ones) keeps what it used up to its last reading, and one that starts counts from zero.
 */
function databaseCpu(database) {
  const first = new Map();
  const last = new Map();
  let timer;
  const read = (isFirst) => {
    for (const [pid, cpu] of databaseProcesses(database)) {
      if (!first.has(pid)) first.set(pid, isFirst ? cpu : 0);
      last.set(pid, cpu);
    }
  };
  return {
    start() {
      read(true);
      timer = setInterval(() => read(false), 200);
    },
    stop() {
      clearInterval(timer);
      read(false);
      let total = 0;
      for (const [pid, cpu] of last) total += cpu - first.get(pid);
      return total;
    },
  };
}

/** Seconds until `pid` uses under a tenth of a core for a whole second (at most 60). */
async function quiet(pid) {
  const start = performance.now();
  let last = cpuSeconds(pid);
  for (let i = 0; i < 60; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(pid);
    if (now - last < 0.1) break;
    last = now;
  }
  return (performance.now() - start) / 1000 - 1;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Users, their sessions, mutual follows and one chat per pair, all in SQL; answers tokens. */
async function seed(db, secret) {
  const tag = Date.now().toString(36);
  if (HISTORY_PAIRS > 0) await seedHistory(db, tag);
  const { rows: users } = await db.query(
    `INSERT INTO users (user_name, full_name, email, password_hash)
     SELECT 'chat_' || $1 || '_' || i, 'Chat Player ' || i, 'chat_' || $1 || '_' || i || '@example.com', 'x'
     FROM generate_series(1, $2) i RETURNING id`,
    [tag, SOCKETS],
  );
  const ids = users.map((u) => u.id);
  const sessions = ids.map(() => randomUUID());
  await db.query(
    `INSERT INTO sessions (id, user_id, expires_at)
     SELECT s, u, now() + interval '1 day' FROM unnest($1::uuid[], $2::uuid[]) AS t(s, u)`,
    [sessions, ids],
  );
  const a = ids.filter((_, i) => i % 2 === 0);
  const b = ids.filter((_, i) => i % 2 === 1);
  await db.query(
    `INSERT INTO follows (follower_id, following_id)
     SELECT x, y FROM unnest($1::uuid[], $2::uuid[]) AS t(x, y)
     UNION ALL SELECT y, x FROM unnest($1::uuid[], $2::uuid[]) AS t(x, y)`,
    [a, b],
  );
  const { rows: chats } = await db.query(
    `INSERT INTO chats (user_low, user_high)
     SELECT least(x, y), greatest(x, y) FROM unnest($1::uuid[], $2::uuid[]) AS t(x, y)
     RETURNING id, user_low, user_high`,
    [a, b],
  );
  await db.query(
    `INSERT INTO chat_reads (chat_id, user_id)
     SELECT id, user_low FROM chats UNION ALL SELECT id, user_high FROM chats
     ON CONFLICT DO NOTHING`,
  );
  // As autovacuum would have left a database in use; else it does this during the measurement.
  await db.query('VACUUM ANALYZE');
  // The seeding's WAL is written out now, not by a checkpoint it would force while messages are
  // timed (a role without the right to ask for one leaves it to chance).
  await db.query('CHECKPOINT').catch(() => undefined);
  const jwt = new JwtService({ secret, signOptions: { algorithm: 'HS256', expiresIn: 3600 } });
  const token = (i) => jwt.sign({ sub: ids[i], jti: sessions[i] });
  const chatOf = new Map();
  for (const c of chats) {
    chatOf.set(c.user_low, { chatId: c.id, other: c.user_high });
    chatOf.set(c.user_high, { chatId: c.id, other: c.user_low });
  }
  return { ids, tokens: ids.map((_, i) => token(i)), chatOf };
}

/**
 * Tables of a database in use: HISTORY_PAIRS more pairs of users, each with a chat, a message and
 * its unread notification. On tables that start empty, every few hundred rows written are a
 * tenth of the table, so autovacuum visits them every few seconds, and each visit makes every
 * pooled connection plan its statements again; a production database's tables are not so small.
 */
async function seedHistory(db, tag) {
  await db.query(
    `INSERT INTO users (user_name, full_name, email, password_hash)
     SELECT 'hist_' || $1 || '_' || i, 'History ' || i, 'hist_' || $1 || '_' || i || '@example.com', 'x'
     FROM generate_series(1, $2) i`,
    [tag, HISTORY_PAIRS * 2],
  );
  await db.query(
    `INSERT INTO chats (user_low, user_high)
     SELECT least(ids[2 * i - 1], ids[2 * i]), greatest(ids[2 * i - 1], ids[2 * i])
       FROM (SELECT array_agg(id) AS ids FROM users) u, generate_series(1, $1) i`,
    [HISTORY_PAIRS],
  );
  await db.query(
    `INSERT INTO chat_reads (chat_id, user_id)
     SELECT id, user_low FROM chats UNION ALL SELECT id, user_high FROM chats`,
  );
  await db.query(
    `INSERT INTO messages (chat_id, sender_id, receiver_id, content)
     SELECT id, user_low, user_high, 'history' FROM chats`,
  );
  await db.query(
    `INSERT INTO notifications (recipient_id, type, chat_id) SELECT user_high, 'message', id FROM chats`,
  );
}

/** `ids.length` sockets to `url`, one per user; `onMessage(userId, payload)` hears each push. */
async function connectAll(url, ids, tokens, onMessage) {
  const sockets = [];
  const BATCH = 100;
  for (let start = 0; start < tokens.length; start += BATCH) {
    const batch = tokens.slice(start, start + BATCH).map(
      (token, k) =>
        new Promise((resolve, reject) => {
          const socket = io(url, {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token },
            reconnection: false,
            forceNew: true,
            timeout: 60_000,
          });
          const userId = ids[start + k];
          socket.on('receive_message', (payload) => onMessage(userId, payload));
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

/** The bare relay of chat-baseline.cjs on `port`, answering once it listens. */
function startBaseline(port, databaseUrl, secret) {
  const child = fork(join(__dirname, 'chat-baseline.cjs'), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      PATH: process.env.PATH,
      BASELINE_PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET: secret,
    },
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`the chat baseline exited with ${code}`)));
  });
}

/**
 * One server under load: `offer` sends at a steady rate, `saturate` with SENDERS senders at
 * once; each answers the round's figures. Messages go from a random user to their pair's other
 * member; a message counts when the receiver's own socket hears it.
 */
function loadOn({ url, pid }, users, database, transactions) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SENDERS });
  const sentAt = new Map();
  let seq = 0;
  let round = null;
  const onMessage = (userId, payload) => {
    if (payload.receiverId !== userId) return; // the sender's other tabs hear it too
    const n = Number(String(payload.content).slice(6));
    const t0 = sentAt.get(n);
    if (t0 === undefined || !round) return;
    sentAt.delete(n);
    round.latencies.push(performance.now() - t0);
    round.received += 1;
    round.lastAt = performance.now();
  };
  const sendOne = async () => {
    const i = Math.floor(Math.random() * users.ids.length);
    const { chatId, other } = users.chatOf.get(users.ids[i]);
    const n = ++seq;
    sentAt.set(n, performance.now());
    try {
      const status = await postJson(agent, `${url}/api/v1/messages/send`, users.tokens[i], {
        receiverId: other,
        chatId,
        content: `bench:${n}`,
      });
      if (status === 201) round.sent += 1;
      else {
        sentAt.delete(n);
        round.failures.set(`HTTP ${status}`, (round.failures.get(`HTTP ${status}`) ?? 0) + 1);
      }
    } catch (error) {
      sentAt.delete(n);
      const why = error?.code ?? error?.name ?? 'error';
      round.failures.set(why, (round.failures.get(why) ?? 0) + 1);
    }
  };
  /** Runs `drive` as a round: CPU from its start until the server is quiet again. */
  const measured = async (drive) => {
    sentAt.clear();
    round = { sent: 0, received: 0, latencies: [], failures: new Map(), lastAt: 0 };
    const postgres = databaseCpu(database);
    postgres.start();
    const cpu0 = { server: cpuSeconds(pid) };
    const xacts0 = await transactions();
    const start = performance.now();
    await drive();
    const offeredSeconds = (performance.now() - start) / 1000;
    const drainEnd = Date.now() + 10_000;
    while (round.received < round.sent && Date.now() < drainEnd) {
      await new Promise((r) => setTimeout(r, 20));
    }
    const deliveredSeconds = Math.max(offeredSeconds, (round.lastAt - start) / 1000);
    await quiet(pid);
    const r = round;
    round = null;
    const cpu = {
      server: cpuSeconds(pid) - cpu0.server,
      postgres: postgres.stop(),
    };
    // PostgreSQL counts a backend's transactions when it reports, at most a second late.
    await new Promise((r) => setTimeout(r, 1100));
    const xacts = (await transactions()) - xacts0;
    r.latencies.sort((x, y) => x - y);
    const per = (s) => (s * 1000) / Math.max(1, r.received);
    return {
      sent: r.sent,
      received: r.received,
      rate: r.received / deliveredSeconds,
      p50: percentile(r.latencies, 50),
      p99: percentile(r.latencies, 99),
      cpuServer: per(cpu.server),
      cpuPostgres: per(cpu.postgres),
      xacts: xacts / Math.max(1, r.received),
      failures: [...r.failures].map(([k, v]) => `${k}: ${v}`).join(', '),
    };
  };
  const offer = (rate, seconds) =>
    measured(async () => {
      const inFlight = new Set();
      const start = performance.now();
      let done = 0;
      await new Promise((resolve) => {
        const timer = setInterval(() => {
          if (performance.now() - start >= seconds * 1000) {
            clearInterval(timer);
            resolve();
            return;
          }
          // Owed by the clock, not by ticks: a late tick sends what the rate asked for meanwhile.
          const owed = Math.floor(((performance.now() - start) / 1000) * rate) - done;
          for (let k = 0; k < owed; k += 1) {
            done += 1;
            const p = sendOne().finally(() => inFlight.delete(p));
            inFlight.add(p);
          }
        }, TICK_MS);
      });
      await Promise.all(inFlight);
    });
  const saturate = (senders, seconds) =>
    measured(async () => {
      const end = performance.now() + seconds * 1000;
      const sender = async () => {
        while (performance.now() < end) await sendOne();
      };
      await Promise.all(Array.from({ length: senders }, sender));
    });
  return { onMessage, offer, saturate, close: () => agent.destroy() };
}

function summaryLine(row) {
  appendSummary({ section: 'chat', ...row });
}

async function main() {
  ensureServerBuilt();
  const secret = randomBytes(48).toString('base64');
  const base = 3900 + Math.floor(Math.random() * 90);
  const { dataDir, drop: dropDatabase, databaseUrl: scratchUrl } = await benchStorage('chat');
  // Set below to embedded PostgreSQL's when there is no scratch database.
  let databaseUrl = scratchUrl;
  const product = startProduct(base, {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(base + 1000),
    EMBEDDED_S3_PORT: '0',
    JWT_SECRET: secret,
    // A sender's messages a minute are the bench's to choose, not the per-user write limit's.
    WRITE_LIMITS_ENABLED: 'false',
    AUTH_RATE_LIMIT: '100000000',
    // Thousands of sockets from the bench's one address, in a burst.
    SOCKET_CONNECT_LIMIT_ADDRESS: '100000000/60',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  let baseline;
  let db;
  const sockets = [];
  const loads = [];
  try {
    const productUrl = `http://127.0.0.1:${base}`;
    await waitForHealth(productUrl);
    if (!databaseUrl) {
      const password = readFileSync(join(dataDir, 'secrets', 'postgres-password'), 'utf8').trim();
      databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${base + 1000}/sportsnet`;
    }
    const database = new URL(databaseUrl).pathname.slice(1);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const users = await seed(db, secret);
    // Transactions committed in the database (each autocommitted statement is one), less this
    // reader's own.
    let own = 0;
    const transactions = async () => {
      own += 1;
      const { rows } = await db.query(
        'SELECT xact_commit::int AS n FROM pg_stat_database WHERE datname = current_database()',
      );
      return rows[0].n - own;
    };
    baseline = await startBaseline(base + 50, databaseUrl, secret);
    const servers = {
      product: { url: productUrl, pid: product.pid },
      baseline: { url: `http://127.0.0.1:${base + 50}`, pid: baseline.pid },
    };
    const load = {};
    for (const [name, server] of Object.entries(servers)) {
      load[name] = loadOn(server, users, database, transactions);
      loads.push(load[name]);
      const connectStart = Date.now();
      sockets.push(
        ...(await connectAll(server.url, users.ids, users.tokens, load[name].onMessage)),
      );
      console.log(
        `${name}: ${users.ids.length} sockets connected in ${((Date.now() - connectStart) / 1000).toFixed(1)} s, ` +
          `quiet ${(await quiet(server.pid)).toFixed(1)} s after`,
      );
    }
    // A warm-up, not counted, at a rate any server keeps up with: it fills the pools, plans
    // each connection's statements, and the JIT compiles the path; the figures are steady state.
    if (WARMUP_SECONDS > 0) {
      for (const name of Object.keys(servers))
        await load[name].offer(Math.min(RATE, 100), WARMUP_SECONDS);
      console.log(`warmed up for ${WARMUP_SECONDS} s at ${Math.min(RATE, 100)}/s each`);
    }
    const loadBefore = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    const results = {
      saturated: { product: [], baseline: [] },
      steady: { product: [], baseline: [] },
    };
    for (let i = 0; i < ROUNDS; i += 1) {
      // Which goes first alternates too: neither always follows the other's leftovers.
      const order = i % 2 === 0 ? ['product', 'baseline'] : ['baseline', 'product'];
      for (const name of order)
        results.saturated[name].push(await load[name].saturate(SENDERS, SECONDS));
      for (const name of order) results.steady[name].push(await load[name].offer(RATE, SECONDS));
      const last = (mode) => results[mode].product.at(-1);
      console.log(
        `round ${i + 1}: saturated ${last('saturated').rate.toFixed(0)} vs ${results.saturated.baseline.at(-1).rate.toFixed(0)} msg/s; ` +
          `${RATE}/s p99 ${last('steady').p99.toFixed(1)} vs ${results.steady.baseline.at(-1).p99.toFixed(1)} ms; ` +
          `load ${loadavg()
            .map((n) => n.toFixed(1))
            .join(' ')}`,
      );
    }
    const loadAfter = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');

    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const merge = (rs) => {
      const received = rs.reduce((s, r) => s + r.received, 0);
      const weighted = (k) => rs.reduce((s, r) => s + r[k] * r.received, 0) / Math.max(1, received);
      return {
        rate: rs.reduce((s, r) => s + r.rate, 0) / rs.length,
        p50: median(rs.map((r) => r.p50)),
        p99: median(rs.map((r) => r.p99)),
        cpuServer: weighted('cpuServer'),
        cpuPostgres: weighted('cpuPostgres'),
        xacts: weighted('xacts'),
        sent: rs.reduce((s, r) => s + r.sent, 0),
        received,
        failures: rs
          .map((r) => r.failures)
          .filter(Boolean)
          .join('; '),
      };
    };
    const f = (v, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : 'n/a');
    console.log(
      `\nChat against a bare relay: ${users.ids.length} sockets on each, ${ROUNDS} alternating rounds of ${SECONDS} s per mode; ` +
        `saturated = ${SENDERS} senders at once, steady = ${RATE}/s; node ${process.version}, ${cpus().length} cores, ` +
        `load average ${loadBefore} (before) / ${loadAfter} (after)\n`,
    );
    console.log(
      '| chat | delivered msg/s | p50 ms | p99 ms | × baseline | CPU ms a delivered message: server / PostgreSQL | transactions a message | sent / delivered | failed |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    const merged = {};
    for (const mode of ['saturated', 'steady']) {
      merged[mode] = {
        product: merge(results[mode].product),
        baseline: merge(results[mode].baseline),
      };
      for (const name of ['product', 'baseline']) {
        const m = merged[mode][name];
        const b = merged[mode].baseline;
        const ratio =
          name === 'baseline'
            ? ''
            : mode === 'saturated'
              ? `${f(m.rate / b.rate, 2)} (rate)`
              : `${f(m.p99 / b.p99, 2)} (p99)`;
        const label = mode === 'saturated' ? `${SENDERS} senders at once` : `${RATE}/s`;
        console.log(
          `| ${label} — ${name} | ${f(m.rate, 0)} | ${f(m.p50)} | ${f(m.p99)} | ${ratio} | ` +
            `${f(m.cpuServer, 2)} / ${f(m.cpuPostgres, 2)} | ${f(m.xacts, 2)} | ${m.sent} / ${m.received} | ${m.failures} |`,
        );
      }
    }
    const sat = merged.saturated;
    const steady = merged.steady;
    const cpuOf = (m) => m.cpuServer + m.cpuPostgres;
    summaryLine({
      row: `saturated delivery (${SENDERS} senders, ${users.ids.length} sockets)`,
      product: Math.round(sat.product.rate),
      baseline: Math.round(sat.baseline.rate),
      unit: 'msg/s',
      ratio: Number((sat.product.rate / sat.baseline.rate).toFixed(2)),
      cpuMsPerOp: Number(cpuOf(sat.product).toFixed(2)),
      baselineCpuMsPerOp: Number(cpuOf(sat.baseline).toFixed(2)),
      target: '≥0.5×',
    });
    summaryLine({
      row: `p99 send → receive at ${RATE}/s`,
      product: Number(steady.product.p99.toFixed(1)),
      baseline: Number(steady.baseline.p99.toFixed(1)),
      unit: 'ms',
      ratio: Number((steady.product.p99 / steady.baseline.p99).toFixed(2)),
      cpuMsPerOp: Number(cpuOf(steady.product).toFixed(2)),
      baselineCpuMsPerOp: Number(cpuOf(steady.baseline).toFixed(2)),
      target: '≤2×',
    });
    summaryLine({
      row: 'CPU a delivered message at saturation (server + PostgreSQL)',
      product: Number(cpuOf(sat.product).toFixed(2)),
      baseline: Number(cpuOf(sat.baseline).toFixed(2)),
      unit: 'ms',
      ratio: Number((cpuOf(sat.product) / cpuOf(sat.baseline)).toFixed(2)),
      cpuMsPerOp: Number(cpuOf(sat.product).toFixed(2)),
      target: '≤0.5 ms',
    });
  } finally {
    baseline?.kill('SIGTERM');
    // A stopping product does no presence work for the sockets its shutdown drops; closed from
    // this side first, its 400 disconnects at once queued that work past the pool's patience.
    product.kill('SIGTERM');
    await new Promise((r) => product.once('exit', r));
    sockets.forEach((s) => s.close());
    loads.forEach((l) => l.close());
    await db?.end().catch(() => undefined);
    await dropDatabase().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
