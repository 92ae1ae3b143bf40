// The other read paths at the feed bench's scale (called by feed.cjs after the feed, on the same
// database): a profile page, a 500-comment thread, recommendations with 1M connections and user
// search (a rare term, one every seed name holds, and two letters no name holds), at the same
// number of connections, next to the signed-in feed's first page measured the same way.
// BENCH_READS=0 skips them.
'use strict';
const { join } = require('node:path');
const { measureWithCpu, root, step, warmUp } = require('./support.cjs');

const built = (...path) =>
  require(join(root, 'server', 'dist', 'server', 'src', 'modules', ...path));

/** The very queries the services run, explained on the seeded database. */
async function printPlans(db, readerId) {
  const { mutualQuery, myTeamsQuery, teamsQuery } = built(
    'recommendations',
    'recommendations-query.js',
  );
  const { nameMatchesQuery } = built('users', 'user-search-sql.js');
  const { keptSearchPageQuery, userSearchQuery } = built('people', 'user-search-query.js');
  const matching = nameMatchesQuery('player', 200);
  const playerIds = (await db.query(matching.text, matching.values)).rows.map((r) => r.id);
  const mine = myTeamsQuery(readerId);
  const [{ teams }] = (await db.query(mine.text, mine.values)).rows;
  // A reader's first 200 candidates are ranked at once and kept (RecommendationsService).
  const plans = [
    ['Mutual ranking plan (the reader: 50 connections)', mutualQuery(readerId, 200, 0)],
    [
      'Team ranking plan (a quarter of the users share a team)',
      teamsQuery(readerId, teams, 200, 0),
    ],
    // A term's first 200 matches are found once and kept for every searcher (KeptNameMatches);
    // pages read the viewer's share of them; an email, or a page past them, is searched whole.
    ['User search: matching q=seed_4242 (kept)', nameMatchesQuery('seed_4242', 200)],
    ['User search: matching q=player, in every name (kept)', matching],
    ['User search: matching q=zq, in no name, no trigram (kept)', nameMatchesQuery('zq', 200)],
    [
      'User search: a page of the kept matches of q=player',
      keptSearchPageQuery(readerId, playerIds.slice(0, 42), 21),
    ],
    [
      'User search past the kept matches (q=seed_4242)',
      userSearchQuery(readerId, 'seed_4242', null, 21),
    ],
  ];
  for (const [title, q] of plans) {
    const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${q.text}`, q.values);
    console.log(`\n${title}:`);
    for (const r of plan.rows) console.log(`  ${r['QUERY PLAN']}`);
  }
}

/**
 * 10 connections per seed user (1M with 100k users), 50 for the reader, 500 comments on one post,
 * one comment with 2 000 replies on another, a fan profile for every seed user: a quarter of them
 * share one of the reader's two teams.
 */
async function seedReads(db, readerId) {
  await db.query('SET synchronous_commit = off');
  await db.query('SET session_replication_role = replica').catch(() => undefined);
  await step('connections (10 per user)', () =>
    db.query(`INSERT INTO connections (requester_id, recipient_id, status)
      SELECT a.id, b.id, 'connected'
      FROM bu a CROSS JOIN generate_series(1, 10) k
      JOIN bu b ON b.rn = 1 + ((a.rn + k - 1) % (SELECT count(*) FROM bu))`),
  );
  await db.query(
    `INSERT INTO connections (requester_id, recipient_id, status)
     SELECT $1, id, 'connected' FROM bu WHERE rn % 1999 = 0 LIMIT 50`,
    [readerId],
  );
  const [thread, busyThread] = (
    await db.query(
      `SELECT id FROM posts WHERE community_id IS NULL ORDER BY created_at DESC LIMIT 2`,
    )
  ).rows;
  await step('500 comments on one post', async () => {
    await db.query(
      `INSERT INTO comments (post_id, user_id, comment, created_at, updated_at)
       SELECT $1, bu.id, 'Comment ' || bu.rn, now() - bu.rn * interval '1 second',
              now() - bu.rn * interval '1 second'
       FROM bu WHERE bu.rn <= 500`,
      [thread.id],
    );
    await db.query(
      `UPDATE posts SET num_of_comments = (SELECT count(*) FROM comments WHERE post_id = $1)
       WHERE id = $1`,
      [thread.id],
    );
  });
  await step('2 000 replies to one comment', async () => {
    const [popular] = (
      await db.query(
        `INSERT INTO comments (post_id, user_id, comment, created_at, updated_at)
         SELECT $1, id, 'A popular comment', now() - interval '1 day', now() - interval '1 day'
         FROM bu WHERE rn = 1 RETURNING id`,
        [busyThread.id],
      )
    ).rows;
    await db.query(
      `INSERT INTO comments (post_id, user_id, parent_comment_id, comment, created_at, updated_at)
       SELECT $1, bu.id, $2, 'Reply ' || bu.rn, now() - interval '1 day' + bu.rn * interval '1 ms',
              now() - interval '1 day' + bu.rn * interval '1 ms'
       FROM bu WHERE bu.rn <= 2000`,
      [busyThread.id, popular.id],
    );
    await db.query(
      `UPDATE posts SET num_of_comments = (SELECT count(*) FROM comments WHERE post_id = $1)
       WHERE id = $1`,
      [busyThread.id],
    );
  });
  await step('fan profiles (a quarter share a team of the reader)', async () => {
    await db.query(
      `INSERT INTO fan_profiles (user_id, favourite_teams)
       SELECT id, CASE WHEN rn % 4 = 0 THEN ARRAY['Lakers', 'Team ' || rn % 300]
                       WHEN rn % 40 = 1 THEN ARRAY['barcelona ']
                       ELSE ARRAY['Team ' || rn % 300] END
       FROM bu`,
    );
    await db.query(
      `INSERT INTO fan_profiles (user_id, favourite_teams) VALUES ($1, ARRAY['Lakers', 'Barcelona'])
       ON CONFLICT (user_id) DO UPDATE SET favourite_teams = EXCLUDED.favourite_teams`,
      [readerId],
    );
  });
  await db.query('SET session_replication_role = DEFAULT').catch(() => undefined);
  await step('ANALYZE', () => db.query('ANALYZE connections, comments'));
  // VACUUM empties the teams index's list of pending entries, as autovacuum would.
  await step('VACUUM fan_profiles', () => db.query('VACUUM ANALYZE fan_profiles'));
  return { threadId: thread.id, busyThreadId: busyThread.id };
}

/** `measureWithCpu`, with the CPU a request cost the server (`pid`) and PostgreSQL, in ms. */
async function measureRead(title, opts, pid) {
  const r = await measureWithCpu(title, opts, pid);
  const msEach = (seconds) => ((seconds * 1000) / Math.max(1, r.requests)).toFixed(2);
  return { ...r, cpu: `${msEach(r.cpu.node)} / ${msEach(r.cpu.postgres)}` };
}

async function measureReads({ db, url, pid, auth, login, connections }) {
  // temp table `bu` (seed users by rank) lives in feed.cjs's session on `db`.
  console.log('\nSeeding the other reads:');
  const { threadId, busyThreadId } = await seedReads(db, login.user._id);
  await printPlans(db, login.user._id);
  const [author] = (
    await db.query(`SELECT id FROM bu WHERE rn = LEAST(4242, (SELECT max(rn) FROM bu))`)
  ).rows;
  const api = `${url}/api/v1`;
  const json = { ...auth, 'content-type': 'application/json' };
  const reads = [
    [
      'GET /getAllPost?limit=20 (signed-in feed, for reference)',
      { url: `${api}/getAllPost?limit=20`, headers: auth },
    ],
    ['GET /profile/{id} (a seed author)', { url: `${api}/profile/${author.id}`, headers: auth }],
    [
      'POST /viewComments (500-comment thread, first 20 with replies)',
      {
        url: `${api}/viewComments`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ postId: threadId, limit: 20 }),
      },
    ],
    [
      'POST /viewComments (one comment with 2 000 replies)',
      {
        url: `${api}/viewComments`,
        method: 'POST',
        headers: json,
        body: JSON.stringify({ postId: busyThreadId, limit: 20 }),
      },
    ],
    [
      'GET /recommendations/mutual?limit=20 (1M connections)',
      { url: `${api}/recommendations/mutual?limit=20`, headers: auth },
    ],
    [
      'GET /recommendations/teams?limit=20 (a quarter of the users share a team)',
      { url: `${api}/recommendations/teams?limit=20`, headers: auth },
    ],
    // The common term first, as typing a name starts: a plan kept from the first searches on a
    // connection is what later ones get (sqlRows: planPerCall).
    [
      'GET /users/search?q=player (in every seed name)',
      { url: `${api}/users/search?q=player`, headers: auth },
    ],
    [
      'GET /users/search?q=seed_4242 (100k users)',
      { url: `${api}/users/search?q=seed_4242`, headers: auth },
    ],
    [
      'GET /users/search?q=zq (two characters, in no name)',
      { url: `${api}/users/search?q=zq`, headers: auth },
    ],
  ];
  const results = [];
  for (const [title, opts] of reads) {
    const started = Date.now();
    const check = await fetch(opts.url, {
      method: opts.method ?? 'GET',
      headers: opts.headers,
      body: opts.body,
      signal: AbortSignal.timeout(30_000),
    }).catch((error) => error);
    if (check instanceof Error || !check.ok) {
      // A read this slow at this scale is a finding: say so, and measure the others.
      const why = check instanceof Error ? `no answer within 30 s (${check.name})` : check.status;
      console.log(`  ${title}: ${why}`);
      results.push({ title: `${title}: ${why}`, rps: 0, p50: '', p99: '', non2xx: '' });
      continue;
    }
    console.log(`  ${title}: one request alone ${Date.now() - started} ms`);
    await warmUp({ ...opts, connections });
    results.push(await measureRead(title, { ...opts, connections }, pid));
  }
  console.log(`\nOther reads, ${connections} connections:\n`);
  console.log(
    '| request | req/s | p50 ms | p99 ms | CPU ms a request: server / PostgreSQL | non-2xx |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const r of results)
    console.log(`| ${r.title} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.cpu ?? ''} | ${r.non2xx} |`);
}

module.exports = { measureReads };
