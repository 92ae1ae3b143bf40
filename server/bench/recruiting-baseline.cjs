#!/usr/bin/env node
// The ceiling recruiting's reads are measured against: a bare `node:http` + `pg` server answering
// GET /api/v1/recruiting/players and GET /api/v1/recruiting/openings/{id}/matches with the SAME
// SQL (built by the compiled recruiting.repository.js the service runs), the same mapping
// (recruiting.mapper.js, match-score.js) and the same authentication work (HS256 verify, then the
// session row, kept 30 s as the product keeps it). No framework, no validation, no middleware.
//
//   BASELINE_PORT, DATABASE_URL, JWT_SECRET, DB_POOL_SIZE configure it.
'use strict';
const http = require('node:http');
const { join } = require('node:path');

const src = join(__dirname, '..', 'dist', 'server', 'src');
const dist = join(src, 'modules', 'recruiting');
const repo = require(join(dist, 'recruiting.repository.js'));
const { toAthleteProfile } = require(join(dist, 'recruiting.mapper.js'));
const { matchScore } = require(join(dist, 'match-score.js'));
const { encodeCursor } = require(join(src, 'core', 'http', 'pagination.js'));
const { useMediaSigningSecret } = require(join(src, 'core', 'storage', 'media-url.js'));

const { pool, viewerOf } = require('./bare-auth.cjs');
useMediaSigningSecret(process.env.JWT_SECRET ?? '');

const names = new Map();
async function run(q) {
  let name = names.get(q.text);
  if (!name) names.set(q.text, (name = `r${names.size}`));
  return (await pool.query({ name, text: q.text, values: q.values })).rows;
}

function send(res, items, nextCursor) {
  const body = JSON.stringify({ success: true, data: items, nextCursor });
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  res.end(body);
}

async function players(req, res, viewer) {
  const url = new URL(req.url, 'http://x');
  const p = url.searchParams;
  const num = (k) => (p.has(k) ? Number(p.get(k)) : undefined);
  const filters = {
    sport: p.get('sport') ?? undefined,
    position: p.get('position') ?? undefined,
    level: p.get('level') ?? undefined,
    minHeightCm: num('minHeightCm'),
    maxHeightCm: num('maxHeightCm'),
    birthYearFrom: num('birthYearFrom'),
    birthYearTo: num('birthYearTo'),
    country: p.get('country') ?? undefined,
  };
  let near = null;
  if (p.get('near')) {
    const [lat, lng] = p.get('near').split(',').map(Number);
    near = { lat, lng, radiusKm: num('radiusKm') ?? null };
  }
  const size = num('limit') ?? 20;
  const rows = await run(
    repo.playerSearchQuery(viewer, { filters, near, after: null, limit: size + 1 }),
  );
  const kept = rows.slice(0, size);
  const last = kept[kept.length - 1];
  send(
    res,
    kept.map((r) => toAthleteProfile(r, viewer)),
    rows.length > size
      ? encodeCursor({ key: String(last.listed_at.getTime()), id: last.user_id })
      : null,
  );
}

async function matches(req, res, viewer, id) {
  const url = new URL(req.url, 'http://x');
  const size = Number(url.searchParams.get('limit') ?? 20);
  // The opening as the service reads it first (404 unless the caller owns it), then its matches.
  const [opening] = await run(repo.openingQuery(viewer, id));
  if (!opening || opening.coach_id !== viewer) {
    res.writeHead(404).end();
    return;
  }
  const rows = await run(repo.openingMatchesQuery(viewer, id, null, size + 1));
  const kept = rows.slice(0, size);
  const last = kept[kept.length - 1];
  const items = kept.map((r) => ({
    athlete: toAthleteProfile({ ...r, km: r.match_km }, viewer),
    ...matchScore({
      sport: r.sport,
      wantedSport: opening.sport,
      positions: r.positions,
      wantedPositions: opening.positions,
      birthYear: r.birth_year,
      birthYearFrom: opening.birth_year_from,
      birthYearTo: opening.birth_year_to,
      heightCm: r.height_cm,
      minHeightCm: opening.min_height_cm,
      level: r.level,
      wantedLevel: opening.level,
      km: r.match_km,
      radiusKm: opening.radius_km,
      sameCountry: r.country === opening.country,
    }),
  }));
  send(
    res,
    items,
    rows.length > size ? encodeCursor({ key: String(last.score), id: last.user_id }) : null,
  );
}

const MATCHES = /^\/api\/v1\/recruiting\/openings\/([0-9a-f-]{36})\/matches/;
const server = http.createServer((req, res) => {
  const work = async () => {
    const viewer = await viewerOf(req);
    if (!viewer) {
      res.writeHead(401).end();
      return;
    }
    const m = MATCHES.exec(req.url);
    if (m) return matches(req, res, viewer, m[1]);
    if (req.url.startsWith('/api/v1/recruiting/players')) return players(req, res, viewer);
    res.writeHead(404).end();
  };
  work().catch((error) => res.writeHead(500).end(String(error)));
});
server.listen(Number(process.env.BASELINE_PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
