import request from 'supertest';
import { DataSource } from 'typeorm';
import type { ChatMessage, ReceiveMessagePayload } from '../src/contracts/chat';
import { createUser, CreatedUser } from './support/factories';
import { eventually } from './support/eventually';
import { connectSocket, TestSocket, waitForSocketEvent } from './support/socket';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** Lets events already in flight land, so "nothing arrived" means nothing was sent. */
async function settle(): Promise<void> {
  await new Promise((r) => setTimeout(r, 300));
}

describe('Chat (e2e)', () => {
  let t: TestApp;
  const sockets: TestSocket[] = [];
  const auth = (u: CreatedUser) => ({ Authorization: `Bearer ${u.token}` });
  const send = (from: CreatedUser, body: object) =>
    request(t.url).post('/api/v1/messages/send').set(auth(from)).send(body);
  const get = (me: CreatedUser, path: string) =>
    request(t.url).get(`/api/v1/${path}`).set(auth(me));
  const follow = (me: CreatedUser, other: CreatedUser) =>
    request(t.url)
      .post('/api/v1/follow')
      .set(auth(me))
      .send({ followingId: other.user._id, follow: true })
      .expect(200);
  const unread = async (me: CreatedUser): Promise<number> =>
    (await get(me, 'messages/unread-count').expect(200)).body.data.unreadCount;

  async function online(user: CreatedUser): Promise<TestSocket> {
    const socket = connectSocket(t.url, user.token);
    sockets.push(socket);
    await waitForSocketEvent(socket, 'connect');
    return socket;
  }

  /** A follows B and opens their chat with a first message. */
  async function chatBetween(a: CreatedUser, b: CreatedUser): Promise<ChatMessage> {
    await follow(a, b);
    const res = await send(a, { receiverId: b.user._id, content: 'Hey there! 👋' }).expect(201);
    return res.body.message;
  }

  beforeAll(async () => {
    // The per-sender message limit is under test here (every test has its own users).
    t = await startTestApp({ WRITE_LIMITS_ENABLED: 'true' });
    await resetDatabase(t.app);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await new Promise((r) => setTimeout(r, 200));
    await t.close();
  });

  it('starts a chat with someone one follows, and the other side replies without following', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    const refused = await send(a, { receiverId: b.user._id, content: 'Hi' }).expect(403);
    expect(refused.body).toMatchObject({
      success: false,
      message: 'You can only start a chat with people you follow',
    });

    await follow(a, b);
    const first = await send(a, { receiverId: b.user._id, content: '  Hey there! 👋  ' }).expect(
      201,
    );
    const message = first.body.message as ChatMessage;
    expect(first.body).toEqual({ success: true, message, data: message });
    expect(message).toMatchObject({
      senderId: a.user._id,
      receiverId: b.user._id,
      content: 'Hey there! 👋',
    });

    // B does not follow A: replying in the existing chat is fine, with or without its id.
    const reply = await send(b, {
      receiverId: a.user._id,
      chatId: message.chatId,
      content: 'Hello coach',
    }).expect(201);
    expect(reply.body.message.chatId).toBe(message.chatId);
    const again = await send(b, { receiverId: a.user._id, content: 'Still one chat' }).expect(201);
    expect(again.body.message.chatId).toBe(message.chatId);

    const list = await get(b, 'messages/chats').expect(200);
    expect(list.body.success).toBe(true);
    expect(list.body.chats).toHaveLength(1);
    const chat = list.body.chats[0];
    expect(chat).toMatchObject({
      _id: message.chatId,
      lastMessage: { content: 'Still one chat', senderId: b.user._id },
      unreadCount: 1,
    });
    expect(chat.users.map((u: { _id: string }) => u._id).sort()).toEqual(
      [a.user._id, b.user._id].sort(),
    );
    expect(chat.users[1]).toMatchObject({ userName: a.input.userName, isActive: false });
    const rows = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM chats WHERE id = $1`, [message.chatId]);
    expect(rows[0].n).toBe(1);

    // The chat by its id and by the other member, as the list shows it.
    const one = await get(a, `messages/chats/${message.chatId}`).expect(200);
    expect(one.body.data).toMatchObject({ _id: message.chatId, unreadCount: 2 });
    const withB = await get(a, `messages/with/${b.user._id}`).expect(200);
    expect(withB.body.data._id).toBe(message.chatId);
    const stranger = await createUser(t.url);
    expect((await get(a, `messages/with/${stranger.user._id}`).expect(200)).body.data).toBeNull();
    await get(stranger, `messages/chats/${message.chatId}`).expect(404);
  });

  it('refuses blank and over-long messages and keeps nothing', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    await follow(a, b);
    const blank = await send(a, { receiverId: b.user._id, content: '   \n ' }).expect(400);
    expect(blank.body.message).toBe('Message cannot be empty');
    // Nothing but zero-width characters shows nothing either.
    const invisible = await send(a, { receiverId: b.user._id, content: '\u200b\u200d\ufeff' });
    expect([invisible.status, invisible.body.message]).toEqual([400, 'Message cannot be empty']);
    const long = await send(a, { receiverId: b.user._id, content: 'x'.repeat(2001) }).expect(400);
    expect(long.body.message).toBe('Message must be 2000 characters or less');
    const hearts = await send(a, { receiverId: b.user._id, content: '❤️'.repeat(1001) });
    expect([hearts.status, hearts.body.message]).toEqual([
      400,
      'Message must be 2000 characters or less',
    ]);
    await send(a, { receiverId: b.user._id, content: 'x'.repeat(2000) }).expect(201);
    const list = await get(a, 'messages/chats').expect(200);
    expect(list.body.chats[0].lastMessage.content).toHaveLength(2000);
    const edged = await send(a, { receiverId: b.user._id, content: '\u200b hi 👋 \u200b' });
    expect(edged.status).toBe(201);
    expect(edged.body.data.content).toBe('hi 👋');
    await send(a, { receiverId: 'nobody', content: 'hi' }).expect(400);
  });

  it('answers 404 for a chat one is not in, for sending, reading history and marking read', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    const stranger = await createUser(t.url);
    const { chatId } = await chatBetween(a, b);
    const sent = await send(stranger, { receiverId: b.user._id, chatId, content: 'hi' }).expect(
      404,
    );
    expect(sent.body.message).toBe('Chat not found');
    await get(stranger, `messages/chat/${chatId}`).expect(404);
    await request(t.url)
      .post(`/api/v1/messages/chat/${chatId}/read`)
      .set(auth(stranger))
      .expect(404);
    await get(a, `messages/chat/${UNKNOWN}`).expect(404);
    await get(a, 'messages/chat/not-a-chat').expect(400);
  });

  it('pages history: 45 messages make 3 pages, page 1 the newest, each page oldest first', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    await follow(a, b);
    // Alternating senders stay well under each sender's rate limit.
    for (let i = 1; i <= 45; i += 1) {
      const [from, to] = i % 2 ? [a, b] : [b, a];
      await send(from, { receiverId: to.user._id, content: `m${i}` }).expect(201);
    }
    const chatId = (await get(a, 'messages/chats').expect(200)).body.chats[0]._id;
    const page = async (n: number) =>
      (await get(a, `messages/chat/${chatId}?page=${n}&limit=20`).expect(200)).body;
    const p1 = await page(1);
    expect(p1).toMatchObject({ success: true, totalPages: 3, currentPage: 1 });
    expect(p1.messages.map((m: ChatMessage) => m.content)).toEqual(
      Array.from({ length: 20 }, (_, i) => `m${26 + i}`),
    );
    const p3 = await page(3);
    expect(p3.messages.map((m: ChatMessage) => m.content)).toEqual(
      Array.from({ length: 5 }, (_, i) => `m${1 + i}`),
    );
    expect((await page(2)).messages[0].content).toBe('m6');
    const capped = await get(a, `messages/chat/${chatId}?limit=500`).expect(200);
    expect(capped.body.messages).toHaveLength(45);
    expect(capped.body.totalPages).toBe(1);
    for (const [query, message] of [
      ['page=abc', 'page must be a whole number'],
      ['page=0', 'page must be at least 1'],
      ['limit=ten', 'limit must be a whole number'],
    ]) {
      const bad = await get(a, `messages/chat/${chatId}?${query}`).expect(400);
      expect(bad.body).toMatchObject({ success: false, message });
    }
  });

  it('counts unread messages per chat and in total, and clears them on read', async () => {
    const coach = await createUser(t.url);
    const p1 = await createUser(t.url);
    const p2 = await createUser(t.url);
    const c1 = await chatBetween(p1, coach);
    await send(p1, { receiverId: coach.user._id, content: 'second' }).expect(201);
    await chatBetween(p2, coach);
    expect(await unread(coach)).toBe(3);
    expect(await unread(p1)).toBe(0);
    const chats = (await get(coach, 'messages/chats').expect(200)).body.chats;
    expect(chats.map((c: { unreadCount: number }) => c.unreadCount)).toEqual([1, 2]);

    const read = await request(t.url)
      .post(`/api/v1/messages/chat/${c1.chatId}/read`)
      .set(auth(coach))
      .expect(200);
    expect(read.body).toEqual({ success: true, data: { unreadCount: 1 } });
    expect(await unread(coach)).toBe(1);
    // Sending does not make one's own chat unread.
    await send(coach, { receiverId: p1.user._id, content: 'thanks' }).expect(201);
    expect(await unread(coach)).toBe(1);
    expect(await unread(p1)).toBe(1);
  });

  it('pages the chat list newest activity first with a cursor', async () => {
    const me = await createUser(t.url);
    const others = [await createUser(t.url), await createUser(t.url), await createUser(t.url)];
    for (const o of others) await chatBetween(o, me);
    await send(others[0], { receiverId: me.user._id, content: 'bump' }).expect(201);
    const first = await get(me, 'messages/chats?limit=2').expect(200);
    expect(first.body.chats.map((c: { users: { _id: string }[] }) => c.users[1]._id)).toEqual([
      others[0].user._id,
      others[2].user._id,
    ]);
    const rest = await get(me, `messages/chats?limit=2&cursor=${first.body.nextCursor}`).expect(
      200,
    );
    expect(rest.body.chats.map((c: { users: { _id: string }[] }) => c.users[1]._id)).toEqual([
      others[1].user._id,
    ]);
    expect(rest.body.nextCursor).toBeNull();
  });

  it('follows the receiver’s allowMessages: none refuses everyone, friends only connections', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    await follow(a, b);
    const privacy = (body: object) =>
      request(t.url).put('/api/v1/settings/privacy').set(auth(b)).send(body).expect(200);

    await privacy({ allowMessages: 'none' });
    const none = await send(a, { receiverId: b.user._id, content: 'hi' }).expect(403);
    expect(none.body).toMatchObject({
      message: 'You cannot message this user',
      code: 'MESSAGING_NOT_ALLOWED',
    });

    await privacy({ allowMessages: 'friends' });
    await send(a, { receiverId: b.user._id, content: 'hi' }).expect(403);
    await request(t.url)
      .post('/api/v1/connect')
      .set(auth(a))
      .send({ connectId: b.user._id })
      .expect(201);
    await request(t.url)
      .post('/api/v1/acceptConnection')
      .set(auth(b))
      .send({ requesterId: a.user._id })
      .expect(200);
    await send(a, { receiverId: b.user._id, content: 'hi friend' }).expect(201);
  });

  it('to a blocked sender the receiver does not exist, and the chat leaves both lists', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    const { chatId } = await chatBetween(a, b);
    await t.app
      .get(DataSource)
      .query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [
        b.user._id,
        a.user._id,
      ]);
    const refused = await send(a, { receiverId: b.user._id, chatId, content: 'hello?' }).expect(
      404,
    );
    expect(refused.body.message).toBe('User not found');
    await send(a, { receiverId: b.user._id, content: 'hello?' }).expect(404);
    expect((await get(a, 'messages/chats').expect(200)).body.chats).toEqual([]);
    await get(a, `messages/chat/${chatId}`).expect(404);
    expect(await unread(b)).toBe(0);
  });

  it('limits each sender to 60 messages a minute: 429 with Retry-After', async () => {
    const a = await createUser(t.url);
    const b = await createUser(t.url);
    await follow(a, b);
    for (let i = 0; i < 60; i += 1) {
      await send(a, { receiverId: b.user._id, content: `fast ${i}` }).expect(201);
    }
    const limited = await send(a, { receiverId: b.user._id, content: 'one more' }).expect(429);
    expect(limited.body).toMatchObject({
      message: 'You are sending messages too fast',
      code: 'RATE_LIMITED',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another sender is not slowed down by A.
    await send(b, { receiverId: a.user._id, content: 'easy' }).expect(201);
    const history = await get(b, 'messages/chats').expect(200);
    expect(history.body.chats[0].lastMessage.content).toBe('easy');
  });

  describe('sockets', () => {
    it('receive_message reaches the receiver and the sender’s second socket, no one else', async () => {
      const a = await createUser(t.url);
      const b = await createUser(t.url);
      const c = await createUser(t.url);
      const [sa1, sa2, sb, sc] = [
        await online(a),
        await online(a),
        await online(b),
        await online(c),
      ];
      const heardByC: unknown[] = [];
      sc.on('receive_message', (p) => heardByC.push(p));
      const [atB, atA2, atA1] = [
        waitForSocketEvent(sb, 'receive_message'),
        waitForSocketEvent(sa2, 'receive_message'),
        waitForSocketEvent(sa1, 'receive_message'),
      ];
      const sent = (await chatBetween(a, b)) as ChatMessage;
      const [got, mine] = (await Promise.all([atB, atA2, atA1])) as ReceiveMessagePayload[];
      expect(got).toMatchObject({ ...sent, unreadTotal: 1 });
      expect(got.chat).toMatchObject({ _id: sent.chatId, unreadCount: 1 });
      expect(got.chat.users[1]).toMatchObject({ _id: a.user._id, isActive: true });
      expect(mine).toMatchObject({ _id: sent._id, unreadTotal: 0 });
      expect(mine.chat.unreadCount).toBe(0);

      const readElsewhere = waitForSocketEvent(sb, 'chat_read');
      await request(t.url)
        .post(`/api/v1/messages/chat/${sent.chatId}/read`)
        .set(auth(b))
        .expect(200);
      expect(await readElsewhere).toEqual({ chatId: sent.chatId, unreadTotal: 0 });
      await settle();
      expect(heardByC).toEqual([]);
    });

    it('a message in an existing chat pushes each member the chat and badge as they read them after it', async () => {
      const a = await createUser(t.url);
      const b = await createUser(t.url);
      const first = await chatBetween(a, b);
      await send(b, { receiverId: a.user._id, chatId: first.chatId, content: 'Sure' }).expect(201);
      const [sa, sb] = [await online(a), await online(b)];
      // Both are marked online just after their sockets connect: the pushes must carry that.
      await eventually(async () => {
        const chat = (await get(a, `messages/chats/${first.chatId}`).expect(200)).body.data;
        expect(chat.users.map((u: { isActive: boolean }) => u.isActive)).toEqual([true, true]);
      });
      const [atA, atB] = [
        waitForSocketEvent(sa, 'receive_message'),
        waitForSocketEvent(sb, 'receive_message'),
      ];
      const res = await send(a, {
        receiverId: b.user._id,
        chatId: first.chatId,
        content: 'See you at 6',
      }).expect(201);
      const [toA, toB] = (await Promise.all([atA, atB])) as ReceiveMessagePayload[];
      for (const [member, pushed] of [
        [a, toA],
        [b, toB],
      ] as const) {
        expect(pushed).toMatchObject(res.body.message);
        const chat = (await get(member, `messages/chats/${first.chatId}`).expect(200)).body.data;
        expect(pushed.chat).toEqual(chat);
        expect(pushed.unreadTotal).toBe(await unread(member));
      }
      expect(toB.chat).toMatchObject({
        unreadCount: 2,
        lastMessage: { content: 'See you at 6', senderId: a.user._id },
      });
    });

    it('typing reaches only the other member; forged typing events reach no one', async () => {
      const a = await createUser(t.url);
      const b = await createUser(t.url);
      const c = await createUser(t.url);
      const { chatId } = await chatBetween(a, b);
      const [sa, sb, sc] = [await online(a), await online(b), await online(c)];
      const heard: string[] = [];
      for (const [name, s] of [
        ['a', sa],
        ['b', sb],
        ['c', sc],
      ] as const) {
        s.on('user_typing', (p) => heard.push(`${name}:typing:${p.userId}`));
        s.on('user_stopped_typing', (p) => heard.push(`${name}:stopped:${p.userId}`));
      }
      const typing = waitForSocketEvent(sb, 'user_typing');
      sa.emit('typing_started', { chatId, receiverId: b.user._id });
      expect(await typing).toEqual({ chatId, userId: a.user._id });
      const stopped = waitForSocketEvent(sb, 'user_stopped_typing');
      sa.emit('typing_stopped', { chatId, receiverId: b.user._id });
      await stopped;

      // C is not in the chat; A names a receiver outside it; garbage payloads.
      sc.emit('typing_started', { chatId, receiverId: b.user._id });
      sc.emit('typing_started', { chatId, receiverId: a.user._id });
      sa.emit('typing_started', { chatId, receiverId: c.user._id });
      sa.emit('typing_started', { chatId: 'nope', receiverId: b.user._id });
      (sa as unknown as { emit: (e: string, p: unknown) => void }).emit('typing_started', null);
      // B blocks A: A's typing no longer reaches B.
      await t.app
        .get(DataSource)
        .query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [
          b.user._id,
          a.user._id,
        ]);
      sa.emit('typing_started', { chatId, receiverId: b.user._id });
      await settle();
      expect(heard).toEqual([`b:typing:${a.user._id}`, `b:stopped:${a.user._id}`]);
    });

    it('a socket gone mid-word stops its typing for the other member; forged typing still reaches no one', async () => {
      const a = await createUser(t.url);
      const b = await createUser(t.url);
      const c = await createUser(t.url);
      const { chatId } = await chatBetween(a, b);
      const [sa, sb, sc] = [await online(a), await online(b), await online(c)];
      const otherTabOfA = await online(a);
      const heard: string[] = [];
      for (const [name, s] of [
        ['b', sb],
        ['c', sc],
      ] as const) {
        s.on('user_stopped_typing', (p) => heard.push(`${name}:stopped:${p.chatId}`));
      }
      const typing = waitForSocketEvent(sb, 'user_typing');
      sa.emit('typing_started', { chatId, receiverId: b.user._id });
      await typing;
      // Forged: the chat towards C, who is not in it, and a chat that does not exist.
      sa.emit('typing_started', { chatId, receiverId: c.user._id });
      sa.emit('typing_started', { chatId: UNKNOWN, receiverId: b.user._id });
      await settle();

      // A's other tab never typed: its closing says nothing.
      otherTabOfA.disconnect();
      await settle();
      expect(heard).toEqual([]);

      // The typing tab closes mid-word, without typing_stopped.
      const stopped = waitForSocketEvent(sb, 'user_stopped_typing');
      sa.disconnect();
      expect(await stopped).toEqual({ chatId, userId: a.user._id });
      await settle();
      expect(heard).toEqual([`b:stopped:${chatId}`]);
    });
  });
});

const redisUrl = process.env.E2E_REDIS_URL;

// Two replicas on one Redis: a message sent through one reaches a socket held by the other.
(redisUrl ? describe : describe.skip)('Chat across replicas through Redis (e2e)', () => {
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    one = await startTestApp({ REDIS_URL: redisUrl as string });
    two = await startTestApp({ REDIS_URL: redisUrl as string });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('a message sent through replica one reaches the receiver and typing crosses too', async () => {
    const a = await createUser(one.url);
    const b = await createUser(one.url);
    await request(one.url)
      .post('/api/v1/follow')
      .set('Authorization', `Bearer ${a.token}`)
      .send({ followingId: b.user._id, follow: true })
      .expect(200);
    const sb = connectSocket(two.url, b.token);
    const sa = connectSocket(one.url, a.token);
    try {
      await Promise.all([waitForSocketEvent(sb, 'connect'), waitForSocketEvent(sa, 'connect')]);
      const arrived = waitForSocketEvent(sb, 'receive_message');
      const res = await request(one.url)
        .post('/api/v1/messages/send')
        .set('Authorization', `Bearer ${a.token}`)
        .send({ receiverId: b.user._id, content: 'Across replicas' })
        .expect(201);
      expect(await arrived).toMatchObject({
        _id: res.body.message._id,
        content: 'Across replicas',
      });

      const typing = waitForSocketEvent(sb, 'user_typing');
      sa.emit('typing_started', { chatId: res.body.message.chatId, receiverId: b.user._id });
      expect(await typing).toEqual({ chatId: res.body.message.chatId, userId: a.user._id });
    } finally {
      sa.close();
      sb.close();
    }
  });
});
