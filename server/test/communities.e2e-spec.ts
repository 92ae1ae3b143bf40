import sharp from 'sharp';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { StorageService } from '../src/core/storage/storage.service';
import {
  createCommunity,
  createCommunityPost,
  createTextPost,
  mp4,
  mediaKey,
  objectsUnder,
  png,
  quickUsers,
  QuickUser,
} from './support/posts';
import { eventually } from './support/eventually';
import { connectSocket, waitForSocketEvent } from './support/socket';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

const FILL_ALL = 'Please fill in all fields and upload a banner image.';
const NOT_A_MEMBER = 'You must join this community to view its content.';
const NAME_TAKEN = 'A community with this name already exists';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let seq = 0;
const uniqueName = (base = 'U18 Eagles') => `${base} ${process.pid % 1000}-${++seq}`;

interface CommunityBody {
  _id: string;
  name: string;
  membersCount: number;
  isMember: boolean;
  isOwner: boolean;
  bannerImage: string;
  bannerImageOriginal: string;
}

describe('Communities (e2e)', () => {
  let t: TestApp;
  const api = () => request(t.url);
  const auth = (u: { token: string }) => ({ Authorization: `Bearer ${u.token}` });
  const db = () => t.app.get(DataSource);
  const storage = () => t.app.get(StorageService);
  const bannersOf = (u: QuickUser) => objectsUnder(`communities/${u.id}/`);

  function create(
    u: QuickUser,
    fields: { name?: string; description?: string },
    banner: Buffer | null,
    filename = 'banner.png',
  ) {
    const req = api().post('/api/v1/community/create').set(auth(u));
    if (fields.name !== undefined) req.field('name', fields.name);
    if (fields.description !== undefined) req.field('description', fields.description);
    if (banner) req.attach('bannerImage', banner, filename);
    return req;
  }

  async function createOk(u: QuickUser, name = uniqueName()): Promise<CommunityBody> {
    const res = await create(u, { name, description: 'Our squad' }, await png(1600, 400)).expect(
      201,
    );
    return res.body.data;
  }

  const join = (u: QuickUser, communityId: unknown) =>
    api().post('/api/v1/community/join').set(auth(u)).send({ communityId });
  const leave = (u: QuickUser, communityId: unknown) =>
    api().post('/api/v1/community/leave').set(auth(u)).send({ communityId });
  const remove = (u: QuickUser, communityId: unknown) =>
    api().post('/api/v1/community/delete').set(auth(u)).send({ communityId });

  async function count(sql: string, params: unknown[]): Promise<number> {
    const [row]: { n: number }[] = await db().query(sql, params);
    return row.n;
  }

  beforeAll(async () => {
    t = await startTestApp({ COMMENT_COOLDOWN_SECONDS: '0' });
    await resetDatabase(t.app);
  });
  afterAll(() => t.close());

  describe('POST /community/create', () => {
    it('makes the creator owner and first member, with a stripped banner and a card-sized WebP', async () => {
      const [coach] = await quickUsers(t, 1);
      const jpeg = await sharp({
        create: { width: 2400, height: 800, channels: 3, background: '#0a7' },
      })
        .jpeg()
        .withMetadata({ exif: { IFD0: { Copyright: 'the coach’s home' } } })
        .toBuffer();
      const res = await create(
        coach,
        { name: '  U18 Eagles  ', description: ' Under-18 squad ' },
        jpeg,
        'photo.jpg',
      ).expect(201);
      expect(res.body).toMatchObject({ success: true, message: 'Community created successfully' });
      const community = res.body.data;
      expect(community).toMatchObject({
        name: 'U18 Eagles',
        description: 'Under-18 squad',
        owner: { _id: coach.id, userName: coach.userName, fullName: expect.any(String) },
        membersCount: 1,
        isMember: true,
        isOwner: true,
      });
      expect(community.bannerImage).toMatch(
        new RegExp(`^/media/communities/${coach.id}/[0-9a-f-]{36}-card\\.webp$`),
      );
      expect(community.bannerImageOriginal).toMatch(/\.jpg$/);

      const card = await api().get(community.bannerImage).buffer(true).parse(binary).expect(200);
      expect(card.headers['content-type']).toBe('image/webp');
      expect(await sharp(card.body as Buffer).metadata()).toMatchObject({
        width: 960,
        height: 320,
      });
      const original = await api()
        .get(community.bannerImageOriginal)
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect((await sharp(original.body as Buffer).metadata()).exif).toBeUndefined();
      expect(await bannersOf(coach)).toHaveLength(2);
      expect(
        await count(
          'SELECT count(*)::int AS n FROM community_members WHERE community_id = $1 AND user_id = $2',
          [community._id, coach.id],
        ),
      ).toBe(1);
    });

    it('wants all three fields, in the spec’s words, and leaves no banner behind', async () => {
      const [u] = await quickUsers(t, 1);
      const banner = await png();
      for (const [fields, file] of [
        [{ description: 'Squad' }, banner],
        [{ name: 'Missing description' }, banner],
        [{ name: '   ', description: 'Squad' }, banner],
        [{ name: 'No banner', description: 'Squad' }, null],
        [{}, null],
      ] as const) {
        const res = await create(u, fields, file).expect(400);
        expect(res.body).toMatchObject({ success: false, message: FILL_ALL });
      }
      const short = await create(u, { name: 'ab', description: 'x' }, banner).expect(400);
      expect(short.body.message).toBe('Community name must be 3 to 60 characters.');
      await create(u, { name: 'x'.repeat(61), description: 'x' }, banner).expect(400);
      const long = await create(u, { name: 'Long one', description: 'x'.repeat(1001) }, banner);
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('Description must be 1000 characters or less.');
      await create(u, { name: 'x'.repeat(60), description: 'x'.repeat(1000) }, banner).expect(201);
      expect(await bannersOf(u)).toHaveLength(2);
    });

    it('takes a PNG or JPEG by its bytes only (415), at most 5 MB (413), and stores nothing else', async () => {
      const [u] = await quickUsers(t, 1);
      const fake = await create(
        u,
        { name: uniqueName('Fake'), description: 'x' },
        Buffer.from('I am a PNG, honest'),
      ).expect(415);
      expect(fake.body.message).toBe('The banner must be a PNG or JPEG image.');
      const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: 'red' } })
        .gif()
        .toBuffer();
      await create(u, { name: uniqueName('Gif'), description: 'x' }, gif, 'a.png').expect(415);
      await create(u, { name: uniqueName('Video'), description: 'x' }, mp4(), 'a.png').expect(415);
      const huge = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
      const big = await create(u, { name: uniqueName('Huge'), description: 'x' }, huge).expect(413);
      expect(big.body.message).toBe('Images must be 5 MB or smaller.');
      const other = await api()
        .post('/api/v1/community/create')
        .set(auth(u))
        .field('name', uniqueName('Field'))
        .field('description', 'x')
        .attach('image', await png(), 'a.png')
        .expect(400);
      expect(other.body.message).toBe('The banner must be a PNG or JPEG image.');
      expect(await bannersOf(u)).toEqual([]);
      expect(
        await count('SELECT count(*)::int AS n FROM communities WHERE owner_id = $1', [u.id]),
      ).toBe(0);
    });

    it('answers 409 for a name taken in any case, even when five creates race, and deletes the losers’ banners', async () => {
      const users = await quickUsers(t, 5);
      const name = uniqueName('Derby Club');
      await createOk(users[0], name);
      const dup = await create(
        users[1],
        { name: name.toUpperCase(), description: 'x' },
        await png(),
      ).expect(409);
      expect(dup.body).toMatchObject({ success: false, message: NAME_TAKEN });

      const raced = uniqueName('Race Club');
      const results = await Promise.all(
        users.map(async (u, i) =>
          create(u, { name: i % 2 ? raced.toLowerCase() : raced, description: 'x' }, await png()),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) {
        expect(r.body.message).toBe(NAME_TAKEN);
      }
      const objects = (await Promise.all(users.map(bannersOf))).flat();
      // users[0] has the Derby Club banner; the race winner has two more objects.
      expect(objects).toHaveLength(4);
    });

    it('needs a token', async () => {
      await api().post('/api/v1/community/create').field('name', 'Anonymous').expect(401);
      await api().get('/api/v1/community').expect(401);
    });
  });

  describe('GET /community', () => {
    let owner: QuickUser;
    let viewer: QuickUser;
    const ids: string[] = [];

    beforeAll(async () => {
      await db().query('TRUNCATE communities CASCADE');
      [owner, viewer] = await quickUsers(t, 2);
      const fans = await quickUsers(t, 4);
      // Seven communities; community i has i extra members; the viewer is in 1 and 4.
      for (let i = 0; i < 7; i++) {
        const members = [owner.id, ...fans.slice(0, i % 5).map((f) => f.id)];
        if (i === 1 || i === 4) members.push(viewer.id);
        ids.push(await createCommunity(t, owner.id, members));
      }
      // A minute apart: the order under test must not hang on the clock between two inserts.
      await db().query(
        `UPDATE communities SET created_at = now() - interval '1 hour' + i * interval '1 minute'
           FROM unnest($1::uuid[]) WITH ORDINALITY AS seeded(id, i) WHERE communities.id = seeded.id`,
        [ids],
      );
      await db().query(`UPDATE communities SET name = 'Percent 100% Club' WHERE id = $1`, [ids[6]]);
    });

    it('pages newest first with a cursor, without gaps or repeats, flagging the viewer’s own', async () => {
      const seen: CommunityBody[] = [];
      let cursor: string | null = null;
      do {
        const res: request.Response = await api()
          .get('/api/v1/community')
          .query(cursor ? { limit: 3, cursor } : { limit: 3 })
          .set(auth(viewer))
          .expect(200);
        expect(res.body.data.length).toBeLessThanOrEqual(3);
        seen.push(...res.body.data);
        cursor = res.body.nextCursor;
      } while (cursor);
      expect(seen.map((c) => c._id)).toEqual([...ids].reverse());
      expect(seen.filter((c) => c.isMember).map((c) => c._id)).toEqual([ids[4], ids[1]]);
      expect(seen.every((c) => !c.isOwner)).toBe(true);
      const first = await api().get('/api/v1/community').set(auth(owner)).expect(200);
      expect(first.body.data[0]).toMatchObject({
        isOwner: true,
        isMember: true,
        bannerImage: null,
      });
      expect(first.body.nextCursor).toBeNull();
    });

    it('gives the most members first (ties: newest) for the suggestions', async () => {
      const res = await api()
        .get('/api/v1/community?sort=members&limit=5')
        .set(auth(viewer))
        .expect(200);
      const counts = (res.body.data as CommunityBody[]).map((c) => c.membersCount);
      // Members of 0..6: 1, 3, 3, 4, 6, 1, 2 (owner, fans, and the viewer in 1 and 4).
      expect(counts).toEqual([6, 4, 3, 3, 2]);
      // 2 and 1 tie at 3: the newer first.
      expect(res.body.data.slice(2).map((c: CommunityBody) => c._id)).toEqual([
        ids[2],
        ids[1],
        ids[6],
      ]);
      const rest = await api()
        .get('/api/v1/community')
        .query({ sort: 'members', limit: 5, cursor: res.body.nextCursor })
        .set(auth(viewer))
        .expect(200);
      expect(rest.body.data.map((c: CommunityBody) => c._id)).toEqual([ids[5], ids[0]]);
    });

    it('splits into the viewer’s communities and the ones to explore, and finds by name in any case', async () => {
      const mine = await api().get('/api/v1/community?member=true').set(auth(viewer)).expect(200);
      expect(mine.body.data.map((c: CommunityBody) => c._id)).toEqual([ids[4], ids[1]]);
      const explore = await api()
        .get('/api/v1/community?member=false')
        .set(auth(viewer))
        .expect(200);
      expect(explore.body.data).toHaveLength(5);
      expect(explore.body.data.every((c: CommunityBody) => !c.isMember)).toBe(true);
      const found = await api()
        .get('/api/v1/community?q=PERCENT 100%')
        .set(auth(viewer))
        .expect(200);
      expect(found.body.data.map((c: CommunityBody) => c._id)).toEqual([ids[6]]);
      const none = await api().get('/api/v1/community?q=_').set(auth(viewer)).expect(200);
      expect(none.body.data).toEqual([]);
      // One or two characters (no trigram): anywhere in the name, any case, `%` literal.
      for (const [q, expected] of [
        ['0%', [ids[6]]],
        ['nT', [ids[6]]],
        ['%', [ids[6]]],
        ['Q', []],
      ] as const) {
        const res = await api().get('/api/v1/community').query({ q }).set(auth(viewer));
        expect([q, res.status]).toEqual([q, 200]);
        expect(res.body.data.map((c: CommunityBody) => c._id)).toEqual(expected);
      }
    });

    it('answers 400 for a bad cursor, sort, member flag or limit', async () => {
      for (const query of [
        'cursor=nope',
        `sort=members&cursor=${Buffer.from(`123|${UNKNOWN_ID}`).toString('base64url')}`,
        'sort=size',
        'member=maybe',
        'limit=0',
        `q=${'x'.repeat(61)}`,
      ]) {
        const res = await api().get(`/api/v1/community?${query}`).set(auth(viewer));
        expect([query, res.status]).toEqual([query, 400]);
        expect(res.body.success).toBe(false);
      }
    });
  });

  describe('join, leave and the member count', () => {
    it('joins once however often it is asked, and leaves', async () => {
      const [owner, fan] = await quickUsers(t, 2);
      const { _id } = await createOk(owner);
      const first = await join(fan, _id).expect(200);
      expect(first.body).toEqual({
        success: true,
        message: 'Joined community',
        data: { communityId: _id, isMember: true, membersCount: 2 },
      });
      const again = await join(fan, _id).expect(200);
      expect(again.body.data.membersCount).toBe(2);
      expect(
        await count('SELECT count(*)::int AS n FROM community_members WHERE community_id = $1', [
          _id,
        ]),
      ).toBe(2);
      const seen = await api().get(`/api/v1/community/${_id}`).set(auth(fan)).expect(200);
      expect(seen.body.data).toMatchObject({ isMember: true, isOwner: false, membersCount: 2 });

      const left = await leave(fan, _id).expect(200);
      expect(left.body).toEqual({
        success: true,
        message: 'Left community',
        data: { communityId: _id, isMember: false, membersCount: 1 },
      });
      await leave(fan, _id).expect(200);
      const count1 = await api().get(`/api/v1/community/${_id}/membersCount`).set(auth(fan));
      expect(count1.body).toEqual({ success: true, membersCount: 1 });
    });

    it('keeps the owner in (409) and answers 404 and 400 for unknown and malformed ids', async () => {
      const [owner] = await quickUsers(t, 1);
      const { _id } = await createOk(owner);
      const res = await leave(owner, _id).expect(409);
      expect(res.body.message).toBe('The owner cannot leave the community; delete it instead');
      for (const send of [join, leave, remove]) {
        expect((await send(owner, UNKNOWN_ID).expect(404)).body.message).toBe(
          'Community not found',
        );
        expect((await send(owner, 'abc').expect(400)).body.message).toBe('Invalid community id');
        await send(owner, undefined).expect(400);
      }
      await api()
        .post('/api/v1/community/join')
        .set(auth(owner))
        .send({ communityId: _id, extra: 1 })
        .expect(400);
    });

    it('counts 30 parallel joins exactly, and a deleted account leaves the count right', async () => {
      const [owner] = await quickUsers(t, 1);
      const fans = await quickUsers(t, 30);
      const { _id } = await createOk(owner);
      const answers = await Promise.all(fans.map((f) => join(f, _id)));
      expect(answers.map((a) => a.status)).toEqual(fans.map(() => 200));
      const counts = answers.map((a) => a.body.data.membersCount as number).sort((a, b) => a - b);
      expect(counts[counts.length - 1]).toBe(31);
      expect(new Set(counts).size).toBe(30);
      const res = await api().get(`/api/v1/community/${_id}/membersCount`).set(auth(owner));
      expect(res.body.membersCount).toBe(31);

      await db().query('DELETE FROM users WHERE id = $1', [fans[0].id]);
      const after = await api().get(`/api/v1/community/${_id}`).set(auth(owner)).expect(200);
      expect(after.body.data.membersCount).toBe(30);
      expect(
        await count('SELECT count(*)::int AS n FROM community_members WHERE community_id = $1', [
          _id,
        ]),
      ).toBe(30);
    });
  });

  describe('member-only content', () => {
    let owner: QuickUser;
    let member: QuickUser;
    let outsider: QuickUser;

    beforeAll(async () => {
      [owner, member, outsider] = await quickUsers(t, 3);
    });

    async function createOkCommunity() {
      const c = await createOk(owner);
      await join(member, c._id).expect(200);
      return c._id;
    }

    it('shows the community and its posts to members; others get 403 NOT_A_MEMBER, 404, or 400', async () => {
      const communityId = await createOkCommunity();
      const posts = [];
      for (let i = 0; i < 3; i++) {
        posts.push(await createCommunityPost(t, member.token, communityId, `Session ${i}`));
      }
      const page1 = await api()
        .get(`/api/v1/community/${communityId}/posts?limit=2`)
        .set(auth(owner))
        .expect(200);
      expect(page1.body.data.map((p: { _id: string }) => p._id)).toEqual([
        posts[2]._id,
        posts[1]._id,
      ]);
      expect(page1.body.data[0]).toMatchObject({
        title: 'Session 2',
        communityId,
        createdBy: { _id: member.id },
        // A members' post: its media go out signed, never bare.
        postImage: expect.stringMatching(/-feed\.webp\?e=\d+&s=/),
        isLiked: false,
      });
      const page2 = await api()
        .get(`/api/v1/community/${communityId}/posts`)
        .query({ limit: 2, cursor: page1.body.nextCursor })
        .set(auth(owner))
        .expect(200);
      expect(page2.body).toMatchObject({ data: [{ _id: posts[0]._id }], nextCursor: null });

      for (const path of [
        `/api/v1/community/${communityId}`,
        `/api/v1/community/${communityId}/posts`,
      ]) {
        const denied = await api().get(path).set(auth(outsider)).expect(403);
        expect(denied.body).toEqual({
          success: false,
          code: 'NOT_A_MEMBER',
          message: NOT_A_MEMBER,
        });
      }
      await api().get(`/api/v1/community/${UNKNOWN_ID}`).set(auth(outsider)).expect(404);
      await api().get(`/api/v1/community/${UNKNOWN_ID}/posts`).set(auth(outsider)).expect(404);
      await api()
        .get(`/api/v1/community/${UNKNOWN_ID}/membersCount`)
        .set(auth(outsider))
        .expect(404);
      const bad = await api().get('/api/v1/community/not-an-id').set(auth(outsider)).expect(400);
      expect(bad.body.message).toBe('Invalid community id');
      await api().get('/api/v1/community/not-an-id/posts').set(auth(outsider)).expect(400);
      await api()
        .get(`/api/v1/community/${communityId}/posts?cursor=zzz`)
        .set(auth(owner))
        .expect(400);
      // The count is public, as every list shows it.
      const n = await api()
        .get(`/api/v1/community/${communityId}/membersCount`)
        .set(auth(outsider));
      expect(n.body).toEqual({ success: true, membersCount: 2 });
    });

    it('takes a community post only with a caption and a PNG or JPEG, from a member', async () => {
      const id = await createOkCommunity();
      const post = (fields: Record<string, string>) => {
        const req = api().post('/api/v1/createPost').set(auth(member)).field('communityId', id);
        Object.entries(fields).forEach(([k, v]) => req.field(k, v));
        return req;
      };
      const before = await objectsUnder(`posts/${member.id}/`);
      const noImage = await post({ title: 'Words only' }).expect(400);
      expect(noImage.body.message).toBe('Missing title or image');
      const noTitle = await post({})
        .attach('image', await png(), 'a.png')
        .expect(400);
      expect(noTitle.body.message).toBe('Missing title or image');
      await post({ title: '   ' })
        .attach('image', await png(), 'a.png')
        .expect(400);
      const video = await post({ title: 'Clip' }).attach('video', mp4(), 'a.mp4').expect(415);
      expect(video.body.message).toBe('Community posts take a PNG or JPEG image.');
      const denied = await api()
        .post('/api/v1/createPost')
        .set(auth(outsider))
        .field('title', 'Let me in')
        .field('communityId', id)
        .attach('image', await png(), 'a.png')
        .expect(403);
      expect(denied.body.message).toBe('You must join this community to post.');
      expect(await objectsUnder(`posts/${member.id}/`)).toEqual(before);
      expect(await objectsUnder(`posts/${outsider.id}/`)).toEqual([]);
      await post({ title: 'Team photo' })
        .attach('file', await png(), 'a.png')
        .expect(201);
    });

    it('never shows community posts to non-members: feed, profile, saved, comments, likes', async () => {
      const id = await createOkCommunity();
      const [leaver] = await quickUsers(t, 1);
      await join(leaver, id).expect(200);
      const post = await createCommunityPost(t, member.token, id, 'Members only');
      await api().post('/api/v1/savePost').set(auth(leaver)).send({ postId: post._id }).expect(200);
      const feedIds = async (u: QuickUser) =>
        (
          (await api().get('/api/v1/getAllPost?limit=50').set(auth(u)).expect(200)).body.data as {
            _id: string;
          }[]
        ).map((p) => p._id);
      expect(await feedIds(leaver)).toContain(post._id);
      await leave(leaver, id).expect(200);

      for (const u of [leaver, outsider]) {
        expect(await feedIds(u)).not.toContain(post._id);
        const theirs = await api()
          .get(`/api/v1/getUserPosts?userId=${member.id}`)
          .set(auth(u))
          .expect(200);
        expect(theirs.body.data.map((p: { _id: string }) => p._id)).not.toContain(post._id);
        await api()
          .post('/api/v1/viewComments')
          .set(auth(u))
          .send({ postId: post._id })
          .expect(404);
        await api().post('/api/v1/like').set(auth(u)).send({ postId: post._id }).expect(404);
      }
      const saved = await api().get('/api/v1/getSavedPosts').set(auth(leaver)).expect(200);
      expect(saved.body.data).toEqual([]);
      expect(await feedIds(member)).toContain(post._id);
    });

    it('discovers the 3 latest posts across the viewer’s communities, with their names', async () => {
      const [reader, author] = await quickUsers(t, 2);
      const a = await createOk(author, uniqueName('Alpha'));
      const b = await createOk(author, uniqueName('Beta'));
      const c = await createOk(author, uniqueName('Gamma'));
      await join(reader, a._id).expect(200);
      await join(reader, b._id).expect(200);
      const empty = await api().get('/api/v1/community/discover').set(auth(outsider)).expect(200);
      expect(empty.body).toEqual({ success: true, data: [] });

      const p1 = await createCommunityPost(t, author.token, a._id, 'A1');
      const p2 = await createCommunityPost(t, author.token, b._id, 'B1');
      await createCommunityPost(t, author.token, c._id, 'C1 (not joined)');
      const p3 = await createCommunityPost(t, author.token, a._id, 'A2');
      await createTextPost(t, author.token, 'Public');
      const p4 = await createCommunityPost(t, author.token, b._id, 'B2');
      const res = await api().get('/api/v1/community/discover').set(auth(reader)).expect(200);
      expect(res.body.data.map((p: { _id: string }) => p._id)).toEqual([p4._id, p3._id, p2._id]);
      expect(res.body.data[0]).toMatchObject({
        title: 'B2',
        communityId: b._id,
        community: { _id: b._id, name: b.name },
        createdBy: { _id: author.id },
      });
      expect(res.body.data[1].community).toEqual({ _id: a._id, name: a.name });
      expect(p1._id).toBeDefined();
    });
  });

  describe('POST /community/delete', () => {
    it('lets only the owner delete; rows and bucket objects go: banner, variant, post media, likes, comments, saves', async () => {
      const [owner, member, stranger] = await quickUsers(t, 3);
      const community = await createOk(owner);
      const kept = await createOk(owner);
      await join(member, community._id).expect(200);
      await join(member, kept._id).expect(200);
      const posts = [
        await createCommunityPost(t, member.token, community._id, 'One'),
        await createCommunityPost(t, owner.token, community._id, 'Two'),
      ];
      const keptPost = await createCommunityPost(t, member.token, kept._id, 'Stays');
      for (const p of posts) {
        await api().post('/api/v1/like').set(auth(owner)).send({ postId: p._id }).expect(201);
        await api().post('/api/v1/savePost').set(auth(member)).send({ postId: p._id }).expect(200);
        await api()
          .post('/api/v1/createComment')
          .set(auth(member))
          .send({ postId: p._id, comment: 'Nice' })
          .expect(201);
      }
      const keys = [
        community.bannerImage,
        community.bannerImageOriginal,
        ...posts.flatMap((p) => [p.postImage as string, p.postImageOriginal as string]),
      ].map(mediaKey);
      for (const key of keys) expect(await storage().exists(key)).toBe(true);

      const denied = await remove(member, community._id).expect(403);
      expect(denied.body.message).toBe('Only the owner can delete this community.');
      await remove(stranger, community._id).expect(403);

      const res = await remove(owner, community._id).expect(200);
      expect(res.body).toEqual({ success: true, message: 'Community deleted' });
      // The media outbox deletes them right after the commit.
      await eventually(async () => {
        for (const key of keys) expect(await storage().exists(key)).toBe(false);
      });
      const postIds = posts.map((p) => p._id);
      expect(
        await count('SELECT count(*)::int AS n FROM communities WHERE id = $1', [community._id]),
      ).toBe(0);
      expect(
        await count('SELECT count(*)::int AS n FROM community_members WHERE community_id = $1', [
          community._id,
        ]),
      ).toBe(0);
      expect(
        await count('SELECT count(*)::int AS n FROM posts WHERE community_id = $1', [
          community._id,
        ]),
      ).toBe(0);
      for (const table of ['post_likes', 'post_saves', 'comments']) {
        expect(
          await count(`SELECT count(*)::int AS n FROM ${table} WHERE post_id = ANY($1::uuid[])`, [
            postIds,
          ]),
        ).toBe(0);
      }
      await api().get(`/api/v1/community/${community._id}`).set(auth(owner)).expect(404);
      await remove(owner, community._id).expect(404);

      // The other community and its post are untouched.
      const other = await api().get(`/api/v1/community/${kept._id}`).set(auth(member)).expect(200);
      expect(other.body.data.membersCount).toBe(2);
      expect(await storage().exists(mediaKey(keptPost.postImage as string))).toBe(true);
      expect(await bannersOf(owner)).toHaveLength(2);
    });
  });

  describe('realtime', () => {
    it('a non-member’s join is ignored and hears nothing of the community; a member hears its posts', async () => {
      const [owner, member, outsider] = await quickUsers(t, 3);
      const community = await createOk(owner);
      await join(member, community._id).expect(200);
      const memberSocket = connectSocket(t.url, member.token);
      const outsiderSocket = connectSocket(t.url, outsider.token);
      try {
        await Promise.all([
          waitForSocketEvent(memberSocket, 'connect'),
          waitForSocketEvent(outsiderSocket, 'connect'),
        ]);
        expect(await outsiderSocket.emitWithAck('join', community._id)).toBe(false);
        expect(await outsiderSocket.emitWithAck('join', member.id)).toBe(false);
        expect(await outsiderSocket.emitWithAck('join', 'community:x')).toBe(false);
        expect(await outsiderSocket.emitWithAck('join', outsider.id)).toBe(true);
        // Not a room id at all: answered as an HTTP 400 body is.
        const raw = outsiderSocket as unknown as {
          emitWithAck: (e: string, p: unknown) => Promise<unknown>;
        };
        expect(await raw.emitWithAck('join', { id: community._id })).toMatchObject({
          success: false,
          code: 'VALIDATION_FAILED',
        });
        expect(await memberSocket.emitWithAck('join', community._id)).toBe(true);

        const heardByOutsider: unknown[] = [];
        outsiderSocket.on('post_update', (p) => heardByOutsider.push(p));
        outsiderSocket.on('comment_update', (p) => heardByOutsider.push(p));
        const memberHears = waitForSocketEvent(memberSocket, 'post_update');
        const post = await createCommunityPost(t, owner.token, community._id, 'Inside');
        expect(await memberHears).toEqual({
          postId: post._id,
          action: 'created',
          communityId: community._id,
          authorId: owner.id,
        });
        const memberComment = waitForSocketEvent(memberSocket, 'comment_update');
        await api()
          .post('/api/v1/createComment')
          .set(auth(owner))
          .send({ postId: post._id, comment: 'Well played' })
          .expect(201);
        expect(await memberComment).toEqual({
          postId: post._id,
          commentId: expect.any(String),
          parentCommentId: null,
          action: 'created',
        });

        // A public post reaches the outsider: its socket works, and it is the first thing it hears.
        const outsiderHears = waitForSocketEvent(outsiderSocket, 'post_update');
        const open = await createTextPost(t, owner.token, 'For everyone');
        expect(await outsiderHears).toEqual({
          postId: open._id,
          action: 'created',
          communityId: null,
          authorId: owner.id,
        });
        expect(heardByOutsider).toEqual([
          { postId: open._id, action: 'created', communityId: null, authorId: owner.id },
        ]);
      } finally {
        memberSocket.close();
        outsiderSocket.close();
      }
    });

    it('moves counts live, adds an open socket to the room on join and takes it out on leave', async () => {
      const [owner, fan] = await quickUsers(t, 2);
      const community = await createOk(owner);
      const ownerSocket = connectSocket(t.url, owner.token);
      const fanSocket = connectSocket(t.url, fan.token);
      try {
        await Promise.all([
          waitForSocketEvent(ownerSocket, 'connect'),
          waitForSocketEvent(fanSocket, 'connect'),
        ]);
        const ownersTabs: unknown[] = [];
        ownerSocket.on('my_membership', (p: unknown) => ownersTabs.push(p));
        const counted = waitForSocketEvent(ownerSocket, 'community_update');
        const fanJoined = waitForSocketEvent(fanSocket, 'my_membership');
        await join(fan, community._id).expect(200);
        expect(await counted).toEqual({ communityId: community._id, membersCount: 2 });
        // The fan's other tabs hear their own join; nobody else hears whether the fan is in.
        expect(await fanJoined).toEqual({ communityId: community._id, member: true });

        // The fan's socket was open before the join: the server put it in the room.
        const fanHears = waitForSocketEvent(fanSocket, 'post_update');
        const first = await createCommunityPost(t, owner.token, community._id, 'Welcome');
        expect(await fanHears).toMatchObject({ postId: first._id, communityId: community._id });

        const down = waitForSocketEvent(ownerSocket, 'community_update');
        const fanLeft = waitForSocketEvent(fanSocket, 'my_membership');
        await leave(fan, community._id).expect(200);
        expect(await down).toEqual({ communityId: community._id, membersCount: 1 });
        expect(await fanLeft).toEqual({ communityId: community._id, member: false });
        expect(ownersTabs).toEqual([]);
        const heard: { postId: string }[] = [];
        fanSocket.on('post_update', (p: { postId: string }) => heard.push(p));
        const ownerHears = waitForSocketEvent(ownerSocket, 'post_update');
        const second = await createCommunityPost(t, owner.token, community._id, 'After you left');
        await ownerHears;
        const open = waitForSocketEvent(fanSocket, 'post_update');
        const publicPost = await createTextPost(t, owner.token, 'Public again');
        await open;
        expect(heard.map((p) => p.postId)).toEqual([publicPost._id]);
        expect(heard.map((p) => p.postId)).not.toContain(second._id);
      } finally {
        ownerSocket.close();
        fanSocket.close();
      }
    });

    it('joins a member’s new socket to its communities, and tells a deletion to its members and those looking at it', async () => {
      const [owner, fan, stranger, elsewhere] = await quickUsers(t, 4);
      const community = await createOk(owner);
      await join(fan, community._id).expect(200);
      const fanSocket = connectSocket(t.url, fan.token);
      const strangerSocket = connectSocket(t.url, stranger.token);
      const elsewhereSocket = connectSocket(t.url, elsewhere.token);
      try {
        await Promise.all([
          waitForSocketEvent(fanSocket, 'connect'),
          waitForSocketEvent(strangerSocket, 'connect'),
          waitForSocketEvent(elsewhereSocket, 'connect'),
        ]);
        // The stranger's screen shows the community's card; the other screen does not.
        expect(
          await strangerSocket.emitWithAck('watch_communities', { watch: [community._id] }),
        ).toBe(1);
        const heardElsewhere: unknown[] = [];
        elsewhereSocket.on('community_deleted', (p) => heardElsewhere.push(p));
        const fanHears = waitForSocketEvent(fanSocket, 'post_update');
        const post = await createCommunityPost(t, owner.token, community._id, 'Hello room');
        expect(await fanHears).toMatchObject({ postId: post._id });

        const fanGone = waitForSocketEvent(fanSocket, 'community_deleted');
        const strangerGone = waitForSocketEvent(strangerSocket, 'community_deleted');
        await remove(owner, community._id).expect(200);
        expect(await fanGone).toEqual({ communityId: community._id });
        expect(await strangerGone).toEqual({ communityId: community._id });
        expect(await fanSocket.emitWithAck('join', community._id)).toBe(false);
        expect(heardElsewhere).toEqual([]);
      } finally {
        fanSocket.close();
        strangerSocket.close();
        elsewhereSocket.close();
      }
    });
  });
});

function binary(res: request.Response, cb: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
}
