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
const { join } = require('node:path');

const dist = join(__dirname, '..', 'dist', 'server', 'src', 'modules', 'posts');
const { feedPageQuery } = require(join(dist, 'posts.repository.js'));
const { toPostDto } = require(join(dist, 'post.mapper.js'));
const { toPage } = require(join(dist, '..', '..', 'core', 'http', 'pagination.js'));
const { useMediaSigningSecret } = require(
  join(dist, '..', '..', 'core', 'storage', 'media-url.js'),
);

// The product's pool settings and token check (bare-auth.cjs), so both run the same SQL alike.
const { pool, viewerOf } = require('./bare-auth.cjs');
// The media URLs a page holds are signed as the product signs them (non-public media).
useMediaSigningSecret(process.env.JWT_SECRET ?? '');

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
