import request from 'supertest';
import { DataSource } from 'typeorm';
import { eventually } from './support/eventually';
import { createUser, type CreatedUser } from './support/factories';
import { createCommunity, createTextPost, quickUsers, type QuickUser } from './support/posts';
import { connectSocket, type TestSocket, waitForSocketEvent } from './support/socket';
import { resetDatabase, startTestApp, type TestApp } from './support/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Who = { token: string };

/**
 * Safety end to end: reports and their rules, the autohide threshold, the staff-only queue and
 * its actions, suspension (login refused, sessions and sockets ended, everything hidden as a
 * hibernated account's, all back on unsuspend), the append-only audit log, appeals decided by
 * another moderator, and the minors' first-message rule.
 */
describe('Moderation (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  const sockets: TestSocket[] = [];

  const api = () => request(t.url);
  const auth = (u: Who) => ({ Authorization: `Bearer ${u.token}` });
  const get = (u: Who, path: string) => api().get(`/api/v1${path}`).set(auth(u));
  const post = (u: Who, path: string, body: object = {}) =>
    api().post(`/api/v1${path}`).set(auth(u)).send(body);
  const put = (u: Who, path: string, body: object = {}) =>
    api().put(`/api/v1${path}`).set(auth(u)).send(body);
  const report = (u: Who, targetType: string, targetId: string, category = 'spam', extra = {}) =>
    post(u, '/reports', { targetType, targetId, category, ...extra });

  async function makeStaff(u: QuickUser | string, role: 'moderator' | 'admin' = 'moderator') {
    const id = typeof u === 'string' ? u : u.id;
    await db.query(`UPDATE users SET role = $2 WHERE id = $1`, [id, role]);
  }

  async function seesPost(u: Who | null, postId: string): Promise<boolean> {
    const req = api().get(`/api/v1/getPost/${postId}`);
    const res = u ? await req.set(auth(u)) : await req;
    expect([200, 404]).toContain(res.status);
    return res.status === 200;
  }

  async function notifications(
    u: Who,
  ): Promise<
    { type: string; text: string; moderation?: { kind: string; actionId: string | null } }[]
  > {
    const res = await get(u, '/notifications').expect(200);
    return res.body.data;
  }

  beforeAll(async () => {
    t = await startTestApp({ COMMENT_COOLDOWN_SECONDS: '0', MODERATION_AUTOHIDE_REPORTS: '3' });
    db = t.app.get(DataSource);
  });
  beforeEach(async () => {
    await resetDatabase(t.app);
    // The audit log has no foreign keys (it outlives accounts): emptied on its own. TRUNCATE is
    // the test's reset, not a row change: the append-only trigger guards UPDATE and DELETE.
    await db.query('TRUNCATE audit_log');
  });
  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });
  afterAll(() => t?.close());

  describe('POST /reports', () => {
    it('files a report with a snapshot that outlives an edit; 409 for a second open one', async () => {
      const [author, reporter] = await quickUsers(t, 2);
      const p = await createTextPost(t, author.token, 'Buy followers now');
      const res = await report(reporter, 'post', p._id, 'spam', { comment: '  bot  ' }).expect(201);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Thanks, we received your report.',
        data: {
          status: 'open',
          targetType: 'post',
          targetId: p._id,
          category: 'spam',
          comment: 'bot',
        },
      });
      await post(author, '/editPost', { postId: p._id, title: 'Nothing to see' });
      const [row] = await db.query(`SELECT snapshot FROM reports WHERE id = $1`, [
        res.body.data._id,
      ]);
      expect(row.snapshot).toMatchObject({ text: 'Buy followers now', authorId: author.id });
      const again = await report(reporter, 'post', p._id, 'hate').expect(409);
      expect(again.body.success).toBe(false);
    });

    it('answers 404 for what the reporter cannot see or what does not exist, 400 for their own', async () => {
      const [author, reporter] = await quickUsers(t, 2);
      const privatePost = await createTextPost(t, author.token, 'Only me');
      await db.query(`UPDATE user_settings SET post_visibility = 'private' WHERE user_id = $1`, [
        author.id,
      ]);
      await report(reporter, 'post', privatePost._id).expect(404);
      await report(reporter, 'post', UNKNOWN).expect(404);
      await report(reporter, 'comment', UNKNOWN).expect(404);
      await report(reporter, 'community', UNKNOWN).expect(404);
      const own = await createTextPost(t, reporter.token, 'Mine');
      await report(reporter, 'post', own._id).expect(400);
      await report(reporter, 'user', reporter.id).expect(400);
      // Blocked: the blocker does not exist to the blocked.
      await db.query(`INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)`, [
        author.id,
        reporter.id,
      ]);
      await report(reporter, 'user', author.id).expect(404);
    });

    it('refuses bad input with 400 and nothing stored', async () => {
      const [author, reporter] = await quickUsers(t, 2);
      const p = await createTextPost(t, author.token);
      await report(reporter, 'tweet', p._id).expect(400);
      await report(reporter, 'post', 'nope').expect(400);
      await report(reporter, 'post', p._id, 'boring').expect(400);
      await report(reporter, 'post', p._id, 'spam', { comment: 'x'.repeat(1001) }).expect(400);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM reports`);
      expect(n).toBe(0);
    });

    it('lets only a member of its chat report a message', async () => {
      const [a, b, stranger] = await quickUsers(t, 3);
      await post(a, '/follow', { followingId: b.id, follow: true }).expect(200);
      const sent = await post(a, '/messages/send', { receiverId: b.id, content: 'nasty' }).expect(
        201,
      );
      const messageId = sent.body.message._id;
      await report(stranger, 'message', messageId, 'harassment').expect(404);
      await report(a, 'message', messageId, 'harassment').expect(400);
      await report(b, 'message', messageId, 'harassment').expect(201);
    });

    it('reports users and communities', async () => {
      const [owner, reporter] = await quickUsers(t, 2);
      const community = await createCommunity(t, owner.id, [owner.id]);
      await report(reporter, 'community', community, 'hate').expect(201);
      await report(reporter, 'user', owner.id, 'impersonation').expect(201);
    });
  });

  it('hides content from everyone but its author once 3 distinct people reported it', async () => {
    const [author, r1, r2, r3, reader] = await quickUsers(t, 5);
    const p = await createTextPost(t, author.token, 'Reported thrice');
    const comment = (
      await post(author, '/createComment', { postId: p._id, comment: 'rude' }).expect(201)
    ).body.data._id;
    await report(r1, 'post', p._id).expect(201);
    await report(r2, 'post', p._id, 'hate').expect(201);
    expect(await seesPost(reader, p._id)).toBe(true);
    await report(r3, 'post', p._id).expect(201);
    expect(await seesPost(reader, p._id)).toBe(false);
    expect(await seesPost(null, p._id)).toBe(false);
    expect(await seesPost(author, p._id)).toBe(true);
    const feed = await api().get('/api/v1/getAllPost').set(auth(reader)).expect(200);
    expect(JSON.stringify(feed.body)).not.toContain(p._id);

    // A comment on a post everyone sees: hidden alone, its author still sees it.
    const open = await createTextPost(t, author.token, 'Fine');
    const rude = (
      await post(author, '/createComment', { postId: open._id, comment: 'rude' }).expect(201)
    ).body.data._id;
    await post(author, '/createComment', { postId: open._id, comment: 'polite' }).expect(201);
    for (const r of [r1, r2, r3]) await report(r, 'comment', rude).expect(201);
    const texts = async (u: Who | null) => {
      const req = api().post('/api/v1/viewComments').send({ postId: open._id });
      const res = await (u ? req.set(auth(u)) : req).expect(200);
      return res.body.data.map((c: { comment: string }) => c.comment);
    };
    expect(await texts(reader)).toEqual(['polite']);
    expect(await texts(null)).toEqual(['polite']);
    expect(await texts(author)).toEqual(['rude', 'polite']);
    expect(comment).toEqual(expect.any(String));
  });

  describe('staff routes', () => {
    const routes = (id: string): [string, string, object?][] => [
      ['get', '/admin/reports'],
      ['post', `/admin/reports/${id}/resolve`, { action: 'dismiss', reason: 'x' }],
      ['get', '/admin/users?q=a'],
      ['get', `/admin/users/${id}`],
      ['post', `/admin/users/${id}/suspend`, { reason: 'x' }],
      ['post', `/admin/users/${id}/unsuspend`, {}],
      ['put', `/admin/users/${id}/role`, { role: 'moderator' }],
      ['post', `/admin/content/post/${id}/restore`, {}],
      ['get', '/admin/appeals'],
      ['post', `/admin/appeals/${id}/decide`, { uphold: true, reason: 'x' }],
      ['get', '/admin/audit-log'],
    ];

    it('answers 403 to a signed-in user and 401 to anonymous on every /admin route', async () => {
      const [user] = await quickUsers(t, 1);
      for (const [method, path, body] of routes(user.id)) {
        const call = (api() as unknown as Record<string, (p: string) => request.Test>)[method](
          `/api/v1${path}`,
        );
        const anonymous = await call.send(body ?? {});
        expect({ path, status: anonymous.status }).toEqual({ path, status: 401 });
        const signed = await (api() as unknown as Record<string, (p: string) => request.Test>)
          [method](`/api/v1${path}`)
          .set(auth(user))
          .send(body ?? {});
        expect({ path, status: signed.status }).toEqual({ path, status: 403 });
      }
      const [{ role }] = await db.query(`SELECT role FROM users WHERE id = $1`, [user.id]);
      expect(role).toBe('user');
    });

    it('lets only an admin grant and revoke roles; no other body sets one', async () => {
      const [admin, mod, someone] = await quickUsers(t, 3);
      await makeStaff(admin, 'admin');
      await makeStaff(mod, 'moderator');
      await put(mod, `/admin/users/${someone.id}/role`, { role: 'moderator' }).expect(403);
      const granted = await put(admin, `/admin/users/${someone.id}/role`, {
        role: 'moderator',
      }).expect(200);
      expect(granted.body.data.role).toBe('moderator');
      await get(someone, '/admin/reports').expect(200);
      const me = await post(someone, '/findCurrentUser').expect(200);
      expect(JSON.stringify(me.body)).toContain('"role":"moderator"');
      await put(admin, `/admin/users/${someone.id}/role`, { role: 'user' }).expect(200);
      await get(someone, '/admin/reports').expect(403);
      await put(admin, `/admin/users/${someone.id}/role`, { role: 'owner' }).expect(400);
      await put(someone, '/editProfile', { role: 'admin', bio: 'me' });
      await put(someone, '/profile/updateProfile', { role: 'admin', bio: 'me' });
      const [{ role }] = await db.query(`SELECT role FROM users WHERE id = $1`, [someone.id]);
      expect(role).toBe('user');
      const log = await get(admin, '/admin/audit-log').expect(200);
      expect(log.body.data.map((e: { action: string }) => e.action)).toEqual([
        'user.role',
        'user.role',
      ]);
    });
  });

  it('queues reports grouped by target; remove hides it everywhere, tells the reporters and the author', async () => {
    const [author, r1, r2, mod, reader] = await quickUsers(t, 5);
    await makeStaff(mod);
    const p = await createTextPost(t, author.token, 'Hateful words');
    const first = (await report(r1, 'post', p._id, 'hate', { comment: 'slur' }).expect(201)).body
      .data;
    await report(r2, 'post', p._id, 'harassment').expect(201);
    const other = await createTextPost(t, author.token, 'Other');
    await report(r1, 'post', other._id, 'spam').expect(201);

    const queue = await get(mod, '/admin/reports?status=open').expect(200);
    expect(queue.body.data).toHaveLength(2);
    const group = queue.body.data.find((g: { targetId: string }) => g.targetId === p._id);
    expect(group).toMatchObject({
      targetType: 'post',
      reportCount: 2,
      reporterCount: 2,
      targetState: 'visible',
      comments: ['slur'],
      snapshot: { text: 'Hateful words' },
      author: { _id: author.id },
    });
    expect(group.categories.sort()).toEqual(['harassment', 'hate']);
    const filtered = await get(mod, '/admin/reports?category=spam').expect(200);
    expect(filtered.body.data.map((g: { targetId: string }) => g.targetId)).toEqual([other._id]);
    const paged = await get(mod, '/admin/reports?limit=1').expect(200);
    expect(paged.body.nextCursor).toEqual(expect.any(String));
    const next = await get(mod, `/admin/reports?limit=1&cursor=${paged.body.nextCursor}`).expect(
      200,
    );
    expect(next.body.data).toHaveLength(1);
    expect(next.body.data[0].targetId).not.toBe(paged.body.data[0].targetId);

    await post(mod, `/admin/reports/${first._id}/resolve`, { action: 'remove' }).expect(400);
    const resolved = await post(mod, `/admin/reports/${first._id}/resolve`, {
      action: 'remove',
      reason: 'Hate speech',
    }).expect(200);
    expect(resolved.body.data).toMatchObject({ action: 'remove', reason: 'Hate speech' });
    expect(await seesPost(reader, p._id)).toBe(false);
    expect(await seesPost(author, p._id)).toBe(false);
    const open = await get(mod, '/admin/reports').expect(200);
    expect(open.body.data.map((g: { targetId: string }) => g.targetId)).toEqual([other._id]);
    const closed = await get(mod, '/admin/reports?status=resolved').expect(200);
    expect(closed.body.data[0]).toMatchObject({ targetId: p._id, targetState: 'removed' });
    await post(mod, `/admin/reports/${first._id}/resolve`, {
      action: 'dismiss',
      reason: 'x',
    }).expect(409);

    await eventually(async () => {
      const forAuthor = await notifications(author);
      expect(forAuthor[0]).toMatchObject({
        type: 'moderation_notice',
        moderation: { kind: 'remove' },
      });
      expect(forAuthor[0].text).toContain('Hate speech');
      for (const r of [r1, r2]) {
        const items = await notifications(r);
        expect(items[0]).toMatchObject({
          type: 'report_outcome',
          moderation: { kind: 'actioned' },
        });
        expect(items[0].text).not.toContain('Hate speech');
      }
    });

    await post(mod, `/admin/content/post/${p._id}/restore`, { reason: 'Mistake' }).expect(200);
    expect(await seesPost(reader, p._id)).toBe(true);
    await post(mod, `/admin/content/post/${p._id}/restore`, {}).expect(404);
    const actions = (await get(mod, '/admin/audit-log').expect(200)).body.data.map(
      (e: { action: string }) => e.action,
    );
    expect(actions).toEqual(['content.restore', 'report.remove']);
  });

  it('a removed message leaves the chat for the other member: history and the chat list preview', async () => {
    const [sender, receiver, mod] = await quickUsers(t, 3);
    await makeStaff(mod);
    await post(sender, '/follow', { followingId: receiver.id, follow: true }).expect(200);
    await post(sender, '/messages/send', { receiverId: receiver.id, content: 'Good game' }).expect(
      201,
    );
    const nasty = await post(sender, '/messages/send', {
      receiverId: receiver.id,
      content: 'You are trash',
    }).expect(201);
    const filed = await report(receiver, 'message', nasty.body.message._id, 'harassment').expect(
      201,
    );
    await post(mod, `/admin/reports/${filed.body.data._id}/resolve`, {
      action: 'remove',
      reason: 'Harassment',
    }).expect(200);

    const chats = await get(receiver, '/messages/chats').expect(200);
    expect(chats.body.chats).toHaveLength(1);
    expect(chats.body.chats[0].lastMessage.content).toBe('Good game');
    const history = await get(receiver, `/messages/chat/${nasty.body.message.chatId}`).expect(200);
    expect(JSON.stringify(history.body)).toContain('Good game');
    expect(JSON.stringify(history.body)).not.toContain('You are trash');
  });

  it('dismissing shows autohidden content again; warn notifies the author with the reason', async () => {
    const [author, r1, r2, r3, mod, reader] = await quickUsers(t, 6);
    await makeStaff(mod);
    const p = await createTextPost(t, author.token, 'Brigaded');
    let id = '';
    for (const r of [r1, r2, r3]) id = (await report(r, 'post', p._id).expect(201)).body.data._id;
    expect(await seesPost(reader, p._id)).toBe(false);
    await post(mod, `/admin/reports/${id}/resolve`, { action: 'dismiss', reason: 'Fine' }).expect(
      200,
    );
    expect(await seesPost(reader, p._id)).toBe(true);
    await eventually(async () => {
      expect((await notifications(r1))[0]).toMatchObject({ moderation: { kind: 'reviewed' } });
    });
    const again = (await report(r1, 'post', p._id).expect(201)).body.data._id;
    await post(mod, `/admin/reports/${again}/resolve`, {
      action: 'warn',
      reason: 'Tone it down',
    }).expect(200);
    await eventually(async () => {
      const items = await notifications(author);
      expect(items[0]).toMatchObject({ type: 'moderation_notice', moderation: { kind: 'warn' } });
      expect(items[0].text).toContain('Tone it down');
    });
    expect(await seesPost(reader, p._id)).toBe(true);
  });

  describe('suspension', () => {
    let target: CreatedUser;
    let mod: QuickUser;
    let reader: QuickUser;

    beforeEach(async () => {
      target = await createUser(t.url);
      [mod, reader] = await quickUsers(t, 2);
      await makeStaff(mod);
    });

    it('ends sessions and sockets at once, refuses login with the reason, hides everything; unsuspend restores', async () => {
      const p = await createTextPost(t, target.token, 'Before');
      const community = await createCommunity(t, target.user._id, [target.user._id, reader.id]);
      await post(reader, '/follow', { followingId: target.user._id, follow: true }).expect(200);
      const socket = connectSocket(t.url, target.token);
      sockets.push(socket);
      await waitForSocketEvent(socket, 'connect');
      const gone = waitForSocketEvent(socket, 'disconnect');

      const res = await post(mod, `/admin/users/${target.user._id}/suspend`, {
        reason: 'Repeated harassment',
        days: 7,
      }).expect(200);
      expect(res.body.data).toMatchObject({ action: 'suspend', days: 7 });
      expect(await gone).toBe('io server disconnect');
      await post(target as Who, '/findCurrentUser').expect(401);

      const login = await api()
        .post('/api/v1/login')
        .send({ userName: target.input.userName, password: target.input.password })
        .expect(403);
      expect(login.body).toMatchObject({ success: false, code: 'ACCOUNT_SUSPENDED' });
      expect(login.body.message).toContain('Repeated harassment');
      const until = login.body.suspension.until as string;
      expect(login.body.message).toContain(until.slice(0, 10));
      expect(Date.parse(until) - Date.now()).toBeGreaterThan(6.9 * 86400e3);
      const wrong = await api()
        .post('/api/v1/login')
        .send({ userName: target.input.userName, password: 'not-the-password' })
        .expect(401);
      expect(JSON.stringify(wrong.body)).not.toContain('harassment');

      expect(await seesPost(reader, p._id)).toBe(false);
      await get(reader, `/profile/${target.user._id}`).expect(404);
      await post(reader, '/getUserDetails', { userId: target.user._id }).expect(404);
      const c = await get(reader, `/community/${community}`).expect(200);
      expect(c.body.data.owner ?? null).toBeNull();
      await post(reader, '/messages/send', { receiverId: target.user._id, content: 'hi' }).expect(
        404,
      );

      await post(mod, `/admin/users/${target.user._id}/unsuspend`, {}).expect(200);
      expect(await seesPost(reader, p._id)).toBe(true);
      await get(reader, `/profile/${target.user._id}`).expect(200);
      await api()
        .post('/api/v1/login')
        .send({ userName: target.input.userName, password: target.input.password })
        .expect(200);
      await post(mod, `/admin/users/${target.user._id}/unsuspend`, {}).expect(409);
    });

    it('suspends through a report, until lifted when no days are given; expired ones lift by themselves', async () => {
      const [r1] = await quickUsers(t, 1);
      const id = (await report(r1, 'user', target.user._id, 'impersonation').expect(201)).body.data
        ._id;
      await post(mod, `/admin/reports/${id}/resolve`, {
        action: 'suspend',
        reason: 'Fake account',
      }).expect(200);
      const login = await api()
        .post('/api/v1/login')
        .send({ userName: target.input.userName, password: target.input.password })
        .expect(403);
      expect(login.body.suspension.until).toBeNull();
      expect(login.body.message).toContain('until further notice');
      await post(mod, `/admin/reports/${id}/resolve`, { action: 'remove', reason: 'x' }).expect(
        409,
      );

      await db.query(
        `UPDATE users SET suspended_until = now() - interval '1 minute' WHERE id = $1`,
        [target.user._id],
      );
      await api()
        .post('/api/v1/login')
        .send({ userName: target.input.userName, password: target.input.password })
        .expect(200);
    });

    it('lets a suspended account appeal once with its token; another moderator reverses it', async () => {
      const [other] = await quickUsers(t, 1);
      await makeStaff(other);
      const action = (
        await post(mod, `/admin/users/${target.user._id}/suspend`, { reason: 'Spam' }).expect(200)
      ).body.data;
      const login = await api()
        .post('/api/v1/login')
        .send({ userName: target.input.userName, password: target.input.password })
        .expect(403);
      const token = login.body.suspension.appealToken as string;
      await api()
        .post('/api/v1/appeals')
        .send({ actionId: action._id, text: 'Not me' })
        .expect(401);
      await api()
        .post('/api/v1/appeals')
        .send({ actionId: action._id, text: 'Not me', appealToken: `${token}x` })
        .expect(401);
      // The token names its suspension: the login page need not know the action's id.
      const appeal = await api()
        .post('/api/v1/appeals')
        .send({ text: 'It was my brother', appealToken: token })
        .expect(201);
      expect(appeal.body.data).toMatchObject({ status: 'open', actionId: action._id });
      await api()
        .post('/api/v1/appeals')
        .send({ actionId: action._id, text: 'Again', appealToken: token })
        .expect(409);

      const queue = await get(other, '/admin/appeals').expect(200);
      expect(queue.body.data[0]).toMatchObject({
        _id: appeal.body.data._id,
        action: { action: 'suspend' },
      });
      await post(mod, `/admin/appeals/${appeal.body.data._id}/decide`, {
        uphold: false,
        reason: 'x',
      }).expect(403);
      await post(other, `/admin/appeals/${appeal.body.data._id}/decide`, {
        uphold: false,
        reason: 'Believable',
      }).expect(200);
      await api()
        .post('/api/v1/login')
        .send({ userName: target.input.userName, password: target.input.password })
        .expect(200);
      await post(other, `/admin/appeals/${appeal.body.data._id}/decide`, {
        uphold: true,
        reason: 'x',
      }).expect(409);
    });
  });

  it('lets the author of removed content appeal; upheld keeps it hidden, reversed shows it', async () => {
    const [author, r1, mod, mod2, reader] = await quickUsers(t, 5);
    await makeStaff(mod);
    await makeStaff(mod2);
    const p1 = await createTextPost(t, author.token, 'One');
    const p2 = await createTextPost(t, author.token, 'Two');
    const rep1 = (await report(r1, 'post', p1._id).expect(201)).body.data._id;
    const rep2 = (await report(r1, 'post', p2._id).expect(201)).body.data._id;
    const a1 = (
      await post(mod, `/admin/reports/${rep1}/resolve`, {
        action: 'remove',
        reason: 'Spam',
      }).expect(200)
    ).body.data;
    const a2 = (
      await post(mod, `/admin/reports/${rep2}/resolve`, {
        action: 'remove',
        reason: 'Spam',
      }).expect(200)
    ).body.data;
    await post(r1, '/appeals', { actionId: a1._id, text: 'Not mine' }).expect(404);
    const ap1 = (await post(author, '/appeals', { actionId: a1._id, text: 'Not spam' }).expect(201))
      .body.data;
    const ap2 = (await post(author, '/appeals', { actionId: a2._id, text: 'Not spam' }).expect(201))
      .body.data;
    await post(mod2, `/admin/appeals/${ap1._id}/decide`, {
      uphold: true,
      reason: 'Still spam',
    }).expect(200);
    await post(mod2, `/admin/appeals/${ap2._id}/decide`, { uphold: false, reason: 'Fair' }).expect(
      200,
    );
    expect(await seesPost(reader, p1._id)).toBe(false);
    expect(await seesPost(reader, p2._id)).toBe(true);
    await eventually(async () => {
      const kinds = (await notifications(author)).map((n) => n.moderation?.kind);
      expect(kinds).toEqual(expect.arrayContaining(['appeal_upheld', 'appeal_reversed']));
    });
  });

  it('keeps an append-only audit log: the database refuses to change or delete a line', async () => {
    const [mod, someone] = await quickUsers(t, 2);
    await makeStaff(mod);
    await post(mod, `/admin/users/${someone.id}/suspend`, { reason: 'Test' }).expect(200);
    await post(mod, `/admin/users/${someone.id}/unsuspend`, { reason: 'Undo' }).expect(200);
    const log = await get(mod, '/admin/audit-log?limit=1').expect(200);
    expect(log.body.data[0]).toMatchObject({
      action: 'user.unsuspend',
      reason: 'Undo',
      targetId: someone.id,
    });
    const older = await get(mod, `/admin/audit-log?limit=1&cursor=${log.body.nextCursor}`).expect(
      200,
    );
    expect(older.body.data[0]).toMatchObject({ action: 'user.suspend', reason: 'Test' });
    await get(mod, '/admin/audit-log?cursor=bad').expect(400);
    await expect(db.query(`UPDATE audit_log SET reason = 'rewritten'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
    // A refused action writes nothing.
    await post(mod, `/admin/users/${someone.id}/unsuspend`, { reason: 'Again' }).expect(409);
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM audit_log`);
    expect(n).toBe(2);
  });

  it('lets a minor hear first only from people they follow; allowMessages stays stricter', async () => {
    const [minor, coach, friend] = await quickUsers(t, 3);
    const dob = new Date(Date.now() - 15 * 365 * 86400e3).toISOString().slice(0, 10);
    await db.query(`UPDATE users SET date_of_birth = $2 WHERE id = $1`, [minor.id, dob]);
    for (const u of [coach, friend]) {
      await post(u, '/follow', { followingId: minor.id, follow: true }).expect(200);
    }
    await post(minor, '/follow', { followingId: friend.id, follow: true }).expect(200);
    const refused = await post(coach, '/messages/send', {
      receiverId: minor.id,
      content: 'Trial?',
    }).expect(403);
    expect(refused.body).toMatchObject({
      code: 'MESSAGING_NOT_ALLOWED',
      message: 'You cannot message this user',
    });
    await post(friend, '/messages/send', { receiverId: minor.id, content: 'Hey' }).expect(201);
    // Stricter still applies: nobody, even followed people.
    await db.query(`UPDATE user_settings SET allow_messages = 'none' WHERE user_id = $1`, [
      minor.id,
    ]);
    const [friend2] = await quickUsers(t, 1);
    await post(friend2, '/follow', { followingId: minor.id, follow: true }).expect(200);
    await post(minor, '/follow', { followingId: friend2.id, follow: true }).expect(200);
    await post(friend2, '/messages/send', { receiverId: minor.id, content: 'Hi' }).expect(403);
    // An adult is not protected by the rule.
    const adult = coach;
    const [other] = await quickUsers(t, 1);
    await post(other, '/follow', { followingId: adult.id, follow: true }).expect(200);
    await post(other, '/messages/send', { receiverId: adult.id, content: 'Hello coach' }).expect(
      201,
    );
  });
});

describe('Moderation limits (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ WRITE_LIMITS_ENABLED: 'true', WRITE_LIMIT_REPORTS: '2/3600' });
    await resetDatabase(t.app);
  });
  afterAll(() => t?.close());

  it('limits reports per reporter: 429 with Retry-After past the budget', async () => {
    const [author, reporter] = await quickUsers(t, 2);
    const posts = await Promise.all([1, 2, 3].map((i) => createTextPost(t, author.token, `P${i}`)));
    const send = (id: string) =>
      request(t.url)
        .post('/api/v1/reports')
        .set('Authorization', `Bearer ${reporter.token}`)
        .send({ targetType: 'post', targetId: id, category: 'spam' });
    await send(posts[0]._id).expect(201);
    await send(posts[0]._id).expect(409); // refused: its slot is given back
    await send(posts[1]._id).expect(201);
    const limited = await send(posts[2]._id).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.code).toBe('RATE_LIMITED');
  });
});
