import request from 'supertest';
import sharp from 'sharp';
import { StorageService } from '../src/core/storage/storage.service';
import { signedMediaUrl } from '../src/core/storage/media-url';
import { buildObjectKey } from '../src/core/storage/object-key';
import { createUser, type CreatedUser } from './support/factories';
import { createTextPost, objectsUnder } from './support/posts';
import { startTestApp, type TestApp } from './support/test-app';

describe('Safe media and private fields (e2e)', () => {
  let t: TestApp;
  let me: CreatedUser;
  let other: CreatedUser;
  const auth = (u: CreatedUser) => ({ Authorization: `Bearer ${u.token}` });

  beforeAll(async () => {
    t = await startTestApp();
    [me, other] = await Promise.all([createUser(t.url), createUser(t.url)]);
  });
  afterAll(() => t.close());

  it('stores a profile picture re-encoded without its metadata, with a small variant for lists', async () => {
    const withGps = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#e53935' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'SECRET-GPS-48.8584N' } } })
      .toBuffer();
    expect(withGps.includes('SECRET-GPS')).toBe(true);
    const res = await request(t.url)
      .put('/api/v1/profile/updateProfilePicture')
      .set(auth(me))
      .attach('profilePic', withGps, 'holiday.jpg')
      .expect(200);
    const served = await request(t.url).get(res.body.data.profilePic).expect(200);
    expect((served.body as Buffer).includes('SECRET-GPS')).toBe(false);
    const meta = await sharp(served.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 341 });
    expect(meta.exif).toBeUndefined();

    // In the bucket: the re-encoded picture and its list variant, never the uploaded bytes.
    const keys = await objectsUnder(`avatars/${me.user._id}/`);
    expect(keys).toHaveLength(2);
    expect(keys.every((k) => k.endsWith('.webp'))).toBe(true);

    // A post's author picture (a list) is the small variant.
    await createTextPost(t, me.token, 'With my new face');
    const posts = await request(t.url)
      .get(`/api/v1/getUserPosts?userId=${me.user._id}`)
      .set(auth(other))
      .expect(200);
    const [mine] = posts.body.data;
    expect(mine.createdBy.image).toMatch(/-small\.webp$/);
    const small = await request(t.url).get(mine.createdBy.image).expect(200);
    expect(await sharp(small.body as Buffer).metadata()).toMatchObject({ width: 128, height: 128 });
  });

  it('refuses images beyond 40 megapixels for avatars and posts (413), fakes with 415', async () => {
    const huge = await sharp({
      create: { width: 8000, height: 5100, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const avatar = await request(t.url)
      .put('/api/v1/profile/updateProfilePicture')
      .set(auth(me))
      .attach('profilePic', huge, 'big.png');
    expect(avatar.status).toBe(413);
    expect(avatar.body).toEqual({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Images must be at most 40 megapixels.',
    });
    const post = await request(t.url)
      .post('/api/v1/createPost')
      .set(auth(me))
      .field('title', 'Panorama')
      .attach('image', huge, 'big.png');
    expect(post.status).toBe(413);
    expect(post.body.message).toBe('Images must be at most 40 megapixels.');
    // A PNG header on garbage: 415 with the route's own message.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const broken = Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 1)]);
    const fake = await request(t.url)
      .put('/api/v1/profile/updateProfilePicture')
      .set(auth(me))
      .attach('profilePic', broken, 'me.png');
    expect(fake.status).toBe(415);
  });

  it('shows date of birth and gender only to their owner', async () => {
    await request(t.url)
      .put('/api/v1/editProfile')
      .set(auth(me))
      .field('gender', 'female')
      .field('bio', 'Left back')
      .field('dateOfBirth', '1999-04-02')
      .expect(200);
    const own = await request(t.url).post('/api/v1/findCurrentUser').set(auth(me)).expect(200);
    expect(own.body.data.additionDetails).toEqual({
      gender: 'female',
      dateOfBirth: '1999-04-02',
      bio: 'Left back',
    });
    const theirs = [
      (
        await request(t.url)
          .post('/api/v1/getUserDetails')
          .set(auth(other))
          .send({ userId: me.user._id })
      ).body.data,
      (await request(t.url).get(`/api/v1/profile/${me.user._id}`).set(auth(other))).body.data.user,
      (await request(t.url).get(`/api/v1/users/username/${me.user.userName}`).set(auth(other))).body
        .data,
      (
        await request(t.url)
          .get('/api/v1/users/search')
          .query({ q: me.user.userName })
          .set(auth(other))
      ).body.data[0],
    ];
    for (const user of theirs) {
      expect(user.additionDetails).toEqual({ bio: 'Left back' });
      expect(JSON.stringify(user)).not.toMatch(/1999-04-02|female/);
    }
    const ownProfile = await request(t.url).get(`/api/v1/profile/${me.user._id}`).set(auth(me));
    expect(ownProfile.body.data.user.additionDetails.dateOfBirth).toBe('1999-04-02');
  });

  describe('/media', () => {
    const content = Buffer.from('0123456789abcdefghij');
    let key: string;

    beforeAll(async () => {
      key = buildObjectKey('test', me.user._id, 'txt');
      await t.app.get(StorageService).put(key, content, 'text/plain');
    });

    it('answers a suffix range with the last bytes, and bytes=-0 with 416', async () => {
      const url = signedMediaUrl(key);
      const last = await request(t.url).get(url).set('Range', 'bytes=-5').expect(206);
      expect(last.text).toBe('fghij');
      expect(last.headers['content-range']).toBe(`bytes 15-19/${content.length}`);
      const none = await request(t.url).get(url).set('Range', 'bytes=-0');
      expect(none.status).toBe(416);
      expect(none.headers['content-range']).toBe(`bytes */${content.length}`);
    });
  });

  it('marks answers with a token or personal data Cache-Control: no-store', async () => {
    const login = await request(t.url)
      .post('/api/v1/login')
      .send({ userName: me.input.userName, password: me.input.password })
      .expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const failed = await request(t.url)
      .post('/api/v1/login')
      .send({ userName: me.input.userName, password: 'wrong-one' })
      .expect(401);
    expect(failed.headers['cache-control']).toBe('no-store');
    const current = await request(t.url).post('/api/v1/findCurrentUser').set(auth(me)).expect(200);
    expect(current.headers['cache-control']).toBe('no-store');
    const feed = await request(t.url).get('/api/v1/getAllPost').expect(200);
    expect(feed.headers['cache-control']).not.toBe('no-store');
  });

  it('has the embedded S3 server refuse unsigned requests and its well-known key', async () => {
    const endpoint = process.env.S3_ENDPOINT as string;
    const bucket = process.env.S3_BUCKET as string;
    const key = buildObjectKey('test', me.user._id, 'txt');
    await t.app.get(StorageService).put(key, Buffer.from('private'), 'text/plain');
    const unsigned = await fetch(`${endpoint}/${bucket}/${key}`);
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('AccessDenied');
    const listing = await fetch(`${endpoint}/${bucket}`);
    expect(listing.status).toBe(403);
    // The credentials every s3rver ships with no longer open anything.
    expect(process.env.S3_ACCESS_KEY).not.toBe('S3RVER');
  });
});
