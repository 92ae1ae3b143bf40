#!/usr/bin/env node
// The ceiling the product's feed is measured against: a bare `node:http` + `pg` server answering
// GET /api/v1/getAllPost with the SAME SQL (built by the compiled posts.repository.js that
// PostsRepository runs), the same JSON shape (post.mapper.js, keyset-cursor.js) and the same
// authentication work (HS256 verify with the same secret, then the session row by its id, kept
// in memory 30 s as the product keeps it). No framework, no validation, no middleware: what Node
// itself does with this request.
//
//   BASELINE_PORT, DATABASE_URL, JWT_SECRET, DB_POOL_SIZE (the product's default) configure it.
'use strict';
const http = require('node:http');
const { createSecretKey } = require('node:crypto');
const { join } = require('node:path');
const jwt = require('jsonwebtoken');
const { Pool } = require('pg');

const dist = join(__dirname, '..', 'dist', 'server', 'src', 'modules', 'posts');
const { feedPageQuery } = require(join(dist, 'posts.repository.js'));
const { toPostDto } = require(join(dist, 'post.mapper.js'));
const { toPage } = require(join(dist, '..', '..', 'core', 'http', 'pagination.js'));
const { useMediaSigningSecret } = require(
  join(dist, '..', '..', 'core', 'storage', 'media-url.js'),
);

// The product's connection settings (data-source-options.ts), so both run the same SQL alike.
const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_SIZE ?? 20),
  options: '-c jit=off',
});
const key = createSecretKey(Buffer.from(process.env.JWT_SECRET ?? ''));
// The media URLs a page holds are signed as the product signs them (non-public media).
useMediaSigningSecret(process.env.JWT_SECRET ?? '');

// The product keeps a standing session in memory for SESSION_CACHE_TTL_MS (30 s); so does this.
const sessions = new Map();

async function sessionOf(id) {
  const hit = sessions.get(id);
  if (hit && hit.until > Date.now()) return hit.row;
  const { rows } = await pool.query({
    name: 'session',
    text: 'SELECT user_id, expires_at, revoked_at FROM sessions WHERE id = $1',
    values: [id],
  });
  if (rows[0] && !rows[0].revoked_at)
    sessions.set(id, { row: rows[0], until: Date.now() + 30_000 });
  return rows[0];
}

/** The caller's user id, or null (anonymous; a bad token on a public route is anonymous too). */
async function viewerOf(req) {
  const header = req.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  let payload;
  try {
    payload = jwt.verify(header.slice(7), key, { algorithms: ['HS256'] });
  } catch {
    return null;
  }
  const s = await sessionOf(payload.jti);
  if (!s || s.user_id !== payload.sub || s.revoked_at || s.expires_at <= new Date()) return null;
  return s.user_id;
}

async function feed(req, res) {
  const url = new URL(req.url, 'http://x');
  const limit = url.searchParams.get('limit');
  const q = feedPageQuery(
    await viewerOf(req),
    {
      limit: limit ? Number(limit) : undefined,
      cursor: url.searchParams.get('cursor') ?? undefined,
    },
    url.searchParams.get('media') ?? undefined,
  );
  const names = (feed.names ??= new Map());
  let name = names.get(q.text);
  if (!name) names.set(q.text, (name = `f${names.size}`));
  const { rows } = await pool.query({ name, text: q.text, values: q.values });
  const page = toPage(
    rows,
    q.limit,
    (r) => ({ at: r.created_at, id: r.id }),
    (r) => toPostDto(r, q.viewer),
  );
  const body = JSON.stringify({ success: true, data: page.items, nextCursor: page.nextCursor });
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}

const server = http.createServer((req, res) => {
  if (!req.url.startsWith('/api/v1/getAllPost')) {
    res.writeHead(404).end();
    return;
  }
  feed(req, res).catch((error) => {
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
