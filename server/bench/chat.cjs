#!/usr/bin/env node
// Chat at scale: connects BENCH_CHAT_SOCKETS sockets (default 2 000, one user each; pairs follow
// each other and share a chat), sends BENCH_CHAT_RATE messages a second (default 1 000) for
// BENCH_CHAT_SECONDS (default 30) between random pairs over HTTP, and measures the time from the
// send to the receiver's `receive_message` (p50, p99, max) and the server's memory (RSS). It also
// counts where the machine's CPU went while sending (server, PostgreSQL, itself), per message
// delivered: on a machine this bench saturates, that, not the rate, says what a core carries.
//
//   node bench/chat.cjs                      one server on embedded PostgreSQL, scratch folder
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//     node bench/chat.cjs                    two replicas on one database and one Redis; each
//                                            socket and each send goes to a random replica
// BENCH_CHAT_REPLICAS (1 or 2) overrides the replica count when both URLs are given;
// BENCH_CHAT_WARMUP (seconds, default 5) is sent first at up to 100/s and not counted;
// BENCH_CHAT_HISTORY (default 50 000) pairs of other users with a chat each fill the tables first.
'use strict';
const http = require('node:http');
const { randomBytes, randomUUID } = require('node:crypto');
const { rmSync, readFileSync } = require('node:fs');
const { cpus } = require('node:os');
const { join } = require('node:path');
const { monitorEventLoopDelay } = require('node:perf_hooks');
const { JwtService } = require('@nestjs/jwt');
const { Client } = require('pg');
const { io } = require('socket.io-client');
const {
  benchStorage,
  cpuSeconds,
  ensureServerBuilt,
  postgresCpuSeconds,
  startProduct,
  waitForHealth,
} = require('./support.cjs');

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 2000) & ~1; // an even number: pairs
const RATE = Number(process.env.BENCH_CHAT_RATE ?? 1000);
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_CHAT_WARMUP ?? 5);
const HISTORY_PAIRS = Number(process.env.BENCH_CHAT_HISTORY ?? 50_000);
const TICK_MS = 10;
// Keep-alive connections per replica: more would only overflow the server's accept queue; a send
// waiting for one is still timed from the moment it was due.
const CONNECTIONS = Number(process.env.BENCH_CHAT_CONNECTIONS ?? 64);
const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** POST JSON over the shared keep-alive agent; answers the status. */
function postJson(url, token, body) {
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

function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

/** Where the machine's CPU went: the servers, PostgreSQL and this bench (its sockets, its sends). */
function cpuNow(servers) {
  const own = process.cpuUsage();
  return {
    server: servers.reduce((sum, s) => sum + cpuSeconds(s.pid), 0),
    postgres: postgresCpuSeconds(),
    bench: (own.user + own.system) / 1e6,
  };
}

/** Seconds until the servers use under a tenth of a core for a whole second (at most 60). */
async function serversQuiet(servers) {
  const start = performance.now();
  let last = servers.reduce((sum, s) => sum + cpuSeconds(s.pid), 0);
  for (let i = 0; i < 60; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = servers.reduce((sum, s) => sum + cpuSeconds(s.pid), 0);
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
  // First, into empty tables: every user, chat and message so far is history.
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

async function connectAll(urls, tokens, onMessage) {
  const sockets = [];
  const BATCH = 100;
  for (let start = 0; start < tokens.length; start += BATCH) {
    const batch = tokens.slice(start, start + BATCH).map(
      (token, k) =>
        new Promise((resolve, reject) => {
          const socket = io(urls[(start + k) % urls.length], {
            path: '/socket.io',
            transports: ['websocket'],
            auth: { token },
            reconnection: false,
            forceNew: true,
            timeout: 60_000,
          });
          socket.on('receive_message', onMessage);
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

async function main() {
  ensureServerBuilt();
  const secret = randomBytes(48).toString('base64');
  const base = 3900 + Math.floor(Math.random() * 90);
  const redisUrl = process.env.REDIS_URL;
  const { dataDir, drop: dropDatabase, databaseUrl: scratchUrl } = await benchStorage('chat');
  // Set below to embedded PostgreSQL's when there is no scratch database.
  let databaseUrl = scratchUrl;
  const replicas = databaseUrl && redisUrl ? Number(process.env.BENCH_CHAT_REPLICAS ?? 2) : 1;
  const env = {
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
    ...(redisUrl && replicas > 1 ? { REDIS_URL: redisUrl } : {}),
  };
  const servers = [];
  const urls = [];
  let db;
  const sockets = [];
  try {
    for (let r = 0; r < replicas; r += 1) {
      // The first replica migrates; the next ones start on the migrated database.
      servers.push(startProduct(base + r * 10, env));
      urls.push(`http://127.0.0.1:${base + r * 10}`);
      await waitForHealth(urls[r]);
    }
    if (!databaseUrl) {
      const password = readFileSync(join(dataDir, 'secrets', 'postgres-password'), 'utf8').trim();
      databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${base + 1000}/sportsnet`;
    }
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const idle = servers.map((s) => rssMb(s.pid));
    const { ids, tokens, chatOf } = await seed(db, secret);

    const sentAt = new Map();
    const latencies = [];
    let received = 0;
    const onMessage = (payload) => {
      const seq = Number(String(payload.content).slice(6));
      const t0 = sentAt.get(seq);
      if (t0 === undefined) return; // the sender's own copy came second
      sentAt.delete(seq);
      latencies.push(performance.now() - t0);
      received += 1;
    };
    const connectStart = Date.now();
    sockets.push(...(await connectAll(urls, tokens, onMessage)));
    const connectSeconds = (Date.now() - connectStart) / 1000;
    const connected = servers.map((s) => rssMb(s.pid));
    console.log(
      `${sockets.length} sockets connected in ${connectSeconds.toFixed(1)} s over ${replicas} replica(s)`,
    );
    // A sign-in's presence work runs after its socket is connected: the latency measured is the
    // chat's, once that is done, and how long the burst kept the servers busy is its own figure.
    const settleSeconds = await serversQuiet(servers);
    console.log(`servers quiet ${settleSeconds.toFixed(1)} s after the last socket connected`);

    // Steady rate: RATE / 100 sends every 10 ms; each a random user to their pair's other member.
    let seq = 0;
    let sent = 0;
    let failed = 0;
    const failures = new Map();
    const fail = (why) => {
      failed += 1;
      failures.set(why, (failures.get(why) ?? 0) + 1);
    };
    const answered = [];
    /** Offers `rate` a second for `seconds`, then waits for the answers and the last pushes. */
    const offer = async (rate, seconds) => {
      const inFlight = new Set();
      const start = performance.now();
      const first = seq;
      await new Promise((resolve) => {
        const timer = setInterval(() => {
          if (performance.now() - start >= seconds * 1000) {
            clearInterval(timer);
            resolve();
            return;
          }
          // Owed by the clock, not by ticks: a late tick sends what the rate asked for meanwhile.
          const owed = Math.floor(((performance.now() - start) / 1000) * rate) - (seq - first);
          for (let k = 0; k < owed; k += 1) {
            const i = Math.floor(Math.random() * ids.length);
            const { chatId, other } = chatOf.get(ids[i]);
            const n = ++seq;
            const t0 = performance.now();
            sentAt.set(n, t0);
            const request = postJson(`${urls[n % urls.length]}/api/v1/messages/send`, tokens[i], {
              receiverId: other,
              chatId,
              content: `bench:${n}`,
            })
              .then((status) => {
                answered.push(performance.now() - t0);
                if (status === 201) sent += 1;
                else {
                  fail(`HTTP ${status}`);
                  sentAt.delete(n);
                }
              })
              .catch((error) => {
                fail(error?.code ?? error?.name ?? 'error');
                sentAt.delete(n);
              })
              .finally(() => inFlight.delete(request));
            inFlight.add(request);
          }
        }, TICK_MS);
      });
      const offeredSeconds = (performance.now() - start) / 1000;
      await Promise.all(inFlight);
      // The last pushes: wait until every stored message arrived, or 10 s.
      const drainEnd = Date.now() + 10_000;
      while (received < sent && Date.now() < drainEnd) await new Promise((r) => setTimeout(r, 50));
      return { offered: seq - first, offeredSeconds };
    };

    // A warm-up, not counted, at a rate any server keeps up with (so it leaves no backlog): it
    // fills the pool's connections and plans each one's statements, and the JIT compiles the
    // path; the figures are steady state.
    const warmupRate = Math.min(RATE, 100);
    if (WARMUP_SECONDS > 0) {
      await offer(warmupRate, WARMUP_SECONDS);
      sent = failed = received = 0;
      failures.clear();
      latencies.length = answered.length = 0;
      console.log(`warmed up for ${WARMUP_SECONDS} s at ${warmupRate}/s`);
    }

    const started = performance.now();
    const cpuBefore = cpuNow(servers);
    // This process's own stalls would show as latency too: measured, to tell them apart.
    const ownLoop = monitorEventLoopDelay({ resolution: 10 });
    ownLoop.enable();
    const { offered, offeredSeconds } = await offer(RATE, SECONDS);
    const peak = servers.map((s) => rssMb(s.pid));
    const cpuAfter = cpuNow(servers);
    ownLoop.disable();
    const elapsed = (performance.now() - started) / 1000;

    latencies.sort((x, y) => x - y);
    answered.sort((x, y) => x - y);
    const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : 'n/a');
    const mb = (list) => list.join(' + ');
    console.log(
      `\nnode ${process.version}, ${replicas} replica(s)${replicas > 1 ? ' on one Redis' : ''}\n`,
    );
    console.log('| measure | value |');
    console.log('| --- | ---: |');
    console.log(
      `| sockets connected | ${sockets.length} (in ${connectSeconds.toFixed(1)} s; servers busy ${settleSeconds.toFixed(1)} s more) |`,
    );
    console.log(
      `| messages offered | ${offered} at ${RATE}/s for ${offeredSeconds.toFixed(0)} s |`,
    );
    const why = [...failures].map(([k, v]) => `${k}: ${v}`).join(', ');
    console.log(
      `| messages stored (201) / failed | ${sent} / ${failed}${why ? ` (${why})` : ''} |`,
    );
    console.log(
      `| delivered to the receiver | ${received} (${(received / elapsed).toFixed(0)}/s) |`,
    );
    console.log(
      `| send → receive p50 / p99 / max ms | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} / ${ms(latencies[latencies.length - 1])} |`,
    );
    console.log(
      `| HTTP send → 201 p50 / p99 ms | ${ms(percentile(answered, 50))} / ${ms(percentile(answered, 99))} |`,
    );
    console.log(
      `| server RSS idle → ${sockets.length} sockets → after the run (MB) | ${mb(idle)} → ${mb(connected)} → ${mb(peak)} |`,
    );
    console.log(
      `| bench client's own event-loop delay p99 / max ms | ${ms(ownLoop.percentile(99) / 1e6)} / ${ms(ownLoop.max / 1e6)} |`,
    );
    const perMessage = (k) => ((cpuAfter[k] - cpuBefore[k]) * 1000) / Math.max(1, received);
    console.log(
      `| CPU ms a delivered message: server / PostgreSQL / bench client (${cpus().length} cores) | ${perMessage('server').toFixed(2)} / ${perMessage('postgres').toFixed(2)} / ${perMessage('bench').toFixed(2)} |`,
    );
  } finally {
    sockets.forEach((s) => s.close());
    agent.destroy();
    // Let the disconnects' presence updates finish before the database goes away.
    await new Promise((r) => setTimeout(r, 3000));
    await db?.end().catch(() => undefined);
    for (const server of servers) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
    await dropDatabase().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
