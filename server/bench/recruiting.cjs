#!/usr/bin/env node
// Recruiting at scale: seeds 100k athletes (90% open to opportunities, spread over Iberia and its
// neighbours), 5k coaches with an opening each and two blocks a user, then measures a filtered
// player search (sport, position, level, within 100 km) and an opening's ranked matches with
// autocannon, each against a bare node:http + pg server running the same SQL in the same run
// (recruiting-baseline.cjs). Prints the EXPLAIN plans and a Markdown table.
//
//   node bench/recruiting.cjs                     embedded PostgreSQL in a scratch folder
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/recruiting.cjs
// BENCH_ATHLETES, BENCH_OPENINGS, BENCH_DURATION (s), BENCH_ROUNDS, BENCH_CONNECTIONS tune it.
'use strict';
const { fork } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { loadavg } = require('node:os');
const { rmSync, readFileSync } = require('node:fs');
const { join } = require('node:path');
const {
  benchStorage,
  ensureServerBuilt,
  measureWithCpu,
  root,
  signUpAndLogIn,
  startProduct,
  step,
  waitForHealth,
  warmUp,
} = require('./support.cjs');
const { Client } = require('pg');

const ATHLETES = Number(process.env.BENCH_ATHLETES ?? 100_000);
const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 5_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const DURATION = Number(process.env.BENCH_DURATION ?? 9);
const JWT_SECRET = randomBytes(32).toString('base64url');

function startBaseline(port, databaseUrl) {
  const child = fork(join(__dirname, 'recruiting-baseline.cjs'), [], {
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

/** Product and baseline in alternating rounds (as feed.cjs): the ratio is what counts. */
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
  return [product, baseline];
}

const FOOTBALL = `ARRAY['goalkeeper','centre_back','full_back','defensive_midfielder',
  'central_midfielder','attacking_midfielder','winger','striker']`;
const BASKETBALL = `ARRAY['point_guard','shooting_guard','small_forward','power_forward','center']`;
const LEVELS = `ARRAY['school','club','academy','college','semi_pro','pro']`;
const COUNTRIES = `ARRAY['ES','ES','ES','PT','FR','IT']`;

/** Everything in SQL; triggers are off while seeding (replica role), so their rows come here. */
async function seed(db) {
  await db.query('SET synchronous_commit = off');
  await db.query(`SET maintenance_work_mem = '256MB'`);
  try {
    await db.query('SET session_replication_role = replica');
  } catch {
    console.log('  (not superuser: foreign keys and triggers run while seeding, slower)');
  }
  await step(`${ATHLETES} athletes and ${OPENINGS} coaches`, async () => {
    await db.query(
      `INSERT INTO users (user_name, full_name, email, password_hash, date_of_birth)
       SELECT 'ath_' || i, 'Athlete ' || i, 'ath_' || i || '@example.com', 'x',
              date '1988-01-01' + ((i * 37) % 7300)
       FROM generate_series(1, $1) i`,
      [ATHLETES],
    );
    await db.query(
      `INSERT INTO users (user_name, full_name, email, password_hash)
       SELECT 'coach_' || i, 'Coach ' || i, 'coach_' || i || '@example.com', 'x'
       FROM generate_series(1, $1) i`,
      [OPENINGS],
    );
    await db.query(
      `INSERT INTO user_settings (user_id) SELECT id FROM users ON CONFLICT DO NOTHING`,
    );
  });
  await db.query(`CREATE TEMP TABLE ba AS SELECT row_number() OVER (ORDER BY id) AS i, id, date_of_birth
    FROM users WHERE user_name LIKE 'ath\\_%'`);
  await db.query(`CREATE TEMP TABLE bk AS SELECT row_number() OVER (ORDER BY id) AS i, id
    FROM users WHERE user_name LIKE 'coach\\_%'`);
  await step('athlete data', async () => {
    await db.query(`INSERT INTO player_profiles (user_id) SELECT id FROM ba`);
    await db.query(
      `INSERT INTO athlete_profiles (user_id, sport, positions, height_cm, weight_kg, dominant_side,
          level, country, city, lat, lng, stats, open_to_opportunities, visible_to, birth_year,
          listed_at)
       SELECT id, s.sport,
              CASE WHEN s.sport = 'football'
                   THEN ARRAY[(${FOOTBALL})[1 + i % 8], (${FOOTBALL})[1 + (i / 8) % 8]]
                   ELSE ARRAY[(${BASKETBALL})[1 + i % 5]] END,
              150 + (i * 7) % 70, 55 + (i * 3) % 50, (ARRAY['left','right','both'])[1 + i % 3],
              (${LEVELS})[1 + (i / 3) % 6], (${COUNTRIES})[1 + i % 6], 'City ' || (i % 500),
              36 + ((i * 13) % 800) / 100.0, -9 + ((i * 29) % 1200) / 100.0,
              '{"goals": 3}'::jsonb, i % 10 <> 0,
              CASE WHEN i % 4 = 0 THEN 'everyone' ELSE 'coaches' END,
              extract(year FROM date_of_birth)::smallint,
              now() - i * interval '1 minute'
       FROM ba CROSS JOIN LATERAL (SELECT CASE WHEN i % 3 = 0 THEN 'basketball' ELSE 'football' END AS sport) s
       ON CONFLICT (user_id) DO NOTHING`,
    );
  });
  await step(`${OPENINGS} openings`, async () => {
    await db.query(`INSERT INTO coach_profiles (user_id) SELECT id FROM bk`);
    await db.query(
      `INSERT INTO recruiting_openings (coach_id, sport, positions, level, birth_year_from,
          birth_year_to, min_height_cm, country, city, lat, lng, radius_km, description, created_at)
       SELECT id, CASE WHEN i % 3 = 0 THEN 'basketball' ELSE 'football' END,
              CASE WHEN i % 3 = 0 THEN ARRAY[(${BASKETBALL})[1 + i % 5]]
                   ELSE ARRAY[(${FOOTBALL})[1 + i % 8], (${FOOTBALL})[1 + (i + 3) % 8]] END,
              (${LEVELS})[1 + i % 6], 1995 + i % 10, 2000 + i % 10, 160 + i % 30, 'ES', 'Town ' || i,
              36 + ((i * 17) % 800) / 100.0, -9 + ((i * 31) % 1200) / 100.0, 50 + (i % 4) * 50,
              'Looking for players for next season', now() - i * interval '1 minute'
       FROM bk`,
    );
  });
  await step(`${(ATHLETES + OPENINGS) * 2} blocks`, () =>
    db.query(
      `INSERT INTO blocks (blocker_id, blocked_id)
       SELECT a.id, b.id FROM ba a CROSS JOIN generate_series(1, 2) k
       JOIN bk b ON b.i = 1 + ((a.i * 7 + k * 13) % $1) ON CONFLICT DO NOTHING`,
      [OPENINGS],
    ),
  );
  await db.query('SET session_replication_role = DEFAULT').catch(() => undefined);
  await step('VACUUM ANALYZE', () => db.query('VACUUM ANALYZE'));
}

async function main() {
  ensureServerBuilt();
  const port = 3700 + Math.floor(Math.random() * 90);
  const pgPort = port + 1000;
  const url = `http://127.0.0.1:${port}`;
  const { dataDir, drop: dropDatabase, databaseUrl: scratchUrl } = await benchStorage('recruiting');
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
  try {
    await waitForHealth(url);
    if (!databaseUrl) {
      const password = readFileSync(join(dataDir, 'secrets', 'postgres-password'), 'utf8').trim();
      databaseUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/sportsnet`;
    }
    db = new Client({ connectionString: databaseUrl });
    await db.connect();
    console.log('Seeding:');
    const seedStart = Date.now();
    await seed(db);
    console.log(`  total: ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

    const login = await signUpAndLogIn(url, {
      userName: 'bench_coach',
      fullName: 'Bench Coach',
      email: 'coach@example.com',
      password: 'bench-pass-1',
    });
    const auth = { authorization: `Bearer ${login.token}` };
    const json = { 'content-type': 'application/json', ...auth };
    const post = async (path, body, method = 'POST') => {
      const res = await fetch(`${url}/api/v1/${path}`, {
        method,
        headers: json,
        body: JSON.stringify(body),
      });
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    };
    await post('addCoachProfile', {});
    const opening = await post('recruiting/openings', {
      sport: 'football',
      positions: ['striker', 'winger'],
      level: 'academy',
      birthYearFrom: 2002,
      birthYearTo: 2007,
      minHeightCm: 175,
      country: 'ES',
      city: 'Madrid',
      lat: 40.4168,
      lng: -3.7038,
      radiusKm: 150,
      description: 'Bench opening',
    });
    const openingId = opening.data._id;
    const searchPath =
      '/api/v1/recruiting/players?sport=football&position=striker&level=academy&near=40.4168,-3.7038&radiusKm=100&limit=20';
    const matchesPath = `/api/v1/recruiting/openings/${openingId}/matches?limit=20`;

    // The very queries the service runs, explained.
    const repo = require(
      join(
        root,
        'server',
        'dist',
        'server',
        'src',
        'modules',
        'recruiting',
        'recruiting.repository.js',
      ),
    );
    const explain = (q) => [`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.text}`, q.values];
    const plans = [
      [
        'Filtered search plan (football, striker, academy, 100 km of Madrid)',
        ...explain(
          repo.playerSearchQuery(login.user._id, {
            filters: { sport: 'football', position: 'striker', level: 'academy' },
            near: { lat: 40.4168, lng: -3.7038, radiusKm: 100 },
            after: null,
            limit: 21,
          }),
        ),
      ],
      [
        'Opening matches plan (first page)',
        ...explain(repo.openingMatchesQuery(login.user._id, openingId, null, 21)),
      ],
    ];
    for (const [title, sql, params] of plans) {
      const plan = await db.query(sql, params);
      console.log(`\n${title}:`);
      for (const r of plan.rows) console.log(`  ${r['QUERY PLAN']}`);
    }

    baseline = await startBaseline(port + 50, databaseUrl);
    const baseUrl = `http://127.0.0.1:${port + 50}`;
    for (const path of [searchPath, matchesPath]) {
      const [mine, theirs] = await Promise.all(
        [url, baseUrl].map(async (u) => (await fetch(`${u}${path}`, { headers: auth })).json()),
      );
      if (JSON.stringify(mine) !== JSON.stringify(theirs)) {
        throw new Error(`the baseline does not answer what the product answers: ${path}`);
      }
      console.log(
        `\n${path}: ${mine.data.length} items, first score ${mine.data[0]?.score ?? '-'}`,
      );
    }
    const load = loadavg()
      .map((n) => n.toFixed(1))
      .join(' ');
    const servers = {
      product: { url, pid: server.pid },
      baseline: { url: baseUrl, pid: baseline.pid },
    };
    const results = [
      ...(await pair('filtered player search', searchPath, auth, servers)),
      ...(await pair("an opening's matches", matchesPath, auth, servers)),
    ];
    console.log(
      `\nRecruiting: ${ATHLETES} athletes, ${OPENINGS} openings; ${CONNECTIONS} connections, ${DURATION} s each in ${ROUNDS} alternating rounds, node ${process.version}, load average ${load} (before) / ${loadavg()
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
