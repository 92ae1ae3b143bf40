import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { EventEmitter2 } from '@nestjs/event-emitter';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { NotificationDto, NotificationPushPayload } from '../src/contracts/notifications';
import { NotificationDigest } from '../src/modules/notifications/notification-digest';
import { InFlightWork } from '../src/core/realtime/in-flight-work';
import { SettingsService } from '../src/modules/settings/settings.service';
import { eventually } from './support/eventually';
import { createUser } from './support/factories';
import {
  createCommunity,
  createCommunityPost,
  createTextPost,
  quickUsers,
  QuickUser,
} from './support/posts';
import { connectSocket, TestSocket, waitForSocketEvent } from './support/socket';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

const CHROME_ON_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';

describe('Notifications (e2e)', () => {
  let t: TestApp;
  let outbox: string;
  const api = () => request(t.url);
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
  const sockets: TestSocket[] = [];

  const list = async (u: QuickUser): Promise<NotificationDto[]> =>
    (await api().get('/api/v1/notifications').set(auth(u)).expect(200)).body.data;
  const unread = async (u: QuickUser): Promise<number> =>
    (await api().get('/api/v1/notifications/unread-count').set(auth(u)).expect(200)).body.data
      .unreadCount;
  /** Every event handed to the notifications module so far has been handled. */
  const settled = () => t.app.get(InFlightWork).settled();
  const users = (n: number) => quickUsers(t, n);
  const like = (u: QuickUser, postId: string) =>
    api().post('/api/v1/like').set(auth(u)).send({ postId }).expect(201);
  const unlike = (u: QuickUser, postId: string) =>
    api().post('/api/v1/dislike').set(auth(u)).send({ postId }).expect(200);
  const follow = (u: QuickUser, other: QuickUser, on = true) =>
    api()
      .post('/api/v1/follow')
      .set(auth(u))
      .send({ followingId: other.id, follow: on })
      .expect(200);
  const comment = async (u: QuickUser, postId: string, text: string, parentCommentId?: string) =>
    (
      await api()
        .post('/api/v1/createComment')
        .set(auth(u))
        .send({ postId, comment: text, parentCommentId })
        .expect(201)
    ).body.data;
  const block = (blocker: QuickUser, blocked: QuickUser) =>
    t.app
      .get(DataSource)
      .query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
        blocker.id,
        blocked.id,
      ]);
  const socketOf = async (u: { token: string }) => {
    const socket = connectSocket(t.url, u.token);
    sockets.push(socket);
    await waitForSocketEvent(socket, 'connect');
    return socket;
  };

  beforeAll(async () => {
    outbox = await mkdtemp(join(tmpdir(), 'notifications-outbox-'));
    t = await startTestApp({ COMMENT_COOLDOWN_SECONDS: '0', DATA_DIR: outbox });
    await resetDatabase(t.app);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await t.close();
  });

  it('a like notifies the author with the post; the unlike takes it back', async () => {
    const [author, fan] = await users(2);
    const post = await createTextPost(t, author.token, 'Cup final tonight');
    await like(fan, post._id);
    await eventually(async () => expect(await list(author)).toHaveLength(1));
    const [item] = await list(author);
    expect(item).toMatchObject({
      type: 'like',
      actor: { _id: fan.id, userName: fan.userName },
      othersCount: 0,
      post: { _id: post._id, title: 'Cup final tonight', thumbnail: null },
      text: 'Quick 2 liked your post: “Cup final tonight”',
      read: false,
    });
    expect(await unread(author)).toBe(1);
    await unlike(fan, post._id);
    await eventually(async () => expect(await list(author)).toEqual([]));
    expect(await unread(author)).toBe(0);
    // Liking one's own post tells nobody.
    await like(author, post._id);
    await settled();
    expect(await list(author)).toEqual([]);
  });

  it("likes on one post within an hour fold into one item: 'A and 3 others'", async () => {
    const [author, ...fans] = await users(5);
    const post = await createTextPost(t, author.token);
    for (const fan of fans) await like(fan, post._id);
    await eventually(async () => {
      const items = await list(author);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ othersCount: 3, actor: { _id: fans[3].id } });
    });
    const [item] = await list(author);
    expect(item.text).toBe(`${item.actor?.fullName} and 3 others liked your post: “Match day!”`);
    expect(await unread(author)).toBe(1);
    // The latest liker takes it back: the one before becomes the name shown.
    await unlike(fans[3], post._id);
    await eventually(async () =>
      expect((await list(author))[0]).toMatchObject({ othersCount: 2, actor: { _id: fans[2].id } }),
    );
    // A like from more than an hour after the group began starts a new item.
    await t.app
      .get(DataSource)
      .query(`UPDATE notifications SET created_at = now() - interval '61 minutes' WHERE id = $1`, [
        item._id,
      ]);
    await like(fans[3], post._id);
    await eventually(async () => expect(await list(author)).toHaveLength(2));
    expect((await list(author))[0]).toMatchObject({ othersCount: 0, actor: { _id: fans[3].id } });
  });

  it("likes given at once, to several authors, each land in their author's one item", async () => {
    const [quiet, ...authors] = await users(4);
    const fans = await users(3);
    await t.app.get(SettingsService).updateNotificationPreferences(quiet.id, {
      likeNotifications: false,
    });
    const posts = await Promise.all(
      [quiet, ...authors].map((author) => createTextPost(t, author.token)),
    );
    // Every fan likes every post at the same moment: the server writes them in batches.
    await Promise.all(posts.flatMap((post) => fans.map((fan) => like(fan, post._id))));
    await settled();
    for (const author of authors) {
      const items = await list(author);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ type: 'like', othersCount: 2 });
      expect(await unread(author)).toBe(1);
    }
    expect(await list(quiet)).toEqual([]);
  });

  it('follows and comments given at once land each in its own item; a re-follow replaces its item', async () => {
    const [quiet, ...people] = await users(4);
    const [fan, other] = await users(2);
    await t.app.get(SettingsService).updateNotificationPreferences(quiet.id, {
      followNotifications: false,
    });
    const posts = await Promise.all(people.map((p) => createTextPost(t, p.token)));
    // All at the same moment: the server writes the items of each kind in batches.
    await Promise.all([
      ...[quiet, ...people].map((p) => follow(fan, p)),
      ...posts.map((post) => comment(other, post._id, 'Great game')),
    ]);
    await settled();
    for (const person of people) {
      const items = await list(person);
      expect(items.map((i) => i.type).sort()).toEqual(['comment', 'follow']);
      expect(items.find((i) => i.type === 'follow')?.actor?._id).toBe(fan.id);
      expect(items.find((i) => i.type === 'comment')?.actor?._id).toBe(other.id);
    }
    expect(await list(quiet)).toEqual([]);
    // Unfollowed and followed again: still one follow item.
    await follow(fan, people[0], false);
    await settled();
    await follow(fan, people[0]);
    await settled();
    expect((await list(people[0])).filter((i) => i.type === 'follow')).toHaveLength(1);
  });

  it('a comment notifies the post author, a reply the comment author; deleting removes both', async () => {
    const [author, commenter, replier] = await users(3);
    const post = await createTextPost(t, author.token);
    const top = await comment(commenter, post._id, 'What a goal!');
    await eventually(async () =>
      expect(await list(author)).toMatchObject([
        {
          type: 'comment',
          actor: { _id: commenter.id },
          post: { _id: post._id },
          comment: { _id: top._id, text: 'What a goal!' },
          text: 'Quick 2 commented on your post: “What a goal!”',
        },
      ]),
    );
    const reply = await comment(replier, post._id, 'Top corner', top._id);
    await eventually(async () =>
      expect(await list(commenter)).toMatchObject([
        { type: 'reply', actor: { _id: replier.id }, comment: { _id: reply._id } },
      ]),
    );
    // The author of the post hears of the reply too, as a comment on their post.
    await eventually(async () => expect(await list(author)).toHaveLength(2));
    await api()
      .post('/api/v1/deleteComment')
      .set(auth(commenter))
      .send({ commentId: top._id })
      .expect(200);
    await eventually(async () => {
      expect(await list(author)).toEqual([]);
      expect(await list(commenter)).toEqual([]);
    });
    expect(await unread(author)).toBe(0);
  });

  it('a deleted post takes its notifications along, and their holders hear their new count', async () => {
    const [author, fan, commenter, replier] = await users(4);
    const post = await createTextPost(t, author.token);
    await like(fan, post._id);
    const top = await comment(commenter, post._id, 'Great save');
    await comment(replier, post._id, 'Agreed', top._id);
    await eventually(async () => {
      expect(await unread(author)).toBe(3);
      expect(await unread(commenter)).toBe(1);
    });
    const [authorTab, commenterTab] = await Promise.all([socketOf(author), socketOf(commenter)]);
    const authorCount = waitForSocketEvent(authorTab, 'notification_count');
    const commenterCount = waitForSocketEvent(commenterTab, 'notification_count');
    await api().post('/api/v1/deletePost').set(auth(author)).send({ postId: post._id }).expect(200);
    expect(await authorCount).toEqual({ unreadCount: 0 });
    expect(await commenterCount).toEqual({ unreadCount: 0 });
    expect(await list(author)).toEqual([]);
  });

  it('follow and unfollow; a connection request, its withdrawal, and an acceptance', async () => {
    const [a, b] = await users(2);
    await follow(b, a);
    await eventually(async () =>
      expect(await list(a)).toMatchObject([
        { type: 'follow', actor: { _id: b.id }, text: 'Quick 2 started following you' },
      ]),
    );
    // The actor is the same card the rest of the app shows a for b: they follow a.
    const [{ actor }] = await list(a);
    const search = await api().get(`/api/v1/users/search?q=${b.userName}`).set(auth(a)).expect(200);
    expect(actor).toEqual(search.body.data[0]);
    expect(actor).toMatchObject({ followsMe: true, isFollowing: false, connectionStatus: 'none' });
    await follow(b, a, false);
    await eventually(async () => expect(await list(a)).toEqual([]));

    await api().post('/api/v1/connect').set(auth(b)).send({ connectId: a.id }).expect(201);
    await eventually(async () =>
      expect(await list(a)).toMatchObject([{ type: 'connection_request', actor: { _id: b.id } }]),
    );
    await api()
      .post('/api/v1/cancelSentConnection')
      .set(auth(b))
      .send({ recipientId: a.id })
      .expect(200);
    await eventually(async () => expect(await list(a)).toEqual([]));

    await api().post('/api/v1/connect').set(auth(b)).send({ connectId: a.id }).expect(201);
    await eventually(async () => expect(await list(a)).toHaveLength(1));
    await api()
      .post('/api/v1/acceptConnection')
      .set(auth(a))
      .send({ requesterId: b.id })
      .expect(200);
    await eventually(async () => {
      expect(await list(b)).toMatchObject([
        {
          type: 'connection_accepted',
          actor: { _id: a.id },
          text: 'Quick 1 accepted your connection request',
        },
      ]);
      // The request A answered has nothing left to ask.
      expect(await list(a)).toEqual([]);
    });
  });

  it("a join of one's community notifies its owner; leaving takes it back", async () => {
    const [owner, fan] = await users(2);
    const communityId = await createCommunity(t, owner.id, [owner.id]);
    await api().post('/api/v1/community/join').set(auth(fan)).send({ communityId }).expect(200);
    await eventually(async () =>
      expect(await list(owner)).toMatchObject([
        { type: 'community_join', actor: { _id: fan.id }, community: { _id: communityId } },
      ]),
    );
    const [item] = await list(owner);
    expect(item.text).toBe(`Quick 2 joined your community ${item.community?.name}`);
    await api().post('/api/v1/community/leave').set(auth(fan)).send({ communityId }).expect(200);
    await eventually(async () => expect(await list(owner)).toEqual([]));
  });

  it('messages: one item per chat while unread, counted; reading the chat clears it', async () => {
    const [me, friend] = await users(2);
    const events = t.app.get(EventEmitter2);
    const chatId = randomUUID();
    const send = (content: string) =>
      events.emit('message.sent', {
        messageId: randomUUID(),
        chatId,
        senderId: friend.id,
        receiverId: me.id,
        content,
        createdAt: new Date().toISOString(),
      });
    send('Training at 6?');
    send('Bring the ball');
    send('And the cones');
    await eventually(async () =>
      expect(await list(me)).toMatchObject([
        { type: 'message', chatId, actor: { _id: friend.id }, text: 'Quick 2 sent you 3 messages' },
      ]),
    );
    expect(await unread(me)).toBe(1);
    events.emit('chat.read', { chatId, userId: me.id });
    await eventually(async () => expect(await list(me)).toEqual([]));
    send('Hello again');
    await eventually(async () =>
      expect(await list(me)).toMatchObject([
        { type: 'message', text: 'Quick 2 sent you a message' },
      ]),
    );
  });

  it('messages to several recipients at once: each allowed one gets its item, pushed as the list shows it', async () => {
    const [a, b, blocker, sender] = await users(4);
    await block(blocker, sender);
    const [tabA, tabB, tabBlocker] = await Promise.all([
      socketOf(a),
      socketOf(b),
      socketOf(blocker),
    ]);
    const heardByBlocker: NotificationPushPayload[] = [];
    tabBlocker.on('notification', (p) => heardByBlocker.push(p));
    const pushedA = waitForSocketEvent(tabA, 'notification');
    const pushedB = waitForSocketEvent(tabB, 'notification');
    const events = t.app.get(EventEmitter2);
    const chats = new Map([a, b, blocker].map((u) => [u.id, randomUUID()]));
    // In one turn of the event loop: the items are written in one batch.
    for (const to of [a, b, blocker, a]) {
      events.emit('message.sent', {
        messageId: randomUUID(),
        chatId: chats.get(to.id),
        senderId: sender.id,
        receiverId: to.id,
        content: 'Match moved to 7',
        createdAt: new Date().toISOString(),
      });
    }
    await settled();
    const [forA, forB] = await Promise.all([pushedA, pushedB]);
    expect(forB.notification).toEqual((await list(b))[0]);
    expect(forB.unreadCount).toBe(await unread(b));
    expect(forB.notification).toMatchObject({
      type: 'message',
      actor: { _id: sender.id },
      chatId: chats.get(b.id),
      text: 'Quick 4 sent you a message',
      read: false,
    });
    expect(forA).toMatchObject({ unreadCount: 1, notification: { type: 'message' } });
    // A's second message counts into the same item.
    await eventually(async () =>
      expect(await list(a)).toMatchObject([{ text: 'Quick 4 sent you 2 messages' }]),
    );
    expect(await unread(a)).toBe(1);
    expect(await list(blocker)).toEqual([]);
    expect(heardByBlocker).toEqual([]);
  });

  it('a finished data export says so, with its link', async () => {
    const [me] = await users(1);
    const events = t.app.get(EventEmitter2);
    events.emit('data_export.finished', { userId: me.id, status: 'failed', url: null });
    events.emit('data_export.finished', {
      userId: me.id,
      status: 'ready',
      url: 'https://example.com/export.zip',
    });
    await eventually(async () =>
      expect(await list(me)).toMatchObject([
        {
          type: 'data_export_ready',
          actor: null,
          url: 'https://example.com/export.zip',
          text: 'Your data download is ready',
        },
      ]),
    );
  });

  it('a login from a new browser raises a login alert, when loginAlerts is on', async () => {
    const created = await createUser(t.url);
    const me = { id: created.user._id, token: created.token, userName: created.user.userName };
    const login = (agent: string) =>
      api()
        .post('/api/v1/login')
        .set('User-Agent', agent)
        .send({ userName: created.input.userName, password: created.input.password })
        .expect(200);
    await settled();
    // The first login is what is known; a second from the same browser is not news.
    expect(await list(me)).toEqual([]);
    await login(CHROME_ON_LINUX);
    await eventually(async () =>
      expect(await list(me)).toMatchObject([
        { type: 'login_alert', actor: null, text: expect.stringContaining('Chrome on Linux') },
      ]),
    );
    await login(CHROME_ON_LINUX);
    await t.app.get(SettingsService).updatePrivacy(me.id, { loginAlerts: false });
    await login(FIREFOX_ON_WINDOWS);
    await settled();
    expect(await list(me)).toHaveLength(1);
  });

  /** The event a sent message raises, without the chat the API would need. */
  const sendMessage = (from: QuickUser, to: QuickUser) =>
    t.app.get(EventEmitter2).emit('message.sent', {
      messageId: randomUUID(),
      chatId: randomUUID(),
      senderId: from.id,
      receiverId: to.id,
      content: 'Hi',
      createdAt: new Date().toISOString(),
    });

  it('a type turned off stores nothing; the others still arrive', async () => {
    const [author, fan] = await users(2);
    await t.app.get(SettingsService).updateNotificationPreferences(author.id, {
      likeNotifications: false,
      commentNotifications: false,
      messageNotifications: false,
    });
    const post = await createTextPost(t, author.token);
    await like(fan, post._id);
    await comment(fan, post._id, 'Nice');
    sendMessage(fan, author);
    await follow(fan, author);
    await eventually(async () => expect(await list(author)).toHaveLength(1));
    await settled();
    expect((await list(author)).map((n) => n.type)).toEqual(['follow']);
    const [{ n }] = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM notifications WHERE recipient_id = $1`, [author.id]);
    expect(n).toBe(1);
  });

  it('blocked users, either way, produce nothing, and earlier items from them are hidden', async () => {
    const [me, blockedByMe, blocksMe, friend] = await users(4);
    const post = await createTextPost(t, me.token);
    await like(blockedByMe, post._id);
    await eventually(async () => expect(await list(me)).toHaveLength(1));
    await block(me, blockedByMe);
    await block(blocksMe, me);
    // The earlier item is hidden at once, from the list and the count.
    expect(await list(me)).toEqual([]);
    expect(await unread(me)).toBe(0);
    // The API refuses their follows and messages already; the events alone must not notify either.
    const events = t.app.get(EventEmitter2);
    for (const follower of [blockedByMe, blocksMe]) {
      events.emit('follow.changed', {
        followerId: follower.id,
        followingId: me.id,
        following: true,
      });
      sendMessage(follower, me);
    }
    await follow(friend, me);
    await eventually(async () => expect(await list(me)).toHaveLength(1));
    await settled();
    expect(await list(me)).toMatchObject([{ type: 'follow', actor: { _id: friend.id } }]);
  });

  it('a block takes the items about the ties it ended, for good; both counts are pushed', async () => {
    const [me, them] = await users(2);
    const post = await createTextPost(t, me.token);
    await follow(them, me);
    await follow(me, them);
    await api().post('/api/v1/connect').set(auth(them)).send({ connectId: me.id }).expect(201);
    await like(them, post._id);
    await eventually(async () => {
      expect((await list(me)).map((n) => n.type).sort()).toEqual([
        'connection_request',
        'follow',
        'like',
      ]);
      expect(await list(them)).toMatchObject([{ type: 'follow', actor: { _id: me.id } }]);
    });
    const [myTab, theirTab] = await Promise.all([socketOf(me), socketOf(them)]);
    const myCount = waitForSocketEvent(myTab, 'notification_count');
    const theirCount = waitForSocketEvent(theirTab, 'notification_count');
    await api().post(`/api/v1/settings/block/${them.id}`).set(auth(me)).expect(200);
    // Open badges are told at once (the rule hides the other's items from both).
    expect(await myCount).toEqual({ unreadCount: 0 });
    expect(await theirCount).toEqual({ unreadCount: 0 });

    const myAgain = waitForSocketEvent(myTab, 'notification_count');
    await api().delete(`/api/v1/settings/block/${them.id}`).set(auth(me)).expect(200);
    // The like is still there and shows again; the follows and the request ended with the block,
    // and their items do not come back.
    expect(await myAgain).toEqual({ unreadCount: 1 });
    await settled();
    expect(await list(me)).toMatchObject([{ type: 'like', actor: { _id: them.id } }]);
    expect(await unread(me)).toBe(1);
    expect(await list(them)).toEqual([]);
    expect(await unread(them)).toBe(0);
  });

  it('nothing about a post the recipient may no longer see', async () => {
    const [owner, member] = await users(2);
    const communityId = await createCommunity(t, owner.id, [owner.id, member.id]);
    const post = await createCommunityPost(t, member.token, communityId);
    await like(owner, post._id);
    await eventually(async () => expect(await list(member)).toHaveLength(1));
    await api().post('/api/v1/community/leave').set(auth(member)).send({ communityId }).expect(200);
    // The member left: their post in the community is hidden from them, and so is its item.
    await eventually(async () => expect(await list(member)).toEqual([]));
  });

  it('the socket event reaches the recipient only; reading pushes the count to other tabs', async () => {
    const [author, fan, bystander] = await users(3);
    const [tab1, tab2, other] = await Promise.all([
      socketOf(author),
      socketOf(author),
      socketOf(bystander),
    ]);
    const heardByOther: NotificationPushPayload[] = [];
    other.on('notification', (p) => heardByOther.push(p));
    const post = await createTextPost(t, author.token);
    const pushed = waitForSocketEvent(tab1, 'notification');
    await like(fan, post._id);
    const payload = await pushed;
    expect(payload).toMatchObject({
      unreadCount: 1,
      notification: { type: 'like', actor: { _id: fan.id }, post: { _id: post._id } },
    });
    // The bystander's own notification arrives after the like's would have.
    const own = waitForSocketEvent(other, 'notification');
    await follow(fan, bystander);
    await own;
    expect(heardByOther.map((p) => p.notification.type)).toEqual(['follow']);

    const counted = waitForSocketEvent(tab2, 'notification_count');
    const read = await api()
      .post('/api/v1/notifications/read')
      .set(auth(author))
      .send({})
      .expect(200);
    expect(read.body.data).toEqual({ unreadCount: 0 });
    expect(await counted).toEqual({ unreadCount: 0 });
    expect((await list(author))[0].read).toBe(true);
  });

  it('read marking by ids and counts; bad ids are refused', async () => {
    const [me, a, b] = await users(3);
    await follow(a, me);
    await follow(b, me);
    await eventually(async () => expect(await unread(me)).toBe(2));
    const [latest] = await list(me);
    const res = await api()
      .post('/api/v1/notifications/read')
      .set(auth(me))
      .send({ ids: [latest._id] })
      .expect(200);
    expect(res.body.data).toEqual({ unreadCount: 1 });
    expect((await list(me)).map((n) => n.read)).toEqual([true, false]);
    // Someone else's ids change nothing of theirs.
    await api().post('/api/v1/notifications/read').set(auth(a)).send({}).expect(200);
    expect(await unread(me)).toBe(1);
    const bad = await api()
      .post('/api/v1/notifications/read')
      .set(auth(me))
      .send({ ids: ['nope'] })
      .expect(400);
    expect(bad.body).toMatchObject({
      success: false,
      message: 'Each id must be a notification id',
    });
    await api().get('/api/v1/notifications').expect(401);
  });

  it('pages with a keyset cursor to the end', async () => {
    const [me, ...fans] = await users(6);
    for (const fan of fans) await follow(fan, me);
    await eventually(async () => expect(await unread(me)).toBe(5));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res: request.Response = await api()
        .get('/api/v1/notifications')
        .query(cursor ? { limit: 2, cursor } : { limit: 2 })
        .set(auth(me))
        .expect(200);
      seen.push(...res.body.data.map((n: NotificationDto) => n.actor?._id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...fans].reverse().map((f) => f.id));
    await api().get('/api/v1/notifications').query({ cursor: 'garbage' }).set(auth(me)).expect(400);
  });

  it('the digest email of what is unread goes to the outbox, at most once an hour', async () => {
    const created = await createUser(t.url);
    const me = { id: created.user._id, token: created.token, userName: created.user.userName };
    const [fan] = await users(1);
    const digest = t.app.get(NotificationDigest);
    // Other users' digests from earlier tests go first.
    await digest.sendDue();
    const before = new Set(await readdir(join(outbox, 'mail')).catch(() => [] as string[]));
    await follow(fan, me);
    await eventually(async () => expect(await unread(me)).toBe(1));
    expect(await digest.sendDue()).toBe(1);
    const files = (await readdir(join(outbox, 'mail'))).filter((f) => !before.has(f));
    expect(files).toHaveLength(1);
    const eml = await readFile(join(outbox, 'mail', files[0]), 'utf8');
    expect(eml).toContain(`To: ${created.user.email}`);
    expect(eml).toContain('Subject: You have 1 unread notification on SportsNet');
    expect(eml).toContain('Quick 1 started following you');
    // More activity within the hour waits for the next hour.
    const [other] = await users(1);
    await follow(other, me);
    await eventually(async () => expect(await unread(me)).toBe(2));
    expect(await digest.sendDue()).toBe(0);
  });
});
