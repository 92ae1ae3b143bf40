import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { DataSource } from 'typeorm';
import type { ServerToClientEvents } from '../src/contracts/socket-events';
import { InFlightWork } from '../src/core/realtime/in-flight-work';
import { eventually } from './support/eventually';
import {
  createCommunity,
  createCommunityPost,
  png,
  quickUsers,
  type QuickUser,
} from './support/posts';
import { connectSocket, waitForSocketEvent, type TestSocket } from './support/socket';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * The visibility rule as one table, on real PostgreSQL: every viewer relation × every kind of
 * object × every privacy setting of its owner, each answer checked against what the rule says.
 *
 * Four owners, one a setting: `public`, `friends` and `private` set their profile, posts and
 * messages to that level (messages: everyone / friends / none); `hibernated` is public, then
 * hibernated. The same seven viewers stand in the same relation to each owner: the owner
 * themselves, a follower, a connection ("friends"), a member of the owner's community, a
 * stranger, a user the owner blocked, a user who blocked the owner, and no one (anonymous).
 */

const SETTINGS = ['public', 'friends', 'private', 'hibernated'] as const;
type Setting = (typeof SETTINGS)[number];
const VIEWERS = [
  'self',
  'follower',
  'connection',
  'member',
  'stranger',
  'anonymous',
  'blocked',
  'blocker',
] as const;
type ViewerRole = (typeof VIEWERS)[number];
type Level = 'public' | 'friends' | 'private';
type Others = Exclude<ViewerRole, 'self' | 'anonymous'>;
const OTHERS: Others[] = ['follower', 'connection', 'member', 'stranger', 'blocked', 'blocker'];

interface World {
  owner: QuickUser;
  postId: string;
  postImageKey: string;
  avatarKey: string;
  commentId: string;
  communityId: string;
  communityName: string;
  communityPostId: string;
  chatWith: Record<Others, string>;
  /** A post of each viewer the owner liked (a notification to that viewer). */
  likedPostOf: Record<Others, string>;
}

// ——— What the rule says ———

const levelOf = (s: Setting): Level => (s === 'hibernated' ? 'public' : s);

/** The viewer may see the owner at all: awake, and no block either way (oneself always). */
function seesOwner(s: Setting, v: ViewerRole): boolean {
  if (v === 'self') return true;
  return s !== 'hibernated' && v !== 'blocked' && v !== 'blocker';
}

/** The owner's level lets the viewer in ("friends": an accepted connection). */
function levelAllows(s: Setting, v: ViewerRole): boolean {
  const level = levelOf(s);
  return v === 'self' || level === 'public' || (level === 'friends' && v === 'connection');
}

/** The profile's content (bio, sections, posts, its graph): a user one blocked shows none. */
const seesProfile = (s: Setting, v: ViewerRole) =>
  v === 'self' || (seesOwner(s, v) && levelAllows(s, v));

/** Everyone, signed out too, may see it: the only objects with a bare, public media URL. */
const isPublic = (s: Setting) => s !== 'hibernated' && levelOf(s) === 'public';

const EXPECTED: Record<string, (s: Setting, v: ViewerRole) => string> = {
  post: (s, v) => (seesOwner(s, v) && levelAllows(s, v) ? '200' : '404'),
  comment: (s, v) => (seesOwner(s, v) ? '200' : '404'),
  profile: (s, v) => {
    if (v === 'anonymous') return '401';
    if (v === 'self') return 'full';
    if (s === 'hibernated' || v === 'blocked') return '404';
    // The viewer blocked the owner: the header only, to offer Unblock.
    if (v === 'blocker') return 'restricted';
    return levelAllows(s, v) ? 'full' : 'restricted';
  },
  section: (s, v) => (v === 'anonymous' ? '401' : seesProfile(s, v) ? '200' : '404'),
  'follower list': (s, v) =>
    v === 'anonymous' ? '401' : seesProfile(s, v) ? 'followers:listed following:200' : '404',
  'media of the post, as handed out': (s, v) => {
    if (!seesOwner(s, v) || !levelAllows(s, v)) return 'post 404';
    return isPublic(s) ? 'bare 200 public' : 'signed 200 private';
  },
  'media of the post, bare path': (s) => (isPublic(s) ? '200' : '404'),
  'avatar, as handed out': (s, v) => {
    if (!seesOwner(s, v)) return 'comment 404';
    if (isPublic(s)) return 'bare 200 public';
    return v === 'anonymous' ? 'none' : 'signed 200 private';
  },
  'avatar, bare path': (s) => (isPublic(s) ? '200' : '404'),
  chat: (s, v) => {
    if (v === 'anonymous') return 'read:401 send:401';
    if (v === 'self') return 'list:200';
    if (!seesOwner(s, v)) return 'read:404 send:404';
    const level = levelOf(s);
    const accepts = level === 'public' || (level === 'friends' && v === 'connection');
    return `read:200 send:${accepts ? 201 : 403}`;
  },
  community: (s, v) => {
    if (v === 'anonymous') return '401';
    // The community exists for everyone (lists show it); its content is its members'.
    const open = v === 'self' || v === 'member' ? '200' : '403';
    return `${open} owner:${seesOwner(s, v) ? 'shown' : 'hidden'}`;
  },
  'community post': (s, v) => ((v === 'self' || v === 'member') && seesOwner(s, v) ? '200' : '404'),
  notification: (s, v) => {
    if (v === 'anonymous') return '401';
    if (v === 'self') return 'n/a';
    return seesOwner(s, v) ? 'shown' : 'hidden';
  },
};

describe('Visibility matrix (e2e)', () => {
  let t: TestApp;
  let db: DataSource;
  const worlds = {} as Record<Setting, World>;
  let viewers: Record<Others, QuickUser>;
  /** The owner's token (a hibernated owner signs in again: hibernation ended their sessions). */
  const ownerToken = {} as Record<Setting, string>;

  const api = () => request(t.url);
  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
  const tokenOf = (s: Setting, v: ViewerRole): string | null =>
    v === 'anonymous' ? null : v === 'self' ? ownerToken[s] : viewers[v].token;
  const as = (req: request.Test, s: Setting, v: ViewerRole) => {
    const token = tokenOf(s, v);
    return token ? req.set(bearer(token)) : req;
  };
  const keyOf = (url: string) => new URL(url, 'http://x').pathname.replace(/^\/media\//, '');

  async function freshToken(userId: string): Promise<string> {
    const [session]: { id: string }[] = await db.query(
      `INSERT INTO sessions (id, user_id, expires_at)
       VALUES (gen_random_uuid(), $1, now() + interval '1 day') RETURNING id`,
      [userId],
    );
    return t.app.get(JwtService, { strict: false }).signAsync({ sub: userId, jti: session.id });
  }

  async function buildWorld(s: Setting, owner: QuickUser, neutralPostId: string): Promise<World> {
    const auth = bearer(owner.token);
    const avatar = await api()
      .put('/api/v1/profile/updateProfilePicture')
      .set(auth)
      .attach('profilePic', await png(64, 64), 'me.png')
      .expect(200);
    const post = await api()
      .post('/api/v1/createPost')
      .set(auth)
      .field('title', `A ${s} post`)
      .attach('image', await png(), 'post.png')
      .expect(201);
    const comment = await api()
      .post('/api/v1/createComment')
      .set(auth)
      .send({ postId: neutralPostId, comment: `Said by the ${s} owner` })
      .expect(201);
    await api()
      .post('/api/v1/addFanProfile')
      .set(auth)
      .send({ favouriteTeams: ['Ajax'], languages: [], socials: [] })
      .expect(201);
    const communityId = await createCommunity(t, owner.id, [owner.id, viewers.member.id]);
    const [{ name: communityName }]: { name: string }[] = await db.query(
      `SELECT name FROM communities WHERE id = $1`,
      [communityId],
    );
    const communityPost = await createCommunityPost(t, owner.token, communityId, 'Members only');
    // The relations: followed, connected; the owner follows everyone (to start the chats).
    await db.query(`INSERT INTO follows (follower_id, following_id) VALUES ($1, $2)`, [
      viewers.follower.id,
      owner.id,
    ]);
    await db.query(
      `INSERT INTO connections (requester_id, recipient_id, status) VALUES ($1, $2, 'connected')`,
      [viewers.connection.id, owner.id],
    );
    await db.query(
      `INSERT INTO follows (follower_id, following_id) SELECT $1, unnest($2::uuid[])`,
      [owner.id, OTHERS.map((v) => viewers[v].id)],
    );
    const chatWith = {} as Record<Others, string>;
    const likedPostOf = {} as Record<Others, string>;
    for (const v of OTHERS) {
      const sent = await api()
        .post('/api/v1/messages/send')
        .set(auth)
        .send({ receiverId: viewers[v].id, content: `Hi ${v}` })
        .expect(201);
      chatWith[v] = sent.body.data.chatId;
      const theirs = await api()
        .post('/api/v1/createPost')
        .set(bearer(viewers[v].token))
        .send({ title: `For the ${s} owner to like` })
        .expect(201);
      likedPostOf[v] = theirs.body.data._id;
      await api().post('/api/v1/like').set(auth).send({ postId: likedPostOf[v] }).expect(201);
    }
    await api().post(`/api/v1/settings/block/${viewers.blocked.id}`).set(auth).expect(200);
    await api()
      .post(`/api/v1/settings/block/${owner.id}`)
      .set(bearer(viewers.blocker.token))
      .expect(200);
    const level = levelOf(s);
    await api()
      .put('/api/v1/settings/privacy')
      .set(auth)
      .send({
        profileVisibility: level,
        postVisibility: level,
        allowMessages: level === 'public' ? 'everyone' : level === 'friends' ? 'friends' : 'none',
        showFollowers: true,
      })
      .expect(200);
    return {
      owner,
      postId: post.body.data._id,
      postImageKey: keyOf(post.body.data.postImage),
      avatarKey: keyOf(avatar.body.data.profilePic),
      commentId: comment.body.data._id,
      communityId,
      communityName,
      communityPostId: communityPost._id,
      chatWith,
      likedPostOf,
    };
  }

  beforeAll(async () => {
    t = await startTestApp({
      COMMENT_COOLDOWN_SECONDS: '0',
      // The socket budget's own tests below: a small connection and event budget per account.
      SOCKET_CONNECT_LIMIT: '30/60',
      SOCKET_ACCOUNT_EVENT_LIMIT: '100/10',
    });
    db = t.app.get(DataSource);
    const users = await quickUsers(t, SETTINGS.length + OTHERS.length + 1);
    const owners = users.slice(0, SETTINGS.length);
    viewers = Object.fromEntries(OTHERS.map((v, i) => [v, users[SETTINGS.length + i]])) as Record<
      Others,
      QuickUser
    >;
    const neutral = users[users.length - 1];
    const neutralPost = await api()
      .post('/api/v1/createPost')
      .set(bearer(neutral.token))
      .send({ title: 'Anyone may comment here' })
      .expect(201);
    await Promise.all(
      SETTINGS.map(async (s, i) => {
        worlds[s] = await buildWorld(s, owners[i], neutralPost.body.data._id);
        ownerToken[s] = owners[i].token;
      }),
    );
    await api()
      .put('/api/v1/settings/hibernate')
      .set(bearer(worlds.hibernated.owner.token))
      .expect(200);
    ownerToken.hibernated = await freshToken(worlds.hibernated.owner.id);
    // The like notifications are written after their requests answered.
    await t.app.get(InFlightWork).settled();
  }, 60_000);
  afterAll(() => t.close());

  // ——— How each object is asked for, as each viewer ———

  const PROBES: Record<string, (w: World, s: Setting, v: ViewerRole) => Promise<string>> = {
    post: async (w, s, v) =>
      String((await as(api().get(`/api/v1/getPost/${w.postId}`), s, v)).status),
    comment: async (w, s, v) =>
      String(
        (await as(api().post('/api/v1/viewComment').send({ commentId: w.commentId }), s, v)).status,
      ),
    profile: async (w, s, v) => {
      const res = await as(api().get(`/api/v1/profile/${w.owner.id}`), s, v);
      if (res.status !== 200) return String(res.status);
      return res.body.data.restricted ? 'restricted' : 'full';
    },
    section: async (w, s, v) =>
      String((await as(api().get(`/api/v1/getFanProfile/${w.owner.id}`), s, v)).status),
    'follower list': async (w, s, v) => {
      const followers = await as(api().get(`/api/v1/getUserFollowers?userId=${w.owner.id}`), s, v);
      if (followers.status !== 200) return String(followers.status);
      const listed = followers.body.data.some(
        (u: { _id: string }) => u._id === viewers.follower.id,
      );
      const following = await as(api().get(`/api/v1/getUserFollowing?userId=${w.owner.id}`), s, v);
      return `followers:${listed ? 'listed' : 'missing'} following:${following.status}`;
    },
    'media of the post, as handed out': async (w, s, v) => {
      const post = await as(api().get(`/api/v1/getPost/${w.postId}`), s, v);
      if (post.status !== 200) return `post ${post.status}`;
      const url: string = post.body.data.postImage;
      const media = await api().get(url);
      const kind = url.includes('?') ? 'signed' : 'bare';
      const cache = String(media.headers['cache-control']).split(',')[0];
      return `${kind} ${media.status} ${cache}`;
    },
    'media of the post, bare path': async (w, s, v) =>
      String((await as(api().get(`/media/${w.postImageKey}`), s, v)).status),
    'avatar, as handed out': async (w, s, v) => {
      const res = await as(
        api().post('/api/v1/viewComment').send({ commentId: w.commentId }),
        s,
        v,
      );
      if (res.status !== 200) return `comment ${res.status}`;
      const url: string | null = res.body.data.comment.user.image;
      if (!url) return 'none';
      const media = await api().get(url);
      const cache = String(media.headers['cache-control']).split(',')[0];
      return `${url.includes('?') ? 'signed' : 'bare'} ${media.status} ${cache}`;
    },
    'avatar, bare path': async (w, s, v) =>
      String((await as(api().get(`/media/${w.avatarKey}`), s, v)).status),
    chat: async (w, s, v) => {
      if (v === 'self') {
        return `list:${(await as(api().get('/api/v1/messages/chats'), s, v)).status}`;
      }
      const chatId = v === 'anonymous' ? w.chatWith.stranger : w.chatWith[v];
      const read = await as(api().get(`/api/v1/messages/chat/${chatId}`), s, v);
      const send = await as(
        api()
          .post('/api/v1/messages/send')
          .send({ receiverId: w.owner.id, chatId, content: 'Reply' }),
        s,
        v,
      );
      return `read:${read.status} send:${send.status}`;
    },
    community: async (w, s, v) => {
      const open = await as(api().get(`/api/v1/community/${w.communityId}`), s, v);
      if (open.status === 401) return '401';
      const list = await as(
        api().get('/api/v1/community').query({ q: w.communityName }),
        s,
        v,
      ).expect(200);
      const card = list.body.data.find((c: { _id: string }) => c._id === w.communityId);
      return `${open.status} owner:${card?.owner?._id === w.owner.id ? 'shown' : 'hidden'}`;
    },
    'community post': async (w, s, v) =>
      String((await as(api().get(`/api/v1/getPost/${w.communityPostId}`), s, v)).status),
    notification: async (w, s, v) => {
      if (v === 'self') return 'n/a';
      const res = await as(api().get('/api/v1/notifications'), s, v);
      if (res.status !== 200) return String(res.status);
      const fromOwner = res.body.data.some(
        (n: { type: string; actor: { _id: string } | null; post?: { _id: string } }) =>
          n.type === 'like' &&
          n.post?._id === w.likedPostOf[v as Others] &&
          n.actor?._id === w.owner.id,
      );
      return fromOwner ? 'shown' : 'hidden';
    },
  };

  const cases = Object.keys(EXPECTED).flatMap((object) =>
    SETTINGS.map((setting) => [object, setting] as const),
  );

  it.each(cases)('%s, owner %s: each viewer gets what the rule allows', async (object, s) => {
    const mismatches: string[] = [];
    for (const v of VIEWERS) {
      const want = EXPECTED[object](s, v);
      const got = await PROBES[object](worlds[s], s, v);
      if (got !== want) mismatches.push(`${v}: expected "${want}", got "${got}"`);
    }
    expect(mismatches).toEqual([]);
  });

  it('a signed media URL is bound to its object, and a tampered one is 404', async () => {
    const post = await api()
      .get(`/api/v1/getPost/${worlds.private.postId}`)
      .set(bearer(ownerToken.private))
      .expect(200);
    const url = new URL(post.body.data.postImage, 'http://x');
    await api().get(`${url.pathname}${url.search}`).expect(200);
    const signature = url.searchParams.get('s') as string;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    await api()
      .get(`${url.pathname}?e=${url.searchParams.get('e')}&s=${flipped}`)
      .expect(404);
    // The same signature on another object (the post's original beside its feed variant).
    const other = keyOf(post.body.data.postImageOriginal);
    await api().get(`/media/${other}${url.search}`).expect(404);
    await api()
      .get(`/media/${keyOf(url.pathname)}`)
      .expect(404);
  });

  it('a fresh URL is handed to whoever may see the object now, and to no one else', async () => {
    const keys = [worlds.friends.postImageKey, worlds.public.postImageKey, 'posts/x/y.png'];
    const friend = await api()
      .post('/api/v1/media/urls')
      .set(bearer(viewers.connection.token))
      .send({ keys })
      .expect(200);
    expect(Object.keys(friend.body.data).sort()).toEqual(keys.slice(0, 2).sort());
    expect(friend.body.data[worlds.public.postImageKey]).toBe(
      `/media/${worlds.public.postImageKey}`,
    );
    await api().get(friend.body.data[worlds.friends.postImageKey]).expect(200);
    const stranger = await api()
      .post('/api/v1/media/urls')
      .set(bearer(viewers.stranger.token))
      .send({ keys })
      .expect(200);
    expect(Object.keys(stranger.body.data)).toEqual([worlds.public.postImageKey]);
    await api().post('/api/v1/media/urls').send({ keys }).expect(401);
  });

  it('a user who hides their followers shows the lists to themselves only', async () => {
    const { owner } = worlds.public;
    await api()
      .put('/api/v1/settings/privacy')
      .set(bearer(owner.token))
      .send({ showFollowers: false })
      .expect(200);
    try {
      const hidden = await api()
        .get(`/api/v1/getUserFollowers?userId=${owner.id}`)
        .set(bearer(viewers.connection.token))
        .expect(404);
      expect(hidden.body.code).toBe('FOLLOWERS_HIDDEN');
      await api()
        .get(`/api/v1/getUserFollowers?userId=${owner.id}`)
        .set(bearer(owner.token))
        .expect(200);
    } finally {
      await api()
        .put('/api/v1/settings/privacy')
        .set(bearer(owner.token))
        .send({ showFollowers: true })
        .expect(200);
    }
  });
  /**
   * Every event the server pushes, with who must hear it and, by the exact set, who must not.
   * The cast: the actor A; F follows A; C is A's connection; M is a member of A's community; X a
   * stranger; B is blocked by A; K blocked A; Y a user A blocks and unblocks on the way; N a
   * socket that watches nothing. All but N watch A's presence and A's community (as screens
   * showing them do), so a blocked user's watching is no way in.
   */
  describe('socket events: who hears each', () => {
    const ROLES = ['A', 'F', 'C', 'M', 'X', 'B', 'K', 'Y', 'N'] as const;
    type Role = (typeof ROLES)[number];
    type EventName = keyof ServerToClientEvents;
    const cast = {} as Record<Role, QuickUser>;
    const sockets = {} as Record<Role, TestSocket>;
    const heardEver = new Set<string>();
    let community = '';
    let otherCommunity = '';
    let publicPost = '';
    let chatAC = '';
    let chatAK = '';

    async function open(role: Role): Promise<TestSocket> {
      const socket = connectSocket(t.url, cast[role].token);
      socket.onAny((event: string) => heardEver.add(event));
      await waitForSocketEvent(socket, 'connect');
      if (role !== 'N') {
        await socket.emitWithAck('watch_presence', { watch: [cast.A.id] });
        await socket.emitWithAck('watch_communities', { watch: [community, otherCommunity] });
      }
      sockets[role] = socket;
      return socket;
    }

    const post = (role: Role, path: string, body: object = {}) =>
      api().post(`/api/v1${path}`).set(bearer(cast[role].token)).send(body);

    beforeAll(async () => {
      const users = await quickUsers(t, ROLES.length);
      ROLES.forEach((r, i) => (cast[r] = users[i]));
      community = await createCommunity(t, cast.A.id, [cast.A.id, cast.M.id]);
      otherCommunity = await createCommunity(t, cast.A.id, [cast.A.id, cast.M.id]);
      await db.query(
        `INSERT INTO follows (follower_id, following_id) VALUES ($1, $2), ($3, $4), ($3, $5)`,
        [cast.F.id, cast.A.id, cast.A.id, cast.C.id, cast.K.id],
      );
      await db.query(
        `INSERT INTO connections (requester_id, recipient_id, status) VALUES ($1, $2, 'connected')`,
        [cast.C.id, cast.A.id],
      );
      chatAC = (await post('A', '/messages/send', { receiverId: cast.C.id, content: 'Hi C' })).body
        .data.chatId;
      chatAK = (await post('A', '/messages/send', { receiverId: cast.K.id, content: 'Hi K' })).body
        .data.chatId;
      await post('A', `/settings/block/${cast.B.id}`).expect(200);
      await post('K', `/settings/block/${cast.A.id}`).expect(200);
      publicPost = (await post('A', '/createPost', { title: 'Open to all' }).expect(201)).body.data
        ._id;
      for (const role of ROLES) await open(role);
      await t.app.get(InFlightWork).settled();
    });
    afterAll(() => {
      for (const socket of Object.values(sockets)) socket.close();
    });

    /**
     * Runs `trigger` and answers which roles heard `event` (those `match` accepts), once every
     * role in `expected` has and the work the trigger set off has settled.
     */
    async function whoHears(
      event: EventName,
      trigger: () => Promise<unknown>,
      expected: Role[],
      match: (payload: Record<string, unknown>) => boolean = () => true,
    ): Promise<Role[]> {
      const heard = new Set<Role>();
      const listeners = ROLES.map((role) => {
        const listener = (payload: Record<string, unknown>) => {
          if (match(payload ?? {})) heard.add(role);
        };
        (sockets[role] as unknown as { on: (e: string, l: unknown) => void }).on(event, listener);
        return { role, listener, socket: sockets[role] };
      });
      try {
        await trigger();
        await eventually(async () => {
          expect(expected.filter((r) => !heard.has(r))).toEqual([]);
        }, 5000).catch(() => undefined);
        await t.app.get(InFlightWork).settled();
        // Pushes cross the socket a moment after the work that sent them.
        await new Promise((resolve) => setTimeout(resolve, 150));
        return ROLES.filter((r) => heard.has(r));
      } finally {
        for (const { listener, socket } of listeners) {
          (socket as unknown as { off: (e: string, l: unknown) => void }).off(event, listener);
        }
      }
    }

    let created = '';
    const CASES: {
      event: EventName;
      when: string;
      trigger: () => Promise<unknown>;
      to: Role[];
      match?: (p: Record<string, unknown>) => boolean;
    }[] = [
      {
        event: 'post_update',
        when: 'A writes a public post',
        trigger: async () =>
          (created = (await post('A', '/createPost', { title: 'Hello all' })).body.data._id),
        to: ['A', 'F', 'C', 'M', 'X', 'Y', 'N'],
        match: (p) => p.authorId === cast.A.id && p.communityId === null,
      },
      {
        event: 'post_update',
        when: 'A writes a friends-only post',
        trigger: async () => {
          await api()
            .put('/api/v1/settings/privacy')
            .set(bearer(cast.A.token))
            .send({ postVisibility: 'friends' });
          await post('A', '/createPost', { title: 'Friends only' });
          await api()
            .put('/api/v1/settings/privacy')
            .set(bearer(cast.A.token))
            .send({ postVisibility: 'public' });
        },
        to: ['A', 'C'],
        match: (p) => p.authorId === cast.A.id && p.action === 'created',
      },
      {
        event: 'post_update',
        when: 'A posts in the community',
        trigger: () => createCommunityPost(t, cast.A.token, community, 'Members'),
        to: ['A', 'M'],
        match: (p) => p.communityId === community,
      },
      {
        event: 'comment_update',
        when: 'X comments on A’s public post',
        trigger: () => post('X', '/createComment', { postId: publicPost, comment: 'Nice' }),
        to: ['A', 'F', 'C', 'M', 'X', 'Y', 'N'],
        match: (p) => p.postId === publicPost,
      },
      {
        event: 'post_counts',
        when: 'F likes A’s public post',
        trigger: () => post('F', '/like', { postId: publicPost }),
        to: ['A', 'F', 'C', 'M', 'X', 'Y', 'N'],
        match: (p) => p.postId === publicPost,
      },
      {
        event: 'my_engagement',
        when: 'F takes the like back',
        trigger: () => post('F', '/dislike', { postId: publicPost }),
        to: ['F'],
      },
      {
        event: 'notification',
        when: 'F likes A’s new post',
        trigger: () => post('F', '/like', { postId: created }),
        to: ['A'],
      },
      {
        event: 'notification_count',
        when: 'A reads their notifications',
        trigger: () => post('A', '/notifications/read'),
        to: ['A'],
      },
      {
        event: 'follow_update',
        when: 'X follows A',
        trigger: () => post('X', '/follow', { followingId: cast.A.id, follow: true }),
        to: ['A', 'X'],
      },
      {
        event: 'connection_request',
        when: 'X asks A to connect',
        trigger: () => post('X', '/connect', { connectId: cast.A.id }),
        to: ['A', 'X'],
      },
      {
        event: 'connection_cancelled',
        when: 'X withdraws it',
        trigger: () => post('X', '/cancelSentConnection', { recipientId: cast.A.id }),
        to: ['A', 'X'],
      },
      {
        event: 'connection_rejected',
        when: 'A rejects X’s new request',
        trigger: async () => {
          await post('X', '/connect', { connectId: cast.A.id });
          await post('A', '/rejectConnection', { requesterId: cast.X.id });
        },
        to: ['A', 'X'],
      },
      {
        event: 'connection_accepted',
        when: 'A accepts X’s next request',
        trigger: async () => {
          await post('X', '/connect', { connectId: cast.A.id });
          await post('A', '/acceptConnection', { requesterId: cast.X.id });
        },
        to: ['A', 'X'],
      },
      {
        event: 'connection_disconnected',
        when: 'A disconnects from X',
        trigger: () => post('A', '/disconnect', { disconnectId: cast.X.id }),
        to: ['A', 'X'],
      },
      {
        event: 'my_block',
        when: 'A blocks Y',
        trigger: () => post('A', `/settings/block/${cast.Y.id}`),
        to: ['A'],
      },
      {
        event: 'presence_update',
        when: 'A unblocks Y (nobody hears anything of the other)',
        trigger: () =>
          api().delete(`/api/v1/settings/block/${cast.Y.id}`).set(bearer(cast.A.token)),
        to: [],
      },
      {
        event: 'presence_update',
        when: 'A blocks Y again: Y’s dot goes out on A’s screens, Y hears nothing',
        trigger: () => post('A', `/settings/block/${cast.Y.id}`),
        to: ['A'],
      },
      {
        event: 'my_block',
        when: 'A unblocks Y',
        trigger: () =>
          api().delete(`/api/v1/settings/block/${cast.Y.id}`).set(bearer(cast.A.token)),
        to: ['A'],
      },
      {
        event: 'presence_update',
        when: 'A goes offline',
        trigger: async () => {
          const closed = waitForSocketEvent(sockets.A, 'disconnect');
          sockets.A.close();
          await closed;
        },
        // Y watched A before A blocked them and watches again: unblocked, they hear it.
        to: ['F', 'C', 'M', 'X', 'Y'],
        match: (p) => p.userId === cast.A.id && p.isActive === false,
      },
      {
        event: 'presence_update',
        when: 'A comes back online',
        trigger: () => open('A'),
        to: ['F', 'C', 'M', 'X', 'Y'],
        match: (p) => p.userId === cast.A.id && p.isActive === true,
      },
      {
        event: 'community_update',
        when: 'X joins A’s community (members and those looking at it)',
        trigger: () =>
          api()
            .post('/api/v1/community/join')
            .set(bearer(cast.X.token))
            .send({ communityId: community }),
        to: ['A', 'F', 'C', 'M', 'X', 'B', 'K', 'Y'],
        match: (p) => p.communityId === community,
      },
      {
        event: 'my_membership',
        when: 'X leaves it',
        trigger: () =>
          api()
            .post('/api/v1/community/leave')
            .set(bearer(cast.X.token))
            .send({ communityId: community }),
        to: ['X'],
      },
      {
        event: 'community_deleted',
        when: 'A deletes another community',
        trigger: () =>
          api()
            .post('/api/v1/community/delete')
            .set(bearer(cast.A.token))
            .send({ communityId: otherCommunity }),
        to: ['A', 'F', 'C', 'M', 'X', 'B', 'K', 'Y'],
        match: (p) => p.communityId === otherCommunity,
      },
      {
        event: 'receive_message',
        when: 'A writes to C',
        trigger: () =>
          post('A', '/messages/send', { receiverId: cast.C.id, chatId: chatAC, content: 'Yo' }),
        to: ['A', 'C'],
      },
      {
        event: 'user_typing',
        when: 'A types to C',
        trigger: async () =>
          sockets.A.emit('typing_started', { chatId: chatAC, receiverId: cast.C.id }),
        to: ['C'],
      },
      {
        event: 'user_stopped_typing',
        when: 'A stops typing to C',
        trigger: async () =>
          sockets.A.emit('typing_stopped', { chatId: chatAC, receiverId: cast.C.id }),
        to: ['C'],
      },
      {
        event: 'user_typing',
        when: 'K (who blocked A) types in their old chat with A',
        trigger: async () =>
          sockets.K.emit('typing_started', { chatId: chatAK, receiverId: cast.A.id }),
        to: [],
      },
      {
        event: 'chat_read',
        when: 'C reads the chat',
        trigger: () => post('C', `/messages/chat/${chatAC}/read`),
        to: ['C'],
      },
      {
        event: 'account_gone',
        when: 'A hibernates (never to a user blocked either way)',
        trigger: () => api().put('/api/v1/settings/hibernate').set(bearer(cast.A.token)),
        to: ['F', 'C', 'M', 'X', 'Y', 'N'],
        match: (p) => p.userId === cast.A.id,
      },
    ];

    it.each(CASES.map((c, i) => [c.event, c.when, i] as const))(
      '%s when %s',
      async (_event, _when, i) => {
        const c = CASES[i];
        expect(await whoHears(c.event, c.trigger, c.to, c.match)).toEqual(c.to);
      },
    );

    it('never sends `refresh`, and covers every other event the server may push', () => {
      const covered = new Set<string>([...CASES.map((c) => c.event), 'connection_closed']);
      const events: EventName[] = [
        'comment_update',
        'post_update',
        'post_counts',
        'my_engagement',
        'my_block',
        'presence_update',
        'follow_update',
        'connection_request',
        'connection_accepted',
        'connection_rejected',
        'connection_cancelled',
        'connection_disconnected',
        'community_update',
        'my_membership',
        'community_deleted',
        'account_gone',
        'connection_closed',
        'notification',
        'notification_count',
        'receive_message',
        'user_typing',
        'user_stopped_typing',
        'chat_read',
      ];
      expect(events.filter((e) => !covered.has(e))).toEqual([]);
      expect(heardEver.has('refresh')).toBe(false);
    });
  });

  describe('socket budget', () => {
    it('keeps at most 20 sockets an account: the oldest is told and closed', async () => {
      const [z] = await quickUsers(t, 1);
      const opened: TestSocket[] = [];
      try {
        const first = connectSocket(t.url, z.token);
        opened.push(first);
        await waitForSocketEvent(first, 'connect');
        const told = waitForSocketEvent(first, 'connection_closed');
        const closed = waitForSocketEvent(first, 'disconnect');
        for (let i = 0; i < 20; i++) {
          const socket = connectSocket(t.url, z.token);
          opened.push(socket);
          await waitForSocketEvent(socket, 'connect');
        }
        expect(await told).toEqual({ reason: 'too_many_connections' });
        expect(await closed).toBe('io server disconnect');
        expect(opened.slice(1).every((s) => s.connected)).toBe(true);
      } finally {
        for (const socket of opened) socket.close();
      }
    });

    it('limits connections an account opens (reconnects count), and its events across them', async () => {
      const [r] = await quickUsers(t, 1);
      const first = connectSocket(t.url, r.token);
      await waitForSocketEvent(first, 'connect');
      // 100 events an account per 10 s (this file's budget), 60 a socket: a reconnect goes on
      // counting where the last socket stopped.
      const acks: boolean[] = [];
      for (let i = 0; i < 60; i++)
        acks.push((await first.emitWithAck('watch_presence', {})) !== false);
      first.close();
      const second = connectSocket(t.url, r.token);
      await waitForSocketEvent(second, 'connect');
      for (let i = 0; i < 60; i++) {
        acks.push((await second.emitWithAck('watch_presence', {})) !== false);
      }
      second.close();
      expect(acks.filter(Boolean)).toHaveLength(100);
      expect(acks.slice(100).every((ok) => !ok)).toBe(true);
      // 30 connections a minute (this file's budget): two above, 28 more, then refused.
      for (let i = 0; i < 28; i++) {
        const socket = connectSocket(t.url, r.token);
        await waitForSocketEvent(socket, 'connect');
        socket.close();
      }
      const refused = connectSocket(t.url, r.token);
      const error = await waitForSocketEvent(refused, 'connect_error');
      expect(error.message).toBe('RATE_LIMITED');
      refused.close();
    });
  });
});
