'use strict';
// What every bare baseline shares with the product, so a ratio measures the product's own work
// and not a cheaper sign-in: the product's pool settings (data-source-options.ts) and its token
// check — an HS256 verify, then the session row, kept in memory 30 s as the product's session
// cache keeps a standing one (SESSION_CACHE_TTL_MS); and how a request's body is read.
const { createSecretKey } = require('node:crypto');
const jwt = require('jsonwebtoken');
const { Pool } = require('pg');

const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_SIZE ?? 20),
  options: '-c jit=off',
});
const key = createSecretKey(Buffer.from(process.env.JWT_SECRET ?? ''));
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

/** The token's user id when its session stands; else null. */
async function userOf(token) {
  let payload;
  try {
    payload = jwt.verify(token, key, { algorithms: ['HS256'] });
  } catch {
    return null;
  }
  const s = await sessionOf(payload.jti);
  if (!s || s.user_id !== payload.sub || s.revoked_at || s.expires_at <= new Date()) return null;
  return s.user_id;
}

/** The caller's user id, or null (no token, or a bad one: anonymous). */
async function viewerOf(req) {
  const header = req.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  return userOf(header.slice(7));
}

/** The request's whole body, as text. */
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

module.exports = { pool, readBody, userOf, viewerOf };
