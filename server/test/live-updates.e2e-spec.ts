import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { InFlightWork } from '../src/core/realtime/in-flight-work';
import type { ServerEventName } from '../src/contracts/socket-events';
import { eventually } from './support/eventually';
import { createTextPost, quickUsers, QuickUser } from './support/posts';
import { connectSocket, TestSocket, waitForSocketEvent } from './support/socket';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

/**
 * Counters and online dots move live on open screens, and only for
 * those the visibility rule lets see the post or the person.
 */
describe('Live counters and presence (e2e)', () => {
  let t: TestApp;
  const api = () => request(t.url);
  const auth = (u: QuickUser) => ({ Authorization: `Bearer ${u.token}` });
  const sockets: TestSocket[] = [];

  async function online(user: QuickUser): Promise<TestSocket> {
    const socket = connectSocket(t.url, user.token);
    sockets.push(socket);
    await waitForSocketEvent(socket, 'connect');
    return socket;
  }

  /** Everything `socket` hears of `event` from now on. */
  function record(socket: TestSocket, event: ServerEventName): unknown[] {
    const heard: unknown[] = [];
    (socket as unknown as { on: (e: string, f: (p: unknown) => void) => void }).on(event, (p) =>
      heard.push(p),
    );
    return heard;
  }

  async function block(blocker: QuickUser, blocked: QuickUser): Promise<void> {
    await t.app
      .get(DataSource)
      .query('INSERT INTO blocks (blocker_id, blocked_id) VALUES ($1, $2)', [
        blocker.id,
        blocked.id,
      ]);
  }

  beforeAll(async () => {
    t = await startTestApp({ COMMENT_COOLDOWN_SECONDS: '0' });
    await resetDatabase(t.app);
  });
  afterEach(() => sockets.splice(0).forEach((s) => s.close()));
  afterAll(() => t.close());

  it('pushes a post’s new counts to a reader, and nothing to someone the author blocked', async () => {
    const [author, reader, fan, blocked] = await quickUsers(t, 4);
    await block(author, blocked);
    const post = await createTextPost(t, author.token, 'Derby day');
    const readerSocket = await online(reader);
    const blockedHeard = record(await online(blocked), 'post_counts');

    const liked = waitForSocketEvent(readerSocket, 'post_counts');
    await api().post('/api/v1/like').set(auth(fan)).send({ postId: post._id }).expect(201);
    expect(await liked).toEqual({
      postId: post._id,
      counts: { numOfLikes: 1, numOfComments: 0, savedCount: 0, numOfReposts: 0, countsVersion: 1 },
    });

    const saved = waitForSocketEvent(readerSocket, 'post_counts');
    await api().post('/api/v1/savePost').set(auth(fan)).send({ postId: post._id }).expect(200);
    expect((await saved).counts).toMatchObject({ savedCount: 1, countsVersion: 2 });

    const commented = waitForSocketEvent(readerSocket, 'post_counts');
    await api()
      .post('/api/v1/createComment')
      .set(auth(fan))
      .send({ postId: post._id, comment: 'What a goal' })
      .expect(201);
    // Every push carries all four counts and the version they belong to, so a screen can tell
    // an older push (or an older page) from a newer one whatever order they arrive in.
    expect(await commented).toEqual({
      postId: post._id,
      counts: { numOfLikes: 1, numOfComments: 1, savedCount: 1, numOfReposts: 0, countsVersion: 3 },
    });

    // The reader has heard all three; the blocked user's socket heard none of them.
    expect(blockedHeard).toEqual([]);
  });

  it('keeps a friends-only post’s counts among the author’s connections', async () => {
    const [author, friend, stranger, fan] = await quickUsers(t, 4);
    await t.app.get(DataSource).query(
      `INSERT INTO connections (requester_id, recipient_id, status) VALUES ($1, $2, 'connected'),
           ($1, $3, 'connected')`,
      [author.id, friend.id, fan.id],
    );
    await api()
      .put('/api/v1/settings/privacy')
      .set(auth(author))
      .send({ postVisibility: 'friends' })
      .expect(200);
    const post = await createTextPost(t, author.token, 'For my people');
    const friendSocket = await online(friend);
    const strangerHeard = record(await online(stranger), 'post_counts');

    const liked = waitForSocketEvent(friendSocket, 'post_counts');
    await api().post('/api/v1/like').set(auth(fan)).send({ postId: post._id }).expect(201);
    expect((await liked).counts).toMatchObject({ numOfLikes: 1 });
    expect(strangerHeard).toEqual([]);
  });

  it('tells the sockets showing someone when they come online and leave, unless they hide their status', async () => {
    const [watcher, player, shy, blocker, bystander] = await quickUsers(t, 5);
    await block(blocker, watcher);
    await api()
      .put('/api/v1/settings/privacy')
      .set(auth(shy))
      .send({ showOnlineStatus: false })
      .expect(200);
    const watcherSocket = await online(watcher);
    // The bystander's screen shows none of them: a sign-in is not pushed to every socket.
    const bystanderHeard = record(await online(bystander), 'presence_update');
    expect(
      await watcherSocket.emitWithAck('watch_presence', {
        watch: [player.id, shy.id, blocker.id, 'not-an-id'],
      }),
    ).toBe(3);
    const heard = record(watcherSocket, 'presence_update');
    const about = (userId: string, isActive: boolean) =>
      eventually(async () => expect(heard).toContainEqual({ userId, isActive }));

    await online(shy);
    await online(blocker);
    const playerSocket = await online(player);
    await about(player.id, true);
    playerSocket.close();
    await about(player.id, false);
    // Neither the user who hides their status nor the one who blocked the watcher was announced.
    expect(heard).toEqual([
      { userId: player.id, isActive: true },
      { userId: player.id, isActive: false },
    ]);
    expect(bystanderHeard).toEqual([]);

    // A dot no longer on screen hears nothing more.
    expect(await watcherSocket.emitWithAck('watch_presence', { unwatch: [player.id] })).toBe(2);
    await online(player);
    await new Promise((r) => setTimeout(r, 300));
    expect(heard).toHaveLength(2);
  });

  it('tells my other tabs what I liked, saved or reposted, and nobody else', async () => {
    const [author, me, other] = await quickUsers(t, 3);
    const post = await createTextPost(t, author.token, 'Two tabs');
    const myOtherTab = record(await online(me), 'my_engagement');
    const othersHeard = record(await online(other), 'my_engagement');
    await api().post('/api/v1/like').set(auth(me)).send({ postId: post._id }).expect(201);
    await api().post('/api/v1/savePost').set(auth(me)).send({ postId: post._id }).expect(200);
    await eventually(async () =>
      expect(myOtherTab).toEqual([
        {
          postId: post._id,
          kind: 'like',
          active: true,
          counts: expect.objectContaining({ numOfLikes: 1, countsVersion: 1 }),
        },
        {
          postId: post._id,
          kind: 'save',
          active: true,
          counts: expect.objectContaining({ savedCount: 1, countsVersion: 2 }),
        },
      ]),
    );
    expect(othersHeard).toEqual([]);
  });

  it('puts out the dot of a user who hides their online status, and lights it when they show it', async () => {
    const [watcher, shy] = await quickUsers(t, 2);
    const watcherSocket = await online(watcher);
    expect(await watcherSocket.emitWithAck('watch_presence', { watch: [shy.id] })).toBe(1);
    const heard = record(watcherSocket, 'presence_update');
    const shySocket = await online(shy);
    const shyHeard = record(shySocket, 'presence_update');
    await eventually(async () => expect(heard).toEqual([{ userId: shy.id, isActive: true }]));
    const privacy = (showOnlineStatus: boolean) =>
      api().put('/api/v1/settings/privacy').set(auth(shy)).send({ showOnlineStatus }).expect(200);

    await privacy(false);
    await eventually(async () => expect(heard).toHaveLength(2));
    expect(heard[1]).toEqual({ userId: shy.id, isActive: false });
    await privacy(true);
    await eventually(async () => expect(heard).toHaveLength(3));
    expect(heard[2]).toEqual({ userId: shy.id, isActive: true });
    expect(shyHeard).toEqual([]);
  });

  it('puts out, on a block, the blocked user’s dot on the blocker’s screens; the blocked hears nothing', async () => {
    const [blocker, blocked] = await quickUsers(t, 2);
    const blockerSocket = await online(blocker);
    const blockedSocket = await online(blocked);
    await blockedSocket.emitWithAck('watch_presence', { watch: [blocker.id] });
    const blockedHeard = record(blockedSocket, 'presence_update');
    const blockerHeard = record(blockerSocket, 'presence_update');
    await api().post(`/api/v1/settings/block/${blocked.id}`).set(auth(blocker)).expect(200);
    await eventually(async () => {
      expect(blockerHeard).toEqual([{ userId: blocked.id, isActive: false }]);
    });
    // Nor does the blocker's coming and going reach them, though their screen still watched.
    blockerSocket.close();
    await eventually(async () => {
      const [row] = await t.app
        .get(DataSource)
        .query('SELECT is_active FROM users WHERE id = $1', [blocker.id]);
      expect(row.is_active).toBe(false);
    });
    await online(blocker);
    await t.app.get(InFlightWork).settled();
    expect(blockedHeard).toEqual([]);
  });

  it('takes only user ids in watch_presence, at most 100 an event and 1 000 a socket', async () => {
    const [viewer] = await quickUsers(t, 1);
    const socket = await online(viewer);
    const raw = socket as unknown as { emitWithAck: (e: string, p: unknown) => Promise<unknown> };
    // A payload of the wrong shape is answered as an HTTP 400 body is, and changes nothing.
    expect(await raw.emitWithAck('watch_presence', null)).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'The event payload must be an object',
    });
    expect(await raw.emitWithAck('watch_presence', { watch: 'everyone', unwatch: 7 })).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'watch must be a list of ids',
      errors: { watch: 'watch must be a list of ids', unwatch: 'unwatch must be a list of ids' },
    });
    expect(await raw.emitWithAck('watch_presence', { watch: [], everyone: true })).toMatchObject({
      success: false,
      errors: { everyone: 'property everyone should not exist' },
    });
    const ids = (n: number) => Array.from({ length: n }, () => randomUUID());
    expect(await socket.emitWithAck('watch_presence', { watch: ['nobody', ...ids(1)] })).toBe(1);
    expect(await socket.emitWithAck('watch_presence', { watch: ids(500) })).toBe(101);
    for (let i = 0; i < 10; i += 1) await socket.emitWithAck('watch_presence', { watch: ids(100) });
    expect(await socket.emitWithAck('watch_presence', { watch: ids(1) })).toBe(1000);
  });
});
