#!/usr/bin/env node
// The ceiling the product's chat is measured against: a bare `node:http` + socket.io + `pg` relay
// on the same database. POST /api/v1/messages/send with the product's body and bearer token
// (HS256 verify with the same secret, then the session row by its id, kept in memory 30 s as the
// product keeps it, as baseline.cjs does), one INSERT into `messages` (its triggers move the
// chat's summary and the receiver's unread count, as for the product) and one emit of
// `receive_message` to the receiver's room. A socket's handshake verifies the same token and the
// socket joins its user's room. No checks of who may message whom, no notification, no chat
// summary in the push: what Node, socket.io and PostgreSQL themselves do with a message.
//
//   BASELINE_PORT, DATABASE_URL, JWT_SECRET, DB_POOL_SIZE (the product's default) configure it.
'use strict';
const http = require('node:http');
const { Server } = require('socket.io');

const { pool, readBody, userOf } = require('./bare-auth.cjs');

function answer(res, status, body) {
  const data = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(data),
  });
  res.end(data);
}

let io;

async function send(req, res) {
  const header = req.headers.authorization;
  const senderId = header?.startsWith('Bearer ') ? await userOf(header.slice(7)) : null;
  if (!senderId) return answer(res, 401, { success: false });
  let body;
  try {
    body = JSON.parse(await readBody(req));
  } catch {
    return answer(res, 400, { success: false });
  }
  const { rows } = await pool.query({
    name: 'send',
    text: `INSERT INTO messages (chat_id, sender_id, receiver_id, content) VALUES ($1, $2, $3, $4)
           RETURNING id, chat_id, sender_id, receiver_id, content, created_at`,
    values: [body.chatId, senderId, body.receiverId, body.content],
  });
  const row = rows[0];
  const message = {
    _id: row.id,
    chatId: row.chat_id,
    senderId: row.sender_id,
    receiverId: row.receiver_id,
    content: row.content,
    createdAt: row.created_at.toISOString(),
  };
  io.to(`user:${row.receiver_id}`).emit('receive_message', message);
  answer(res, 201, { success: true, message, data: message });
}

const server = http.createServer((req, res) => {
  if (req.method !== 'POST' || req.url !== '/api/v1/messages/send') {
    res.writeHead(404).end();
    return;
  }
  send(req, res).catch((error) => {
    if (!res.headersSent) answer(res, 500, { success: false, error: String(error) });
  });
});

io = new Server(server, { path: '/socket.io', transports: ['websocket'] });
io.use((socket, next) => {
  const token = socket.handshake.auth?.token;
  if (typeof token !== 'string') return next(new Error('INVALID_TOKEN'));
  userOf(token.replace(/^Bearer\s+/i, '')).then(
    (userId) => {
      if (!userId) return next(new Error('INVALID_TOKEN'));
      socket.data.userId = userId;
      next();
    },
    () => next(new Error('SERVICE_UNAVAILABLE')),
  );
});
io.on('connection', (socket) => {
  void socket.join(`user:${socket.data.userId}`);
});

server.listen(Number(process.env.BASELINE_PORT), '127.0.0.1', () => {
  process.send?.('ready');
});
process.on('SIGTERM', () => {
  io.close();
  void pool.end().then(() => process.exit(0));
});
