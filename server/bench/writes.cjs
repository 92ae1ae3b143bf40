#!/usr/bin/env node
// Every write path against a bare baseline: like, unlike, comment, follow, unfollow, connection
// request, accept, save, repost and a text post, each measured with autocannon at 64 connections
// against the product and against writes-baseline.cjs (`node:http` + `pg` doing the same write in
// one statement on the same tables, so the same triggers fire), in alternating rounds on one
// scratch database. Every request does a real write: the seed is laid out so that each request
// takes a (user, target) pair no request took before (a like a user has not given, a follow not
// yet made, a pending request waiting for its accept), consecutive requests on different posts
// and users, so neither server waits on another's row lock.
//
//   node bench/writes.cjs                       embedded PostgreSQL in a scratch folder
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/writes.cjs
//
// The product's per-user write limits (WRITE_LIMIT_*) are raised far above what a run sends,
// with the limiter still on, so the limiter's own work is measured and its refusals are not; the
// comment cooldown is 1 s, under the time a bench user takes to come round again.
// BENCH_WRITES_DURATION (s a row and a server, 12, split into BENCH_ROUNDS, 2), BENCH_CONNECTIONS (64),
// BENCH_WRITE_USERS (4 000), BENCH_WRITE_POSTS (2 000), BENCH_WRITES_ONLY (a comma list of the rows
// to run: like,unlike,comment,follow,unfollow,connect,accept,save,repost,post) tune it.
'use strict';
const { fork } = require('node:child_process');
const { randomBytes, randomUUID } = require('node:crypto');
const { loadavg } = require('node:os');
const { readFileSync, rmSync } = require('node:fs');
const { join } = require('node:path');
const { JwtService } = require('@nestjs/jwt');
const { Client } = require('pg');
const {
  appendSummary,
  benchStorage,
  ensureServerBuilt,
  measureWithCpu,
  startProduct,
  step,
  waitForHealth,
  warmUp,
} = require('./support.cjs');

const USERS = Number(process.env.BENCH_WRITE_USERS ?? 4000);
const POSTS = Number(process.env.BENCH_WRITE_POSTS ?? 2000);
const AUTHORS = 200;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const DURATION = Number(process.env.BENCH_WRITES_DURATION ?? 12);
const ROUND_SECONDS = Math.max(2, Math.round(DURATION / ROUNDS));
/** Stock for the paths that take something back: enough for any run of these lengths. */
const UNLIKE_POSTS = 500; // x UNLIKERS likes waiting to be taken back
const UNLIKERS = 400;
const UNFOLLOWS_EACH = 50; // follows a user has to take back
const PENDING_EACH = 100; // requests a user of the first half has waiting for their answer
const JWT_SECRET = randomBytes(32).toString('base64url');
/** A limit no run reaches: the limiter counts, and never refuses. */
const NO_LIMIT = '1000000000/60';

function startBaseline(port, databaseUrl) {
  const child = fork(join(__dirname, 'writes-baseline.cjs'), [], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    env: {
      PATH: process.env.PATH,
      BASELINE_PORT: String(port),
      DATABASE_URL: databaseUrl,
      JWT_SECRET,
    },
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`writes baseline exited with ${code}`)));
  });
}

/**
 * Bench users (with sessions and tokens), authors with POSTS posts, and the stock the undoing
 * paths take back: likes, follows and pending requests, all in SQL. The stock goes in with the
 * triggers off (a counter update a row is minutes of seeding); the counters are set after.
 */
async function seed(db) {
  await db.query('SET synchronous_commit = off');
  const tag = Date.now().toString(36);
  const users = await step(`${USERS} users with sessions`, async () => {
    const { rows } = await db.query(
      `INSERT INTO users (user_name, full_name, email, password_hash)
       SELECT 'w_' || $1 || '_' || i, 'Writer ' || i, 'w_' || $1 || '_' || i || '@example.com', 'x'
       FROM generate_series(1, $2) i RETURNING id`,
      [tag, USERS + AUTHORS],
    );
    return rows.map((r) => r.id);
  });
  const authors = users.splice(USERS, AUTHORS);
  const sessions = users.map(() => randomUUID());
  await db.query(
    `INSERT INTO sessions (id, user_id, expires_at)
     SELECT s, u, now() + interval '1 day' FROM unnest($1::uuid[], $2::uuid[]) AS t(s, u)`,
    [sessions, users],
  );
  const posts = await step(`${POSTS + UNLIKE_POSTS} posts by ${AUTHORS} authors`, async () => {
    const { rows } = await db.query(
      `INSERT INTO posts (user_id, title, created_at, updated_at)
       SELECT a[1 + i % array_length(a, 1)], 'Bench post ' || i || ': what a match last night!',
              now() - i * interval '1 minute', now() - i * interval '1 minute'
       FROM generate_series(1, $2) i, (SELECT $1::uuid[] AS a) x RETURNING id`,
      [authors, POSTS + UNLIKE_POSTS],
    );
    return rows.map((r) => r.id);
  });
  const stockPosts = posts.splice(POSTS, UNLIKE_POSTS);
  const unlikers = users.slice(0, UNLIKERS);
  try {
    await db.query('SET session_replication_role = replica');
  } catch {
    console.log('  (not superuser: triggers fire while seeding, slower)');
  }
  await step(`${UNLIKE_POSTS * UNLIKERS} likes to take back`, () =>
    db.query(
      `INSERT INTO post_likes (post_id, user_id)
       SELECT p, u FROM unnest($1::uuid[]) p, unnest($2::uuid[]) u`,
      [stockPosts, unlikers],
    ),
  );
  const half = USERS / 2;
  const quarter = Math.floor(USERS / 4);
  await step(`${USERS * UNFOLLOWS_EACH} follows to take back`, () =>
    db.query(
      `INSERT INTO follows (follower_id, following_id)
       SELECT u[1 + a], u[1 + (a + $2 + k) % $3]
       FROM (SELECT $1::uuid[] AS u) x, generate_series(0, $3 - 1) a, generate_series(0, $4 - 1) k`,
      [users, quarter, USERS, UNFOLLOWS_EACH],
    ),
  );
  // Requests within the first half (a connection request goes from the first half to the
  // second), so no pair of the two paths is the same unordered pair.
  await step(`${half * PENDING_EACH} pending requests to accept`, () =>
    db.query(
      `INSERT INTO connections (requester_id, recipient_id)
       SELECT u[1 + (a + 1 + k) % $2], u[1 + a]
       FROM (SELECT $1::uuid[] AS u) x, generate_series(0, $2 - 1) a, generate_series(0, $3 - 1) k`,
      [users, half, PENDING_EACH],
    ),
  );
  await db.query('SET session_replication_role = DEFAULT').catch(() => undefined);
  await step('counters', async () => {
    await db.query(
      `UPDATE posts p SET num_of_likes = (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)
        WHERE p.id = ANY($1::uuid[])`,
      [stockPosts],
    );
    await db.query(
      `UPDATE users u SET
         num_of_followers = (SELECT count(*) FROM follows f WHERE f.following_id = u.id),
         num_of_following = (SELECT count(*) FROM follows f WHERE f.follower_id = u.id)
        WHERE u.id = ANY($1::uuid[])`,
      [users],
    );
  });
  await step('VACUUM ANALYZE', () => db.query('VACUUM ANALYZE'));
  await db.query('CHECKPOINT').catch(() => undefined);
  const jwt = new JwtService({
    secret: JWT_SECRET,
    signOptions: { algorithm: 'HS256', expiresIn: 7200 },
  });
  const tokens = users.map((id, i) => `Bearer ${jwt.sign({ sub: id, jti: sessions[i] })}`);
  return { users, tokens, posts, stockPosts, half, quarter };
}

/**
 * The rows: each a route and its n-th request (a user's token and a body), n counted across the
 * product's and the baseline's rounds alike, so no request repeats another's write.
 */
function rowsOf({ users, tokens, posts, stockPosts, half, quarter }) {
  const U = users.length;
  const P = posts.length;
  // A post a request, then the next user: consecutive requests on different posts.
  const onPost = (n) => ({ user: Math.floor(n / P) % U, postId: posts[n % P] });
  return [
    {
      key: 'like',
      title: 'POST /like (a post not liked yet)',
      path: '/api/v1/like',
      next: (n) => {
        const { user, postId } = onPost(n);
        return [user, { postId }];
      },
    },
    {
      key: 'unlike',
      title: 'POST /dislike (a like taken back)',
      path: '/api/v1/dislike',
      next: (n) => [
        Math.floor(n / stockPosts.length) % UNLIKERS,
        { postId: stockPosts[n % stockPosts.length] },
      ],
    },
    {
      key: 'comment',
      title: 'POST /createComment (a top-level comment)',
      path: '/api/v1/createComment',
      // A user a request, so each comes round again only after the cooldown.
      next: (n) => [n % U, { postId: posts[(n * 7) % P], comment: `What a goal! #${n}` }],
    },
    {
      key: 'follow',
      title: 'POST /follow (follow: true, not followed yet)',
      path: '/api/v1/follow',
      next: (n) => {
        const a = n % U;
        return [
          a,
          {
            followingId: users[(a + 2 * quarter + (Math.floor(n / U) % quarter)) % U],
            follow: true,
          },
        ];
      },
    },
    {
      key: 'unfollow',
      title: 'POST /follow (follow: false, a follow taken back)',
      path: '/api/v1/follow',
      next: (n) => {
        const a = n % U;
        const k = Math.floor(n / U) % UNFOLLOWS_EACH;
        return [a, { followingId: users[(a + quarter + k) % U], follow: false }];
      },
    },
    {
      key: 'connect',
      title: 'POST /connect (a new request)',
      path: '/api/v1/connect',
      next: (n) => {
        const a = n % half;
        return [a, { connectId: users[half + ((a + Math.floor(n / half)) % half)] }];
      },
    },
    {
      key: 'accept',
      title: 'POST /acceptConnection (a pending request)',
      path: '/api/v1/acceptConnection',
      next: (n) => {
        const a = n % half;
        const k = Math.floor(n / half) % PENDING_EACH;
        return [a, { requesterId: users[(a + 1 + k) % half] }];
      },
    },
    {
      key: 'save',
      title: 'POST /savePost (saves a post)',
      path: '/api/v1/savePost',
      next: (n) => {
        const { user, postId } = onPost(n);
        return [user, { postId }];
      },
    },
    {
      key: 'repost',
      title: 'POST /repost (reposts a post)',
      path: '/api/v1/repost',
      next: (n) => {
        const { user, postId } = onPost(n);
        return [user, { postId }];
      },
    },
    {
      key: 'post',
      title: 'POST /createPost (text only)',
      path: '/api/v1/createPost',
      next: (n) => [n % U, { title: `Match report #${n}: a late winner in extra time.` }],
    },
  ].map((row) => {
    let n = 0;
    return {
      ...row,
      /** The autocannon request of the row: each call takes the row's next write. */
      request: () => ({
        method: 'POST',
        path: row.path,
        setupRequest: (req) => {
          const [user, body] = row.next(n++);
          return {
            ...req,
            headers: { 'content-type': 'application/json', authorization: tokens[user] },
            body: JSON.stringify(body),
          };
        },
      }),
      tokens,
    };
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The product and the baseline on one row, in alternating rounds (the ratio is the point). */
async function pair(row, servers, db, database) {
  const opts = (url) => ({
    url,
    connections: CONNECTIONS,
    duration: ROUND_SECONDS,
    requests: [row.request()],
  });
  // One request each, checked: a refused write would measure the refusal.
  for (const [name, { url }] of Object.entries(servers)) {
    const r = row.request();
    const { headers, body } = r.setupRequest({});
    const answer = await fetch(`${url}${row.path}`, { method: 'POST', headers, body });
    if (!answer.ok) {
      throw new Error(`${row.title} — ${name}: ${answer.status} ${await answer.text()}`);
    }
  }
  for (const { url } of Object.values(servers)) await warmUp({ ...opts(url), duration: 2 });
  // What autovacuum does as a table grows (this machine's PostgreSQL runs without it): a table
  // that was empty when it was last analyzed (saves, reposts, comments, notifications before the
  // first row) keeps every plan cached since on a sequential scan, each write slower than the
  // last. Analyzed after the warm-up's writes, each server's next statement is planned afresh.
  await db.query('ANALYZE');
  const rounds = { product: [], baseline: [] };
  for (let i = 0; i < ROUNDS; i++) {
    for (const [name, { url, pid }] of Object.entries(servers)) {
      rounds[name].push(await measureWithCpu('', opts(url), pid, { database, settle: true }));
    }
  }
  const merge = (rs) => {
    const requests = Math.max(
      1,
      rs.reduce((sum, r) => sum + r.requests, 0),
    );
    const ms = (k) => (rs.reduce((sum, r) => sum + r.cpu[k], 0) * 1000) / requests;
    return {
      rps: Math.round(rs.reduce((sum, r) => sum + r.rps, 0) / rs.length),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      non2xx: rs.reduce((sum, r) => sum + r.non2xx, 0),
      node: ms('node'),
      postgres: ms('postgres'),
      settled: Math.max(...rs.map((r) => r.settledSeconds ?? 0)),
    };
  };
  const product = merge(rounds.product);
  const baseline = merge(rounds.baseline);
  return { row, product, baseline, ratio: product.rps / Math.max(1, baseline.rps) };
}

async function main() {
  ensureServerBuilt();
  const port = 3900 + Math.floor(Math.random() * 90);
  const pgPort = port + 1000;
  const url = `http://127.0.0.1:${port}`;
  const { dataDir, drop: dropDatabase, databaseUrl: scratchUrl } = await benchStorage('writes');
  let databaseUrl = scratchUrl;
  const server = startProduct(port, {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_S3_PORT: '0',
    AUTH_RATE_LIMIT: '100000000',
    JWT_SECRET,
    ...Object.fromEntries(
      ['POSTS', 'COMMENTS', 'FOLLOWS', 'CONNECTIONS', 'LIKES', 'SAVES', 'REPOSTS'].map((k) => [
        `WRITE_LIMIT_${k}`,
        NO_LIMIT,
      ]),
    ),
    COMMENT_COOLDOWN_SECONDS: '1',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  let db;
  let baseline;
  try {
    await waitForHealth(url);
    if (!databaseUrl) {
      const password = readFileSync(join(dataDir, 'secrets', 'postgres-password'), 'utf8').trim();
      databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/sportsnet`;
    }
    const database = new URL(databaseUrl).pathname.slice(1);
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    console.log('Seeding the writes:');
    const seeded = await seed(db);
    baseline = await startBaseline(port + 50, databaseUrl);
    const servers = {
      product: { url, pid: server.pid },
      baseline: { url: `http://127.0.0.1:${port + 50}`, pid: baseline.pid },
    };
    const only = process.env.BENCH_WRITES_ONLY?.split(',').map((s) => s.trim());
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    const results = [];
    for (const row of rowsOf(seeded)) {
      if (only && !only.includes(row.key)) continue;
      const r = await pair(row, servers, db, database);
      console.log(
        `  ${row.title}: ${r.product.rps} / ${r.baseline.rps} req/s (${r.ratio.toFixed(2)}×)`,
      );
      results.push(r);
    }
    console.log(
      `\nWrites: ${seeded.users.length} users, ${seeded.posts.length} posts; ${CONNECTIONS} connections, ` +
        `${ROUNDS} alternating rounds of ${ROUND_SECONDS} s a server, node ${process.version}, ` +
        `load average ${load} (before) / ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')} (after); ` +
        `CPU: the server process and the bench database's PostgreSQL backends, a request's ` +
        `deferred work (notifications, pushes) included\n`,
    );
    console.log(
      '| write | product req/s | baseline req/s | × baseline | CPU ms a request, server + PostgreSQL: product | baseline | p99 ms product / baseline | non-2xx |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const cpu = (s) =>
      `${(s.node + s.postgres).toFixed(2)} (${s.node.toFixed(2)} + ${s.postgres.toFixed(2)})`;
    for (const { row, product, baseline: base, ratio } of results) {
      console.log(
        `| ${row.title} | ${product.rps} | ${base.rps} | ${ratio.toFixed(2)} | ${cpu(product)} | ${cpu(base)} | ${product.p99} / ${base.p99} | ${product.non2xx + base.non2xx} |`,
      );
      appendSummary({
        section: 'writes',
        row: row.title,
        product: product.rps,
        baseline: base.rps,
        unit: 'req/s',
        ratio: Number(ratio.toFixed(2)),
        cpuMsPerOp: Number((product.node + product.postgres).toFixed(2)),
        baselineCpuMsPerOp: Number((base.node + base.postgres).toFixed(2)),
        p99: product.p99,
        baselineP99: base.p99,
        non2xx: product.non2xx + base.non2xx,
        target: '≥0.6×',
      });
    }
  } finally {
    await db?.end().catch(() => undefined);
    baseline?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
