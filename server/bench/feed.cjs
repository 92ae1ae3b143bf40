#!/usr/bin/env node
// The feed at scale: seeds 100k users, 1M posts (5% in communities), 1M likes and 500k comments
// with generate_series, then measures GET /getAllPost (first page and a page 900 000 posts deep)
// with autocannon. Prints the timings and a Markdown table for the README.
//
//   node bench/feed.cjs                         embedded PostgreSQL in a scratch folder
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/feed.cjs
//                                               a scratch database on that server, dropped after
// BENCH_USERS, BENCH_POSTS, BENCH_DURATION (s), BENCH_CONNECTIONS tune it.
'use strict';
const { spawn } = require('node:child_process');
const { mkdtempSync, chmodSync, rmSync, readFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const {
  entry,
  ensureServerBuilt,
  measure,
  printTable,
  root,
  waitForHealth,
  warmUp,
} = require('./support.cjs');
const { Client } = require('pg');

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const POSTS = Number(process.env.BENCH_POSTS ?? 1_000_000);
const LIKED_POSTS = Math.min(200_000, POSTS); // the newest posts get 5 likes each
const COMMENTED_POSTS = Math.min(250_000, POSTS); // and 2 comments each

async function step(label, fn) {
  const start = Date.now();
  const out = await fn();
  console.log(`  ${label}: ${((Date.now() - start) / 1000).toFixed(1)} s`);
  return out;
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
      `INSERT INTO posts (id, user_id, title, community_id, num_of_likes, num_of_comments,
                          created_at, updated_at)
       SELECT bp.id, bu.id, 'Seed post ' || bp.i || ': what a match last night!',
              CASE WHEN bp.i % 20 = 0 THEN bc.id END,
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
  await db.query('SET session_replication_role = DEFAULT').catch(() => undefined);
  await step('VACUUM ANALYZE', () => db.query('VACUUM ANALYZE'));
}

async function main() {
  ensureServerBuilt();
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsnet-bench-feed-'));
  chmodSync(dataDir, 0o755);
  const port = 3900 + Math.floor(Math.random() * 90);
  const pgPort = port + 1000;
  const url = `http://127.0.0.1:${port}`;
  let databaseUrl;
  let dropDatabase = async () => undefined;
  if (process.env.BENCH_DATABASE_URL) {
    const name = `sportsnet_bench_${process.pid}`;
    const admin = new Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(process.env.BENCH_DATABASE_URL);
    u.pathname = `/${name}`;
    databaseUrl = u.toString();
    dropDatabase = async () => {
      const c = new Client({ connectionString: process.env.BENCH_DATABASE_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      EMBEDDED_S3_PORT: '0',
      AUTH_RATE_LIMIT: '100000000',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  let db;
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

    const user = {
      userName: 'bench_reader',
      fullName: 'Bench Reader',
      email: 'reader@example.com',
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
    // The reader belongs to one community, so the membership rule has work to do.
    await db.query(
      `INSERT INTO community_members (community_id, user_id)
       SELECT id, $1 FROM communities ORDER BY id LIMIT 1`,
      [login.user._id],
    );
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

    const plan = await db.query(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF)
       SELECT p.id FROM posts p JOIN users u ON u.id = p.user_id
       WHERE (p.community_id IS NULL OR EXISTS (SELECT 1 FROM community_members cm
              WHERE cm.community_id = p.community_id AND cm.user_id = $1::uuid))
         AND (p.created_at, p.id) < ($2, $3::uuid)
       ORDER BY p.created_at DESC, p.id DESC LIMIT 21`,
      [login.user._id, deep.created_at, deep.id],
    );
    console.log(`\nDeep page plan (${Math.floor(POSTS * 0.9)} posts down):`);
    for (const r of plan.rows) console.log(`  ${r['QUERY PLAN']}`);

    const feed = `${url}/api/v1/getAllPost?limit=20`;
    await warmUp({ url: feed, headers: auth });
    const results = [
      await measure('GET /getAllPost?limit=20 (anonymous, first page)', { url: feed }),
      await measure('GET /getAllPost?limit=20 (logged in, first page)', {
        url: feed,
        headers: auth,
      }),
      await measure(
        `GET /getAllPost?limit=20&cursor=… (logged in, ${Math.floor(POSTS * 0.9)} posts deep)`,
        {
          url: `${feed}&cursor=${cursor}`,
          headers: auth,
        },
      ),
    ];
    printTable(
      results,
      `${USERS} users, ${POSTS} posts, ${LIKED_POSTS * 5} likes, ${COMMENTED_POSTS * 2} comments; `,
    );
  } finally {
    await db?.end().catch(() => undefined);
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
