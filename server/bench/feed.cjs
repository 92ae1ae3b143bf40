#!/usr/bin/env node
// The feed at scale: seeds 100k users, 1M posts (5% in communities, 2% videos), 1M likes and 500k
// comments with generate_series, then measures GET /getAllPost (first page, a page 900 000 posts
// deep, and the reels filter `media=video`) with autocannon for a reader who follows 1 000 users.
// Prints the query plans, the timings and a Markdown table for the README.
//
//   node bench/feed.cjs                         embedded PostgreSQL in a scratch folder
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/feed.cjs
//                                               a scratch database on that server, dropped after
//                                               (kept with BENCH_KEEP_DATABASE=1)
// BENCH_USERS, BENCH_POSTS, BENCH_DURATION (s), BENCH_CONNECTIONS tune it.
'use strict';
const { fork } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { loadavg } = require('node:os');
const { mkdirSync, rmSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const {
  appendSummary,
  benchStorage,
  ensureServerBuilt,
  measure,
  measureWithCpu,
  root,
  signUpAndLogIn,
  startProduct,
  step,
  waitForHealth,
  warmUp,
} = require('./support.cjs');
const { Client } = require('pg');

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 1_000_000);
const LIKED_POSTS = Math.min(200_000, POSTS); // the newest posts get 5 likes each
const COMMENTED_POSTS = Math.min(250_000, POSTS); // and 2 comments each
// The feed is measured where its targets are set: 64 connections.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64);
const JWT_SECRET = randomBytes(32).toString('base64url');

/** The bare node:http + pg server of baseline.cjs on `port`, answering once it listens. */
function startBaseline(port, databaseUrl) {
  const child = fork(join(__dirname, 'baseline.cjs'), [], {
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
    child.once('exit', (code) => reject(new Error(`baseline exited with ${code}`)));
  });
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);

/**
 * The product and the baseline on the same request, in alternating rounds (ROUNDS of
 * DURATION / ROUNDS seconds each), so a neighbour's load on a shared machine falls on both: the
 * ratio is what the bench is for. req/s is the mean of the rounds, p50 and p99 their median; the
 * CPU a request cost the server process and PostgreSQL is read from /proc around each round.
 * `servers` is `{ product, baseline }`, each `{ url, pid }`.
 */
async function pair(title, path, headers, servers) {
  const opts = {
    connections: CONNECTIONS,
    headers,
    duration: Math.max(2, Math.round(DURATION / ROUNDS)),
  };
  const rounds = { product: [], baseline: [] };
  for (const { url } of Object.values(servers)) await warmUp({ url: `${url}${path}`, ...opts });
  for (let i = 0; i < ROUNDS; i++) {
    for (const [name, { url, pid }] of Object.entries(servers)) {
      rounds[name].push(await measureWithCpu('', { url: `${url}${path}`, ...opts }, pid));
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const merge = (name, rs) => {
    const requests = Math.max(
      1,
      rs.reduce((sum, r) => sum + r.requests, 0),
    );
    const msEach = (k) => ((rs.reduce((sum, r) => sum + r.cpu[k], 0) * 1000) / requests).toFixed(2);
    return {
      title: `${title} — ${name}`,
      rps: Math.round(rs.reduce((sum, r) => sum + r.rps, 0) / rs.length),
      p50: median(rs.map((r) => r.p50)),
      p99: median(rs.map((r) => r.p99)),
      non2xx: rs.reduce((sum, r) => sum + r.non2xx, 0),
      cpu: `${msEach('node')} / ${msEach('postgres')}`,
    };
  };
  const product = merge('product', rounds.product);
  const baseline = merge('baseline', rounds.baseline);
  product.ratio = (product.rps / Math.max(1, baseline.rps)).toFixed(2);
  const cpuMs = (rs) =>
    (rs.reduce((sum, r) => sum + r.cpu.node + r.cpu.postgres, 0) * 1000) /
    Math.max(
      1,
      rs.reduce((sum, r) => sum + r.requests, 0),
    );
  appendSummary({
    section: 'reads',
    row: `GET /getAllPost, ${title}`,
    product: product.rps,
    baseline: baseline.rps,
    unit: 'req/s',
    ratio: Number(product.ratio),
    cpuMsPerOp: Number(cpuMs(rounds.product).toFixed(2)),
    baselineCpuMsPerOp: Number(cpuMs(rounds.baseline).toFixed(2)),
    p99: product.p99,
    baselineP99: baseline.p99,
    target: '≥0.8×',
  });
  return [product, baseline];
}

/** Everything in SQL: no row crosses the wire. Counters are set to match the rows inserted. */
async function seed(db) {
  await db.query('SET synchronous_commit = off');
  await db.query(`SET maintenance_work_mem = '256MB'`);
  try {
    // Skips FK triggers for the bulk load (the data is consistent by construction).
    await db.query('SET session_replication_role = replica');
  } catch {
    console.log('  (not superuser: foreign keys are checked while seeding, slower)');
  }
  await step(`${USERS} users`, () =>
    db.query(
      `INSERT INTO users (user_name, full_name, email, password_hash)
       SELECT 'seed_' || i, 'Seed Player ' || i, 'seed_' || i || '@example.com', 'x'
       FROM generate_series(1, $1) i`,
      [USERS],
    ),
  );
  // Triggers are off while seeding (replica role): the row each user gets at signup comes here.
  await db.query(
    `INSERT INTO user_settings (user_id) SELECT id FROM users ON CONFLICT (user_id) DO NOTHING`,
  );
  await db.query(`CREATE TEMP TABLE bu AS
    SELECT row_number() OVER (ORDER BY id) AS rn, id FROM users WHERE user_name LIKE 'seed\\_%'`);
  await db.query('CREATE UNIQUE INDEX ON bu (rn)');
  await step('100 communities', async () => {
    await db.query(`INSERT INTO communities (name, description, owner_id, num_of_members)
      SELECT 'Club ' || rn, 'Fans of club ' || rn, id, 0 FROM bu WHERE rn <= 100`);
    await db.query(`CREATE TEMP TABLE bc AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS n, id FROM communities`);
  });
  await db.query(
    `CREATE TEMP TABLE bp AS SELECT i, gen_random_uuid() AS id FROM generate_series(1, $1) i`,
    [POSTS],
  );
  await db.query('CREATE UNIQUE INDEX ON bp (i)');
  await step(`${POSTS} posts`, () =>
    db.query(
      `INSERT INTO posts (id, user_id, title, community_id, video_key, num_of_likes,
                          num_of_comments, created_at, updated_at)
       SELECT bp.id, bu.id, 'Seed post ' || bp.i || ': what a match last night!',
              CASE WHEN bp.i % 20 = 0 THEN bc.id END,
              CASE WHEN bp.i % 50 = 1 THEN 'posts/seed/' || bp.i || '.mp4' END,
              CASE WHEN bp.i <= $2 THEN 5 ELSE 0 END, CASE WHEN bp.i <= $3 THEN 2 ELSE 0 END,
              now() - bp.i * interval '1 second', now() - bp.i * interval '1 second'
       FROM bp JOIN bu ON bu.rn = 1 + (bp.i % $1)
       LEFT JOIN bc ON bc.n = (bp.i / 20) % 100`,
      [USERS, LIKED_POSTS, COMMENTED_POSTS],
    ),
  );
  await step(`${LIKED_POSTS * 5} likes`, () =>
    db.query(
      `INSERT INTO post_likes (post_id, user_id, created_at)
       SELECT bp.id, bu.id, now() - bp.i * interval '1 second' + k * interval '1 ms'
       FROM bp CROSS JOIN generate_series(0, 4) k JOIN bu ON bu.rn = 1 + ((bp.i + k * 7919) % $1)
       WHERE bp.i <= $2`,
      [USERS, LIKED_POSTS],
    ),
  );
  await step(`${COMMENTED_POSTS * 2} comments`, () =>
    db.query(
      `INSERT INTO comments (post_id, user_id, comment, created_at, updated_at)
       SELECT bp.id, bu.id, 'Unbelievable finish!', now() - bp.i * interval '1 second',
              now() - bp.i * interval '1 second'
       FROM bp CROSS JOIN generate_series(0, 1) k JOIN bu ON bu.rn = 1 + ((bp.i * 3 + k * 104729) % $1)
       WHERE bp.i <= $2`,
      [USERS, COMMENTED_POSTS],
    ),
  );
  // Two blocks a user, none of the reader's: an empty `blocks` makes every visibility probe of
  // it free, which no network of this size would see.
  await step(`${USERS * 2} blocks`, () =>
    db.query(
      `INSERT INTO blocks (blocker_id, blocked_id)
       SELECT a.id, b.id FROM bu a CROSS JOIN generate_series(1, 2) k
       JOIN bu b ON b.rn = 1 + ((a.rn * 7 + k * 13) % $1)
       WHERE a.id <> b.id ON CONFLICT DO NOTHING`,
      [USERS],
    ),
  );
  await db.query('SET session_replication_role = DEFAULT').catch(() => undefined);
  await step('VACUUM ANALYZE', () => db.query('VACUUM ANALYZE'));
}

async function main() {
  ensureServerBuilt();
  const port = 3900 + Math.floor(Math.random() * 90);
  const pgPort = port + 1000;
  const url = `http://127.0.0.1:${port}`;
  const { dataDir, drop: dropDatabase, databaseUrl: scratchUrl } = await benchStorage('feed');
  // Set below to embedded PostgreSQL's when there is no scratch database.
  let databaseUrl = scratchUrl;
  const server = startProduct(port, {
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(pgPort),
    EMBEDDED_S3_PORT: '0',
    AUTH_RATE_LIMIT: '100000000',
    JWT_SECRET,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  let db;
  let baseline;
  let workers;
  try {
    await waitForHealth(url);
    if (!databaseUrl) {
      const password = readFileSync(join(dataDir, 'secrets', 'postgres-password'), 'utf8').trim();
      databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/sportsnet`;
    }
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    console.log(
      `Seeding (${process.env.BENCH_DATABASE_URL ? 'BENCH_DATABASE_URL' : 'embedded PostgreSQL'}):`,
    );
    const seedStart = Date.now();
    await seed(db);
    console.log(`  total: ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const login = await signUpAndLogIn(url, {
      userName: 'bench_reader',
      fullName: 'Bench Reader',
      email: 'reader@example.com',
      password: 'bench-pass-1',
    });
    // The reader belongs to one community, so the membership rule has work to do.
    await db.query(
      `INSERT INTO community_members (community_id, user_id)
       SELECT id, $1 FROM communities ORDER BY id LIMIT 1`,
      [login.user._id],
    );
    // ... and follows 1 000 authors, so `isFollowingAuthor` is true on some cards.
    await db.query(
      `INSERT INTO follows (follower_id, following_id)
       SELECT $1, id FROM users WHERE user_name LIKE 'seed\\_%' ORDER BY id LIMIT 1000`,
      [login.user._id],
    );
    // What autovacuum would do in production (it may be off on the bench's server).
    await db.query('ANALYZE follows, community_members');
    const auth = { authorization: `Bearer ${login.token}` };
    const [deep] = (
      await db.query(
        `SELECT created_at, id FROM posts ORDER BY created_at DESC, id DESC OFFSET $1 LIMIT 1`,
        [Math.floor(POSTS * 0.9)],
      )
    ).rows;
    const cursor = Buffer.from(`${deep.created_at.getTime()}|${deep.id}`).toString('base64url');
    const deepCheck = await (
      await fetch(`${url}/api/v1/getAllPost?limit=20&cursor=${cursor}`, { headers: auth })
    ).json();
    if (!deepCheck.success || deepCheck.data.length !== 20) throw new Error('deep page failed');

    // The very query PostsRepository runs (posts.repository.ts), explained.
    const { feedPageQuery } = require(
      join(root, 'server', 'dist', 'server', 'src', 'modules', 'posts', 'posts.repository.js'),
    );
    const explain = (q) => [`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.text}`, q.values];
    const plans = [
      ['Anonymous first page plan', ...explain(feedPageQuery(null, { limit: 20 }))],
      [
        `Logged-in deep page plan (${Math.floor(POSTS * 0.9)} posts down)`,
        ...explain(feedPageQuery(login.user._id, { limit: 20, cursor })),
      ],
      [
        'Reels plan (media=video, first page)',
        ...explain(feedPageQuery(login.user._id, { limit: 20 }, 'video')),
      ],
    ];
    for (const [title, sql, params] of plans) {
      const plan = await db.query(sql, params);
      console.log(`\n${title}:`);
      for (const r of plan.rows) console.log(`  ${r['QUERY PLAN']}`);
    }

    baseline = await startBaseline(port + 50, databaseUrl);
    const baseUrl = `http://127.0.0.1:${port + 50}`;
    const check = await (
      await fetch(`${baseUrl}/api/v1/getAllPost?limit=20`, { headers: auth })
    ).json();
    const mine = await (await fetch(`${url}/api/v1/getAllPost?limit=20`, { headers: auth })).json();
    if (JSON.stringify(check) !== JSON.stringify(mine)) {
      throw new Error('the baseline does not answer what the product answers');
    }
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    const deepPath = `/api/v1/getAllPost?limit=20&cursor=${cursor}`;
    const servers = {
      product: { url, pid: server.pid },
      baseline: { url: baseUrl, pid: baseline.pid },
    };
    const results = [
      ...(await pair('anonymous, first page', '/api/v1/getAllPost?limit=20', {}, servers)),
      ...(await pair('logged in, first page', '/api/v1/getAllPost?limit=20', auth, servers)),
      ...(await pair(`logged in, ${Math.floor(POSTS * 0.9)} posts deep`, deepPath, auth, servers)),
      ...(await pair(
        'logged in, reels (media=video)',
        '/api/v1/getAllPost?limit=20&media=video',
        auth,
        servers,
      )),
    ];
    // BENCH_WORKERS=N: the same requests against the product running N workers (node:cluster,
    // Redis adapter), on the same database, in the same run.
    const n = Number(process.env.BENCH_WORKERS ?? 0);
    if (n > 1) {
      const wport = port + 60;
      const wurl = `http://127.0.0.1:${wport}`;
      const workersDir = join(dataDir, 'workers');
      mkdirSync(workersDir);
      workers = startProduct(wport, {
        DATA_DIR: workersDir,
        DATABASE_URL: databaseUrl,
        EMBEDDED_S3_PORT: '0',
        JWT_SECRET,
        WEB_CONCURRENCY: String(n),
        REDIS_URL: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
      });
      await waitForHealth(wurl);
      const opts = { connections: CONNECTIONS };
      for (const [title, path, headers] of [
        ['anonymous, first page', '/api/v1/getAllPost?limit=20', {}],
        ['logged in, first page', '/api/v1/getAllPost?limit=20', auth],
        [`logged in, ${Math.floor(POSTS * 0.9)} posts deep`, deepPath, auth],
      ]) {
        await warmUp({ url: `${wurl}${path}`, headers, ...opts });
        const r = await measure(`${title} — product, ${n} workers`, {
          url: `${wurl}${path}`,
          headers,
          ...opts,
        });
        const one = results.find((x) => x.title === `${title} — product`);
        const base = results.find((x) => x.title === `${title} — baseline`);
        r.ratio = `${(r.rps / Math.max(1, base.rps)).toFixed(2)} (${(r.rps / Math.max(1, one.rps)).toFixed(2)}× 1 worker)`;
        results.push(r);
      }
    }
    console.log(
      `\nGET /getAllPost?limit=20: ${USERS} users, ${POSTS} posts, ${LIKED_POSTS * 5} likes, ` +
        `${COMMENTED_POSTS * 2} comments; ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} alternating rounds, ` +
        `node ${process.version}, load average ${load} (before) / ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')} (after)\n`,
    );
    console.log(
      '| request | req/s | p50 ms | p99 ms | × baseline | CPU ms a request: server / PostgreSQL | non-2xx |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      console.log(
        `| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.ratio ?? ''} | ${r.cpu ?? ''} | ${r.non2xx} |`,
      );
    }
    if (process.env.BENCH_READS !== '0') {
      await require('./reads.cjs').measureReads({
        db,
        url,
        pid: server.pid,
        auth,
        login,
        connections: CONNECTIONS,
      });
    }
  } finally {
    await db?.end().catch(() => undefined);
    baseline?.kill('SIGTERM');
    if (workers) {
      workers.kill('SIGTERM');
      await new Promise((r) => workers.once('exit', r));
    }
    await new Promise((r) => setTimeout(r, 1000)); // let the last autocannon requests finish
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

module.exports = { seed };
