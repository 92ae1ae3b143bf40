import request from 'supertest';
import { DataSource } from 'typeorm';
import { StorageService } from '../src/core/storage/storage.service';
import { eventually } from './support/eventually';
import { createUser, CreatedUser } from './support/factories';
import { createCommunity, createCommunityPost, createTextPost } from './support/posts';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const TYPE_MESSAGE = 'Please select a valid image file (JPEG, PNG, or GIF)';

/** A PNG signature followed by padding: file-type reads the type from the first bytes. */
function pngOfSize(bytes: number): Buffer {
  const buf = Buffer.alloc(bytes);
  PNG.copy(buf);
  return buf;
}

describe('Profiles (e2e)', () => {
  let t: TestApp;
  const api = () => request(t.url);
  const auth = (u: CreatedUser) => ({ Authorization: `Bearer ${u.token}` });
  const keyOf = (url: string) => url.replace(/^\/media\//, '');

  async function imageKey(userId: string): Promise<string | null> {
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT image_key FROM users WHERE id = $1', [userId]);
    return row.image_key;
  }

  beforeAll(async () => {
    t = await startTestApp();
    await resetDatabase(t.app);
  });
  afterAll(() => t.close());

  describe('GET /profile/{userId}', () => {
    it('answers profile, user card and posts; saved posts only to the owner', async () => {
      const me = await createUser(t.url);
      const other = await createUser(t.url);
      const created = await api()
        .post('/api/v1/createPost')
        .set(auth(other))
        .field('title', 'Matchday!')
        .expect(201);
      // The row /savePost writes (saving itself is tested by the posts suite).
      await t.app
        .get(DataSource)
        .query('INSERT INTO post_saves (post_id, user_id) VALUES ($1, $2)', [
          created.body.data._id,
          other.user._id,
        ]);
      await api().post('/api/v1/follow').set(auth(me)).send({ followingId: other.user._id });

      const theirs = await api().get(`/api/v1/profile/${other.user._id}`).set(auth(me)).expect(200);
      expect(theirs.body.data.profile).toEqual({
        bio: null,
        website: null,
        location: null,
        profilePic: null,
        numOfFollowers: 1,
        numOfFollowing: 0,
        numOfPosts: 1,
      });
      expect(theirs.body.data.user).toMatchObject({
        _id: other.user._id,
        isFollowing: true,
        followsMe: false,
        connectionStatus: 'none',
      });
      expect(theirs.body.data.user.email).toBeUndefined();
      expect(theirs.body.data.posts.map((p: { _id: string }) => p._id)).toEqual([
        created.body.data._id,
      ]);
      expect(theirs.body.data.nextCursor).toBeNull();
      expect(theirs.body.data.savedPosts).toBeUndefined();

      const own = await api().get(`/api/v1/profile/${other.user._id}`).set(auth(other)).expect(200);
      expect(own.body.data.savedPosts.map((p: { _id: string }) => p._id)).toEqual([
        created.body.data._id,
      ]);
    });

    it("shows one's own profile online while no socket is open yet (a reload, a fresh login)", async () => {
      const me = await createUser(t.url);
      const other = await createUser(t.url);
      const own = await api().get(`/api/v1/profile/${me.user._id}`).set(auth(me)).expect(200);
      expect(own.body.data.user.isActive).toBe(true);
      const current = await api().post('/api/v1/findCurrentUser').set(auth(me)).expect(200);
      expect(current.body.data.isActive).toBe(true);
      // Someone else without a socket is offline.
      const theirs = await api().get(`/api/v1/profile/${other.user._id}`).set(auth(me)).expect(200);
      expect(theirs.body.data.user.isActive).toBe(false);
    });

    it('answers 404 "Profile not found." for an unknown or malformed id', async () => {
      const me = await createUser(t.url);
      for (const id of [UNKNOWN, 'not-a-user']) {
        const res = await api().get(`/api/v1/profile/${id}`).set(auth(me)).expect(404);
        expect(res.body).toEqual({
          success: false,
          code: 'NOT_FOUND',
          message: 'Profile not found.',
        });
      }
    });
  });

  describe('PUT /profile/updateProfilePicture', () => {
    it('stores a PNG, then a GIF, re-encoded, deleting the old objects', async () => {
      const me = await createUser(t.url);
      const first = await api()
        .put('/api/v1/profile/updateProfilePicture')
        .set(auth(me))
        .attach('profilePic', PNG, { filename: 'me.png', contentType: 'image/png' })
        .expect(200);
      expect(first.body).toEqual({
        success: true,
        message: 'Profile picture updated successfully',
        data: { profilePic: expect.stringMatching(/^\/media\/avatars\/.+\.webp$/) },
      });
      // Decoded and re-encoded: the uploaded bytes are never what is served.
      const media = await api().get(first.body.data.profilePic).expect(200);
      expect(media.headers['content-type']).toBe('image/webp');
      expect(Buffer.compare(media.body as Buffer, PNG)).not.toBe(0);

      // Declared as JPEG, named .jpg: the bytes say GIF, and GIF it is.
      const second = await api()
        .put('/api/v1/profile/updateProfilePicture')
        .set(auth(me))
        .attach('profilePic', GIF, { filename: 'x.jpg', contentType: 'image/jpeg' })
        .expect(200);
      expect(second.body.data.profilePic).toMatch(/\.webp$/);
      const storage = t.app.get(StorageService);
      // The replaced picture and its list variant go through the media outbox, after the commit.
      await eventually(async () => {
        expect(await storage.exists(keyOf(first.body.data.profilePic))).toBe(false);
        expect(
          await storage.exists(keyOf(first.body.data.profilePic).replace(/\.webp$/, '-small.webp')),
        ).toBe(false);
      });
      expect(await storage.exists(keyOf(second.body.data.profilePic))).toBe(true);
      const profile = await api().get(`/api/v1/profile/${me.user._id}`).set(auth(me)).expect(200);
      expect(profile.body.data.profile.profilePic).toBe(second.body.data.profilePic);
      expect(profile.body.data.user.image).toBe(second.body.data.profilePic);
    });

    it('refuses a fake picture (415), an oversize one (413) and none at all, keeping the old one', async () => {
      const me = await createUser(t.url);
      const fake = await api()
        .put('/api/v1/profile/updateProfilePicture')
        .set(auth(me))
        .attach('profilePic', Buffer.from('<svg>not really</svg>'), {
          filename: 'me.png',
          contentType: 'image/png',
        })
        .expect(415);
      expect(fake.body).toEqual({
        success: false,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: TYPE_MESSAGE,
      });

      const big = await api()
        .put('/api/v1/profile/updateProfilePicture')
        .set(auth(me))
        .attach('profilePic', pngOfSize(5242881), { filename: 'big.png', contentType: 'image/png' })
        .expect(413);
      expect(big.body).toEqual({
        success: false,
        code: 'PAYLOAD_TOO_LARGE',
        message: 'Image size must be less than 5MB',
      });

      const none = await api()
        .put('/api/v1/profile/updateProfilePicture')
        .set(auth(me))
        .field('other', 'x')
        .expect(400);
      expect(none.body.message).toBe(TYPE_MESSAGE);
      expect(await imageKey(me.user._id)).toBeNull();

      // Exactly 5 MB is fine.
      await api()
        .put('/api/v1/profile/updateProfilePicture')
        .set(auth(me))
        .attach('profilePic', pngOfSize(5242880), { filename: 'max.png', contentType: 'image/png' })
        .expect(200);
      expect(await imageKey(me.user._id)).toMatch(/^avatars\//);
    });
  });

  it('counts only the posts the viewer may see, as the grid shows them', async () => {
    const [author, member, outsider, stranger] = await Promise.all(
      [1, 2, 3, 4].map(() => createUser(t.url)),
    );
    const communityId = await createCommunity(t, author.user._id, [
      author.user._id,
      member.user._id,
    ]);
    await createTextPost(t, author.token, 'Open post');
    await createTextPost(t, author.token, 'Another');
    await createCommunityPost(t, author.token, communityId);
    const seenBy = async (viewer: CreatedUser) => {
      const res = await api()
        .get(`/api/v1/profile/${author.user._id}`)
        .set(auth(viewer))
        .expect(200);
      return [res.body.data.profile.numOfPosts, res.body.data.posts.length];
    };
    expect(await seenBy(author)).toEqual([3, 3]);
    expect(await seenBy(member)).toEqual([3, 3]);
    expect(await seenBy(outsider)).toEqual([2, 2]);
    // Friends-only posts: a stranger sees none of them, and the community post is still not theirs.
    await api()
      .put('/api/v1/settings/privacy')
      .set(auth(author))
      .send({ postVisibility: 'friends' })
      .expect(200);
    expect(await seenBy(stranger)).toEqual([0, 0]);
    expect(await seenBy(member)).toEqual([1, 1]);
  });

  describe('PUT /profile/updateProfile', () => {
    it('updates only the fields sent and answers the profile', async () => {
      const me = await createUser(t.url);
      const res = await api()
        .put('/api/v1/profile/updateProfile')
        .set(auth(me))
        .send({ fullName: '  Diego Maradona ', website: 'example.com/diego', location: 'Napoli' })
        .expect(200);
      expect(res.body).toEqual({
        success: true,
        message: 'Profile updated successfully',
        data: expect.objectContaining({
          website: 'example.com/diego',
          location: 'Napoli',
          bio: null,
          numOfPosts: 0,
        }),
      });
      const bio = await api()
        .put('/api/v1/profile/updateProfile')
        .set(auth(me))
        .send({ bio: 'Hand of God', location: '' })
        .expect(200);
      expect(bio.body.data).toMatchObject({
        bio: 'Hand of God',
        website: 'example.com/diego',
        location: null,
      });
      const details = await api()
        .post('/api/v1/getUserDetails')
        .set(auth(me))
        .send({ userId: me.user._id })
        .expect(200);
      expect(details.body.data.fullName).toBe('Diego Maradona');
    });

    it.each([
      [{}, 'Nothing to update'],
      [{ fullName: '' }, 'Full name is required'],
      [{ fullName: '   ' }, 'Full name is required'],
      [{ fullName: 'D' }, 'Full name must be at least 2 characters'],
      [{ fullName: 'x'.repeat(101) }, 'Full name must be less than 100 characters'],
      [{ bio: 'x'.repeat(501) }, 'Bio must be less than 500 characters'],
      [{ website: 'not a url' }, 'Please enter a valid website URL'],
      [{ website: 'ftp://example.com' }, 'Please enter a valid website URL'],
      [{ location: 'x'.repeat(101) }, 'Location must be less than 100 characters'],
      [{ email: 'x@example.com' }, 'property email should not exist'],
    ])('refuses %j with "%s"', async (body, message) => {
      const me = await createUser(t.url);
      const res = await api()
        .put('/api/v1/profile/updateProfile')
        .set(auth(me))
        .send(body)
        .expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('PUT /editProfile', () => {
    it('updates gender, bio, date of birth and the picture `dp`', async () => {
      const me = await createUser(t.url);
      const res = await api()
        .put('/api/v1/editProfile')
        .set(auth(me))
        .field('gender', 'female')
        .field('bio', 'Striker')
        .field('dateOfBirth', '2001-02-03')
        .attach('dp', PNG, { filename: 'dp.png', contentType: 'image/png' })
        .expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Profile updated successfully',
        data: {
          _id: me.user._id,
          image: expect.stringMatching(/^\/media\/avatars\//),
          additionDetails: { gender: 'female', bio: 'Striker', dateOfBirth: '2001-02-03' },
        },
      });
    });

    it.each([
      [{ bio: 'Only bio' }, 'Please update the details'],
      [{ gender: 'male' }, 'Please update the details'],
      [{ gender: 'male', bio: '   ' }, 'Please update the details'],
      [{ gender: 'other', bio: 'x' }, 'Gender must be male or female'],
      [
        { gender: 'male', bio: 'x', dateOfBirth: '2999-01-01' },
        'Please enter a valid date of birth',
      ],
      [
        { gender: 'male', bio: 'x', dateOfBirth: '2001-02-30' },
        'Please enter a valid date of birth',
      ],
      [
        { gender: 'male', bio: 'x', dateOfBirth: 'yesterday' },
        'Please enter a valid date of birth',
      ],
    ])('refuses %j with "%s"', async (fields, message) => {
      const me = await createUser(t.url);
      let req = api().put('/api/v1/editProfile').set(auth(me));
      for (const [k, v] of Object.entries(fields)) req = req.field(k, v);
      const res = await req.expect(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses a fake `dp` and leaves the details unchanged', async () => {
      const me = await createUser(t.url);
      await api()
        .put('/api/v1/editProfile')
        .set(auth(me))
        .field('gender', 'male')
        .field('bio', 'New bio')
        .attach('dp', Buffer.from('plain text, not a picture'), {
          filename: 'a.gif',
          contentType: 'image/gif',
        })
        .expect(415);
      const details = await api()
        .post('/api/v1/getUserDetails')
        .set(auth(me))
        .send({ userId: me.user._id })
        .expect(200);
      expect(details.body.data.additionDetails.bio).toBeNull();
    });
  });

  describe('Fan section', () => {
    it('adds with normalisation, reads, edits, refuses another user, removes', async () => {
      const me = await createUser(t.url);
      const other = await createUser(t.url);
      const added = await api()
        .post('/api/v1/addFanProfile')
        .set(auth(me))
        .send({
          favouriteTeams: ['Boca Juniors', '  ', ' River Plate '],
          languages: ['Spanish', '', 'spanish', 'English'],
          socials: [
            { platform: 'Instagram', url: 'instagram.com/me' },
            { platform: 'Site', url: 'http://me.example' },
            { platform: '', url: '' },
          ],
        })
        .expect(201);
      const expected = {
        userId: me.user._id,
        favouriteTeams: ['Boca Juniors', 'River Plate'],
        languages: ['Spanish', 'English'],
        socials: [
          { platform: 'Instagram', url: 'https://instagram.com/me' },
          { platform: 'Site', url: 'http://me.example' },
        ],
      };
      expect(added.body.data).toEqual(expected);
      const again = await api().post('/api/v1/addFanProfile').set(auth(me)).send({}).expect(409);
      expect(again.body.message).toBe('Fan profile already exists.');

      const read = await api()
        .get(`/api/v1/getFanProfile/${me.user._id}`)
        .set(auth(other))
        .expect(200);
      expect(read.body.data).toEqual(expected);

      const edited = await api()
        .put('/api/v1/editFanProfile')
        .set(auth(me))
        .send({ userId: me.user._id, languages: ['French'] })
        .expect(200);
      expect(edited.body.data).toEqual({ ...expected, languages: ['French'] });

      const forbidden = await api()
        .put('/api/v1/editFanProfile')
        .set(auth(other))
        .send({ userId: me.user._id, languages: ['Hacked'] })
        .expect(403);
      expect(forbidden.body.message).toBe('You can only edit your own profile.');
      const otherOwn = await api()
        .put('/api/v1/editFanProfile')
        .set(auth(other))
        .send({ languages: ['x'] })
        .expect(404);
      expect(otherOwn.body.message).toBe('Fan profile not found.');

      const halfSocial = await api()
        .put('/api/v1/editFanProfile')
        .set(auth(me))
        .send({ socials: [{ platform: 'X' }] })
        .expect(400);
      expect(halfSocial.body.message).toBe('Each social link needs a platform and a url.');
      await api()
        .put('/api/v1/editFanProfile')
        .set(auth(me))
        .send({ favouriteTeams: 'Boca' })
        .expect(400);

      const removed = await api().post('/api/v1/removeFanProfile').set(auth(me)).expect(200);
      expect(removed.body).toEqual({ success: true, message: 'Fan profile removed' });
      await api().post('/api/v1/removeFanProfile').set(auth(me)).expect(404);
      const gone = await api()
        .get(`/api/v1/getFanProfile/${me.user._id}`)
        .set(auth(me))
        .expect(404);
      expect(gone.body.message).toBe('Fan profile not found.');
      await api().get('/api/v1/getFanProfile/nope').set(auth(me)).expect(404);
    });
  });

  describe('Player and Coach sections', () => {
    it('a player edits positions and teams; the coach section is then refused', async () => {
      const me = await createUser(t.url);
      const added = await api().post('/api/v1/addPlayerProfile').set(auth(me)).expect(201);
      expect(added.body.data).toEqual({ userId: me.user._id, positions: [], teams: [] });
      const dup = await api().post('/api/v1/addPlayerProfile').set(auth(me)).expect(409);
      expect(dup.body.message).toBe('Player profile already exists.');

      const saved = await api()
        .put('/api/v1/editPlayerProfile')
        .set(auth(me))
        .send({
          positions: ['ST', 'CF', 'ST'],
          teams: [
            { teamName: ' Napoli ', years: 7 },
            { teamName: 'Barcelona', years: '2' },
          ],
        })
        .expect(200);
      expect(saved.body).toEqual({
        success: true,
        message: 'Player profile saved!',
        data: {
          userId: me.user._id,
          positions: ['ST', 'CF'],
          teams: [
            { teamName: 'Napoli', years: 7 },
            { teamName: 'Barcelona', years: 2 },
          ],
        },
      });
      const mine = await api().get('/api/v1/getPlayerProfile').set(auth(me)).expect(200);
      expect(mine.body.data).toEqual(saved.body.data);
      const other = await createUser(t.url);
      const seen = await api()
        .get(`/api/v1/getPlayerProfile/${me.user._id}`)
        .set(auth(other))
        .expect(200);
      expect(seen.body.data).toEqual(saved.body.data);

      const coach = await api().post('/api/v1/addCoachProfile').set(auth(me)).send({}).expect(409);
      expect(coach.body.message).toBe(
        'You already have a player profile. Remove it to add a coach profile.',
      );
      const sections = await api()
        .get(`/api/v1/profileSections/${me.user._id}`)
        .set(auth(other))
        .expect(200);
      expect(sections.body.data).toEqual({ fan: false, player: true, coach: false });

      const removed = await api().post('/api/v1/removePlayerProfile').set(auth(me)).expect(200);
      expect(removed.body.message).toBe('Player profile removed');
      await api().post('/api/v1/addCoachProfile').set(auth(me)).send({}).expect(201);
    });

    it.each([
      [
        { positions: ['XX'] },
        'Positions must be among GK, CB, LB, RB, CM, LM, RM, CAM, CF, LW, RW, ST',
      ],
      [{ positions: 'ST' }, 'Positions must be a list'],
      [{ teams: [{ teamName: ' ', years: 1 }] }, 'Team name is required'],
      [{ teams: [{ teamName: 'A', years: 'many' }] }, 'Years must be a number'],
      [{ teams: [{ teamName: 'A' }] }, 'Years must be a number'],
      [{ teams: [{ teamName: 'A', years: -1 }] }, 'Years must be 0 or more'],
      [{ teams: [{ teamName: 'A', years: 1.5 }] }, 'Years must be a whole number'],
      [{ teams: [{ teamName: 'A', years: 61 }] }, 'Years must be 60 or less'],
      [{ teams: [{ teamName: 'A', years: '99999999999999999999' }] }, 'Years must be 60 or less'],
    ])('editPlayerProfile refuses %j with "%s"', async (body, message) => {
      const me = await createUser(t.url);
      await api().post('/api/v1/addPlayerProfile').set(auth(me)).expect(201);
      const res = await api().put('/api/v1/editPlayerProfile').set(auth(me)).send(body).expect(400);
      expect(res.body.message).toBe(message);
      const stored = await api().get('/api/v1/getPlayerProfile').set(auth(me)).expect(200);
      expect(stored.body.data).toMatchObject({ positions: [], teams: [] });
    });

    it('a coach adds history and interests; the player section is then refused', async () => {
      const me = await createUser(t.url);
      const body = {
        coachingHistory: [{ teamName: 'Ajax U19', years: '2015-2019' }],
        recruitingInterests: [{ positions: ['GK', 'CB'], ageGroups: ['U18', 'Senior'] }],
      };
      const added = await api()
        .post('/api/v1/addCoachProfile')
        .set(auth(me))
        .send(body)
        .expect(201);
      expect(added.body.data).toEqual({ userId: me.user._id, ...body });
      const player = await api().post('/api/v1/addPlayerProfile').set(auth(me)).expect(409);
      expect(player.body.message).toBe(
        'You already have a coach profile. Remove it to add a player profile.',
      );
      const edited = await api()
        .put('/api/v1/editCoachProfile')
        .set(auth(me))
        .send({ recruitingInterests: [{ positions: ['ST'], ageGroups: ['U16'] }] })
        .expect(200);
      expect(edited.body).toEqual({
        success: true,
        message: 'Coach profile saved!',
        data: {
          userId: me.user._id,
          coachingHistory: body.coachingHistory,
          recruitingInterests: [{ positions: ['ST'], ageGroups: ['U16'] }],
        },
      });
      const wrongAge = await api()
        .put('/api/v1/editCoachProfile')
        .set(auth(me))
        .send({ recruitingInterests: [{ positions: ['ST'], ageGroups: ['U12'] }] })
        .expect(400);
      expect(wrongAge.body.message).toBe('Age groups must be among U16, U18, U21, Senior');
      const wrongPos = await api()
        .put('/api/v1/editCoachProfile')
        .set(auth(me))
        .send({ recruitingInterests: [{ positions: ['Striker'], ageGroups: [] }] })
        .expect(400);
      expect(wrongPos.body.message).toMatch(/^Positions must be among GK, CB/);
      const noYears = await api()
        .put('/api/v1/editCoachProfile')
        .set(auth(me))
        .send({ coachingHistory: [{ teamName: 'Ajax', years: '' }] })
        .expect(400);
      expect(noYears.body.message).toBe('Years are required');
      const other = await createUser(t.url);
      const seen = await api()
        .get(`/api/v1/getCoachProfile/${me.user._id}`)
        .set(auth(other))
        .expect(200);
      expect(seen.body.data).toEqual(edited.body.data);
      // Another user's calls only ever touch their own sections.
      await api().put('/api/v1/editCoachProfile').set(auth(other)).send({}).expect(404);
      await api().post('/api/v1/removeCoachProfile').set(auth(other)).expect(404);
      await api().post('/api/v1/removeCoachProfile').set(auth(me)).expect(200);
      const gone = await api().get('/api/v1/getCoachProfile').set(auth(me)).expect(404);
      expect(gone.body.message).toBe('Coach profile not found.');
    });

    it('Player and Coach requested at once: exactly one wins', async () => {
      const me = await createUser(t.url);
      const results = await Promise.all([
        api().post('/api/v1/addPlayerProfile').set(auth(me)),
        api().post('/api/v1/addCoachProfile').set(auth(me)).send({}),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      const sections = await api()
        .get(`/api/v1/profileSections/${me.user._id}`)
        .set(auth(me))
        .expect(200);
      expect(Number(sections.body.data.player) + Number(sections.body.data.coach)).toBe(1);
    });

    it('the database itself refuses a coach row next to a player row', async () => {
      const me = await createUser(t.url);
      const db = t.app.get(DataSource);
      await db.query('INSERT INTO player_profiles (user_id) VALUES ($1)', [me.user._id]);
      await expect(
        db.query('INSERT INTO coach_profiles (user_id) VALUES ($1)', [me.user._id]),
      ).rejects.toThrow(/player profile exists/);
      await expect(
        db.query(`UPDATE player_profiles SET positions = '{XX}' WHERE user_id = $1`, [me.user._id]),
      ).rejects.toThrow(/check constraint/);
    });
  });
});
