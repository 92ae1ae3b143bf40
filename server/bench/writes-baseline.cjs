#!/usr/bin/env node
// The ceiling each write path is measured against (bench/writes.cjs): a bare `node:http` + `pg`
// server doing the write itself — one statement on the same tables, so the same triggers fire
// (the post's and the users' counters) and the same constraints decide (primary keys, the
// unordered pair of a connection) — behind the same authentication work as the product (HS256
// verify with the same secret, then the session row by its id, kept in memory 30 s as the
// product keeps it). No framework, no validation, no visibility rule, no notification: what Node
// and PostgreSQL themselves do with the write.
//
//   BASELINE_PORT, DATABASE_URL, JWT_SECRET, DB_POOL_SIZE (the product's default) configure it.
'use strict';
const http = require('node:http');

// The product's pool settings and token check, so both run their SQL alike.
const { pool, readBody, viewerOf } = require('./bare-auth.cjs');

/** A toggle in one statement: the row goes when it is there, else it is added. */
const toggle = (table) => `WITH gone AS (
    DELETE FROM ${table} WHERE post_id = $1 AND user_id = $2 RETURNING 1
  ), added AS (
    INSERT INTO ${table} (post_id, user_id) SELECT $1, $2 WHERE NOT EXISTS (SELECT 1 FROM gone)
    ON CONFLICT DO NOTHING RETURNING 1
  )
  SELECT EXISTS (SELECT 1 FROM added) AS on`;

/** Each route: its statement, its parameters from (user, body), and its answer's status. */
const ROUTES = {
  '/api/v1/like': {
    text: `INSERT INTO post_likes (post_id, user_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING post_id`,
    values: (me, b) => [b.postId, me],
    status: (rows) => (rows.length ? 201 : 409),
  },
  '/api/v1/dislike': {
    text: `DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2 RETURNING post_id`,
    values: (me, b) => [b.postId, me],
    status: (rows) => (rows.length ? 200 : 404),
  },
  '/api/v1/createComment': {
    text: `INSERT INTO comments (post_id, user_id, comment) VALUES ($1, $2, $3)
           RETURNING id, created_at`,
    values: (me, b) => [b.postId, me, b.comment],
    status: () => 201,
  },
  '/api/v1/follow': {
    text: `INSERT INTO follows (follower_id, following_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING 1`,
    values: (me, b) => [me, b.followingId],
    status: () => 200,
  },
  '/api/v1/unfollow': {
    text: `DELETE FROM follows WHERE follower_id = $1 AND following_id = $2 RETURNING 1`,
    values: (me, b) => [me, b.followingId],
    status: () => 200,
  },
  '/api/v1/connect': {
    text: `INSERT INTO connections (requester_id, recipient_id) VALUES ($1, $2)
           ON CONFLICT DO NOTHING RETURNING id`,
    values: (me, b) => [me, b.connectId],
    status: (rows) => (rows.length ? 201 : 409),
  },
  '/api/v1/acceptConnection': {
    text: `UPDATE connections SET status = 'connected', updated_at = now()
            WHERE requester_id = $2 AND recipient_id = $1 AND status = 'pending' RETURNING id`,
    values: (me, b) => [me, b.requesterId],
    status: (rows) => (rows.length ? 200 : 404),
  },
  '/api/v1/savePost': {
    text: toggle('post_saves'),
    values: (me, b) => [b.postId, me],
    status: () => 200,
  },
  '/api/v1/repost': {
    text: toggle('post_reposts'),
    values: (me, b) => [b.postId, me],
    status: () => 200,
  },
  '/api/v1/createPost': {
    text: `INSERT INTO posts (user_id, title) VALUES ($1, $2) RETURNING id, created_at`,
    values: (me, b) => [me, b.title],
    status: () => 201,
  },
};
const names = new Map(Object.keys(ROUTES).map((path, i) => [path, `w${i}`]));

async function write(req, res) {
  // The product's `follow` with `follow: false` is an unfollow: one path there, two here.
  const me = await viewerOf(req);
  const body = JSON.parse((await readBody(req)) || '{}');
  if (!me) {
    res.writeHead(401).end();
    return;
  }
  const path = req.url === '/api/v1/follow' && body.follow === false ? '/api/v1/unfollow' : req.url;
  const r = ROUTES[path];
  const { rows } = await pool.query({
    name: names.get(path),
    text: r.text,
    values: r.values(me, body),
  });
  const out = JSON.stringify({ success: true, data: rows[0] ?? null });
  res.writeHead(r.status(rows), { 'content-type': 'application/json; charset=utf-8' });
  res.end(out);
}

const server = http.createServer((req, res) => {
  const route = req.method === 'POST' ? ROUTES[req.url] : undefined;
  if (!route) {
    res.writeHead(404).end();
    return;
  }
  write(req, res).catch((error) => {
    res.writeHead(500).end(String(error));
  });
});
server.listen(Number(process.env.BASELINE_PORT), '127.0.0.1', () => {
  process.send?.('ready');
});
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
