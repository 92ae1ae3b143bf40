import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AdmZip from 'adm-zip';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { DataExportService } from '../src/modules/settings/export/data-export.service';
import { VisibilityService } from '../src/modules/visibility';
import { eventually } from './support/eventually';
import { createUser, CreatedUser } from './support/factories';
import { createCommunity, objectsOf, objectsUnder, png } from './support/posts';
import { connectSocket, TestSocket, waitForSocketEvent } from './support/socket';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

/** Downloads a binary answer whole (supertest buffers it). */
function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

describe('The account’s life: hibernate, data download, delete (e2e)', () => {
  let t: TestApp;
  let dataDir: string;
  const api = () => request(t.url);
  const auth = (u: CreatedUser | string) => ({
    Authorization: `Bearer ${typeof u === 'string' ? u : u.token}`,
  });
  const db = () => t.app.get(DataSource);
  const sockets: TestSocket[] = [];

  async function imagePost(user: CreatedUser, title: string, communityId?: string) {
    const req = api().post('/api/v1/createPost').set(auth(user)).field('title', title);
    if (communityId) req.field('communityId', communityId);
    const res = await req.attach('image', await png(), 'photo.png').expect(201);
    return res.body.data as { _id: string };
  }

  async function feedIds(viewer: CreatedUser): Promise<string[]> {
    const res = await api().get('/api/v1/getAllPost?limit=50').set(auth(viewer)).expect(200);
    return (res.body.data as { _id: string }[]).map((p) => p._id);
  }

  /** The post's comments as an anonymous reader sees them. */
  async function commentTexts(postId: string): Promise<string[]> {
    const res = await api().post('/api/v1/viewComments').send({ postId }).expect(200);
    return (res.body.data as { comment: string }[]).map((c) => c.comment);
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sportsnet-account-'));
    t = await startTestApp({ DATA_DIR: dataDir });
    await resetDatabase(t.app);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.disconnect());
    await new Promise((r) => setTimeout(r, 200));
    await t.close();
  });

  describe('hibernation', () => {
    it('hides the account, ends its sessions and sockets; login works; reactivate restores', async () => {
      const me = await createUser(t.url);
      const other = await createUser(t.url);
      const post = await imagePost(me, 'Pre-season');
      expect(await feedIds(other)).toContain(post._id);
      const theirs = await imagePost(other, 'Derby day');
      await api()
        .post('/api/v1/createComment')
        .set(auth(me))
        .send({ postId: theirs._id, comment: 'See you there' })
        .expect(201);
      expect(await commentTexts(theirs._id)).toEqual(['See you there']);

      const socket = connectSocket(t.url, me.token);
      const othersSocket = connectSocket(t.url, other.token);
      sockets.push(socket, othersSocket);
      await Promise.all([
        waitForSocketEvent(socket, 'connect'),
        waitForSocketEvent(othersSocket, 'connect'),
      ]);
      const closed = waitForSocketEvent(socket, 'disconnect');
      // The other's open feed hears of it, so it drops the posts without a reload.
      const heardGone = waitForSocketEvent(othersSocket, 'account_gone');

      const res = await api().put('/api/v1/settings/hibernate').set(auth(me)).expect(200);
      expect(res.body.message).toBe('Account hibernated successfully');
      expect(res.body.data.isHibernated).toBe(true);
      await closed;
      expect(await heardGone).toEqual({ userId: me.user._id });
      await api().get('/api/v1/settings').set(auth(me)).expect(401);

      // Others: the posts are gone from the feed; the user, their posts and profile do not exist.
      expect(await feedIds(other)).not.toContain(post._id);
      await api().get(`/api/v1/getUserPosts?userId=${me.user._id}`).set(auth(other)).expect(404);
      await api().get(`/api/v1/profile/${me.user._id}`).set(auth(other)).expect(404);
      const search = await api()
        .get(`/api/v1/users/search?q=${encodeURIComponent(me.input.userName)}`)
        .set(auth(other))
        .expect(200);
      expect(search.body.data).toEqual([]);
      expect(await commentTexts(theirs._id)).toEqual([]);
      await expect(
        t.app.get(VisibilityService).assertCanSeeUser(other.user._id, me.user._id),
      ).rejects.toMatchObject({ status: 404 });

      const login = await api()
        .post('/api/v1/login')
        .send({ userName: me.input.userName, password: me.input.password })
        .expect(200);
      expect(login.body.user.isHibernated).toBe(true);
      const status = await api().get('/api/v1/settings').set(auth(login.body.token)).expect(200);
      expect(status.body.data.account_status.isHibernated).toBe(true);
      expect(typeof status.body.data.account_status.hibernatedAt).toBe('string');

      const back = await api()
        .put('/api/v1/settings/reactivate')
        .set(auth(login.body.token))
        .expect(200);
      expect(back.body).toMatchObject({
        message: 'Account reactivated successfully',
        data: { isHibernated: false, hibernatedAt: null },
      });
      expect(await feedIds(other)).toContain(post._id);
      expect(await commentTexts(theirs._id)).toEqual(['See you there']);
      const self = await api()
        .post('/api/v1/findCurrentUser')
        .set(auth(login.body.token))
        .expect(200);
      expect(self.body.data.isHibernated).toBe(false);
    });
  });

  describe('data download', () => {
    it('streams a ZIP of the user’s own data, behind a signed link, once per hour', async () => {
      const me = await createUser(t.url);
      const other = await createUser(t.url);
      await api()
        .put('/api/v1/profile/updateProfilePicture')
        .set(auth(me))
        .attach('profilePic', await png(), 'me.png')
        .expect(200);
      const mine = await imagePost(me, 'My derby photo');
      const theirs = await imagePost(other, 'Someone else’s secret');
      await api().post('/api/v1/like').set(auth(me)).send({ postId: theirs._id }).expect(201);
      await api()
        .post('/api/v1/createComment')
        .set(auth(me))
        .send({ postId: theirs._id, comment: 'What a goal' })
        .expect(201);
      await api()
        .post('/api/v1/follow')
        .set(auth(me))
        .send({ followingId: other.user._id, follow: true })
        .expect(200);
      await api()
        .post('/api/v1/messages/send')
        .set(auth(me))
        .send({ receiverId: other.user._id, content: 'See you at the derby' })
        .expect(201);

      const before = await api().get('/api/v1/settings/data-download').set(auth(me)).expect(200);
      expect(before.body.data).toMatchObject({ status: 'none', url: null });

      const asked = await api()
        .post('/api/v1/settings/request-data-download')
        .set(auth(me))
        .expect(202);
      expect(asked.body.message).toBe(
        'Data download requested. You will receive an email when ready.',
      );
      const again = await api()
        .post('/api/v1/settings/request-data-download')
        .set(auth(me))
        .expect(429);
      expect(again.body.message).toMatch(/^You can request a data download once per hour/);

      let url = '';
      await eventually(async () => {
        const res = await api().get('/api/v1/settings/data-download').set(auth(me)).expect(200);
        expect(res.body.data.status).toBe('ready');
        url = res.body.data.url;
        const days = (Date.parse(res.body.data.expiresAt) - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(6.9);
      }, 15_000);

      const file = await api().get(url).buffer(true).parse(binary).expect(200);
      expect(file.headers['content-type']).toBe('application/zip');
      const zip = new AdmZip(file.body as Buffer);
      const names = zip.getEntries().map((e) => e.entryName);
      for (const name of [
        'profile.json',
        'settings.json',
        'posts.json',
        'comments.json',
        'likes.json',
        'saves.json',
        'reposts.json',
        'follows.json',
        'connections.json',
        'communities.json',
        'messages.json',
      ]) {
        expect(names).toContain(name);
      }
      const json = (name: string) => JSON.parse(zip.readAsText(name)) as unknown;
      expect(json('profile.json')).toMatchObject({ userName: me.input.userName });
      const posts = json('posts.json') as { id: string; caption: string; imageFile: string }[];
      expect(posts.map((p) => p.id)).toEqual([mine._id]);
      expect(zip.readAsText('posts.json')).not.toContain('secret');
      expect(json('likes.json')).toEqual([expect.objectContaining({ postId: theirs._id })]);
      expect(json('comments.json')).toEqual([expect.objectContaining({ comment: 'What a goal' })]);
      expect(json('messages.json')).toEqual([
        expect.objectContaining({ direction: 'sent', content: 'See you at the derby' }),
      ]);
      const media = names.filter((n) => n.startsWith('media/'));
      expect(media).toHaveLength(2);

      // Every file a JSON file names (*File) is the ZIP entry at that very path, holding the bytes
      // stored for the row that names it: the avatar and the post's image.
      const rows = names
        .filter((n) => n.endsWith('.json'))
        .flatMap((n) => [json(n)].flat() as (Record<string, unknown> | null)[]);
      const references = rows.flatMap((row) =>
        Object.entries(row ?? {})
          .filter(([field, value]) => field.endsWith('File') && value !== null)
          .map(([, value]) => value as string),
      );
      expect([...references].sort()).toEqual([...media].sort());
      const [stored] = await db().query(
        `SELECT u.image_key AS picture, p.image_key AS image
           FROM users u JOIN posts p ON p.user_id = u.id WHERE u.id = $1`,
        [me.user._id],
      );
      const bytesAt = async (key: string) =>
        (await api().get(`/media/${key}`).buffer(true).parse(binary).expect(200)).body as Buffer;
      const profile = json('profile.json') as { pictureFile: string };
      for (const [path, key] of [
        [profile.pictureFile, stored.picture as string],
        [posts[0].imageFile, stored.image as string],
      ]) {
        expect(zip.getEntry(path)?.getData()).toEqual(await bytesAt(key));
      }

      // The email with the link, written under DATA_DIR/mail in the embedded default.
      await eventually(async () => {
        const files = await readdir(join(dataDir, 'mail'));
        const texts = await Promise.all(
          files.map((f) => readFile(join(dataDir, 'mail', f), 'utf8')),
        );
        expect(texts.some((m) => m.includes(me.input.email) && m.includes('data-download'))).toBe(
          true,
        );
      });

      // A tampered link, or the object itself through /media, gives nothing.
      await api()
        .get(url.replace(/signature=[^&]+/, 'signature=forged'))
        .expect(404);
      const [row] = await db().query(`SELECT object_key FROM data_exports WHERE user_id = $1`, [
        me.user._id,
      ]);
      await api().get(`/media/${row.object_key}`).expect(404);
    });

    it('a credential change ends every link made before: new password, log out everywhere, hibernation', async () => {
      const me = await createUser(t.url);
      let token = me.token;
      const link = async () => {
        let url = '';
        await eventually(async () => {
          const res = await api().get('/api/v1/settings/data-download').set(auth(token));
          expect(res.body.data.status).toBe('ready');
          url = res.body.data.url;
        }, 15_000);
        return url;
      };
      const signIn = async (password: string) =>
        (
          await api()
            .post('/api/v1/login')
            .send({ userName: me.input.userName, password })
            .expect(200)
        ).body.token as string;
      await api().post('/api/v1/settings/request-data-download').set(auth(token)).expect(202);
      const first = await link();
      await api().get(first).expect(200);

      // A new password: the link read from a stolen session no longer opens the archive.
      await api()
        .put('/api/v1/settings/password')
        .set(auth(token))
        .send({ currentPassword: me.input.password, newPassword: 'a-brand-new-secret-7' })
        .expect(200);
      await api().get(first).expect(404);
      const second = await link();
      expect(second).not.toBe(first);
      await api().get(second).expect(200);

      // Log out everywhere: every session ends (this one too), and the link with them.
      const closed = connectSocket(t.url, token);
      sockets.push(closed);
      await waitForSocketEvent(closed, 'connect');
      const disconnected = waitForSocketEvent(closed, 'disconnect');
      const out = await api().post('/api/v1/logout-everywhere').set(auth(token)).expect(200);
      expect(out.body.message).toBe('Logged out everywhere');
      await disconnected;
      await api().get('/api/v1/settings').set(auth(token)).expect(401);
      await api().get(second).expect(404);
      token = await signIn('a-brand-new-secret-7');
      const third = await link();
      await api().get(third).expect(200);

      // Hibernation.
      await api().put('/api/v1/settings/hibernate').set(auth(token)).expect(200);
      await api().get(third).expect(404);
      token = await signIn('a-brand-new-secret-7');
      await api()
        .get(await link())
        .expect(200);
    });

    it('a job its process left pending is marked failed at the next sweep', async () => {
      const me = await createUser(t.url);
      await db().query(
        `INSERT INTO data_exports (user_id, heartbeat_at) VALUES ($1, now() - interval '5 minutes')`,
        [me.user._id],
      );
      const pending = await api().get('/api/v1/settings/data-download').set(auth(me)).expect(200);
      expect(pending.body.data.status).toBe('pending');
      await t.app.get(DataExportService).sweep();
      const failed = await api().get('/api/v1/settings/data-download').set(auth(me)).expect(200);
      expect(failed.body.data.status).toBe('failed');
    });
  });

  describe('account deletion', () => {
    async function counts(postId: string) {
      const [row] = await db().query(
        `SELECT num_of_likes, num_of_comments, saved_count, num_of_reposts FROM posts WHERE id = $1`,
        [postId],
      );
      return row;
    }
    async function follows(userId: string) {
      const [row] = await db().query(
        `SELECT num_of_followers, num_of_following FROM users WHERE id = $1`,
        [userId],
      );
      return row;
    }

    async function richAccount() {
      const me = await createUser(t.url);
      const friend = await createUser(t.url);
      const host = await createUser(t.url);
      await api()
        .put('/api/v1/profile/updateProfilePicture')
        .set(auth(me))
        .attach('profilePic', await png(), 'me.png')
        .expect(200);
      const myPost = await imagePost(me, 'My goal');
      const friendPost = await imagePost(friend, 'Friend’s save');
      const owned = await createCommunity(t, me.user._id, [me.user._id, friend.user._id]);
      const inOwned = await imagePost(friend, 'In my community', owned);
      const hosted = await createCommunity(t, host.user._id, [host.user._id, me.user._id]);
      await api().post('/api/v1/like').set(auth(me)).send({ postId: friendPost._id }).expect(201);
      await api().post('/api/v1/savePost').set(auth(me)).send({ postId: friendPost._id });
      await api()
        .post('/api/v1/createComment')
        .set(auth(me))
        .send({ postId: friendPost._id, comment: 'Great save' })
        .expect(201);
      await api()
        .post('/api/v1/follow')
        .set(auth(me))
        .send({ followingId: friend.user._id, follow: true });
      await api()
        .post('/api/v1/follow')
        .set(auth(friend))
        .send({ followingId: me.user._id, follow: true });
      await db().query(
        `INSERT INTO connections (requester_id, recipient_id, status) VALUES ($1, $2, 'connected')`,
        [me.user._id, friend.user._id],
      );
      return { me, friend, host, myPost, friendPost, owned, inOwned, hosted };
    }

    it('refuses a wrong password and changes nothing', async () => {
      const { me, friendPost } = await richAccount();
      const before = await counts(friendPost._id);
      const res = await api()
        .delete('/api/v1/settings/delete-account')
        .set(auth(me))
        .send({ password: 'wrong-password' })
        .expect(403);
      expect(res.body.message).toBe('Incorrect password');
      const missing = await api()
        .delete('/api/v1/settings/delete-account')
        .set(auth(me))
        .send({})
        .expect(400);
      expect(missing.body.message).toBe('Please enter your password to confirm.');
      await api().get('/api/v1/settings').set(auth(me)).expect(200);
      expect(await counts(friendPost._id)).toEqual(before);
    });

    it('checks the password without changing anything, before the deletion asks it', async () => {
      const { me, friendPost } = await richAccount();
      const before = await counts(friendPost._id);
      const wrong = await api()
        .post('/api/v1/settings/check-password')
        .set(auth(me))
        .send({ password: 'wrong-password' })
        .expect(403);
      expect(wrong.body.message).toBe('Incorrect password');
      const missing = await api()
        .post('/api/v1/settings/check-password')
        .set(auth(me))
        .send({})
        .expect(400);
      expect(missing.body.message).toBe('Please enter your password to confirm.');
      const right = await api()
        .post('/api/v1/settings/check-password')
        .set(auth(me))
        .send({ password: me.input.password })
        .expect(200);
      expect(right.body).toMatchObject({ success: true, message: 'Password confirmed' });
      // Still signed in, nothing gone.
      await api().get('/api/v1/settings').set(auth(me)).expect(200);
      expect(await counts(friendPost._id)).toEqual(before);
    });

    it('removes the user and everything of theirs, fixes others’ counters, frees the name', async () => {
      const { me, friend, host, friendPost, owned, inOwned, hosted } = await richAccount();
      const socket = connectSocket(t.url, me.token);
      const friendsSocket = connectSocket(t.url, friend.token);
      sockets.push(socket, friendsSocket);
      await Promise.all([
        waitForSocketEvent(socket, 'connect'),
        waitForSocketEvent(friendsSocket, 'connect'),
      ]);
      const closed = waitForSocketEvent(socket, 'disconnect');
      const heardGone = waitForSocketEvent(friendsSocket, 'account_gone');
      expect(await counts(friendPost._id)).toMatchObject({
        num_of_likes: 1,
        num_of_comments: 1,
        saved_count: 1,
      });
      expect(await follows(friend.user._id)).toEqual({ num_of_followers: 1, num_of_following: 1 });
      expect(await objectsOf(me.user._id)).toHaveLength(2); // original + feed variant
      expect(await objectsUnder(`avatars/${me.user._id}/`)).toHaveLength(2); // picture + list variant
      const friendMediaInOwned = (await objectsOf(friend.user._id)).length;

      const res = await api()
        .delete('/api/v1/settings/delete-account')
        .set(auth(me))
        .send({ password: me.input.password })
        .expect(200);
      expect(res.body.message).toBe('Account deleted successfully');
      await closed;
      expect(await heardGone).toEqual({ userId: me.user._id });
      await api().get('/api/v1/settings').set(auth(me)).expect(401);

      expect(await counts(friendPost._id)).toEqual({
        num_of_likes: 0,
        num_of_comments: 0,
        saved_count: 0,
        num_of_reposts: 0,
      });
      expect(await follows(friend.user._id)).toEqual({ num_of_followers: 0, num_of_following: 0 });
      const [hostedRow] = await db().query(`SELECT num_of_members FROM communities WHERE id = $1`, [
        hosted,
      ]);
      expect(hostedRow.num_of_members).toBe(1);
      for (const [table, column] of [
        ['users', 'id'],
        ['posts', 'user_id'],
        ['comments', 'user_id'],
        ['post_likes', 'user_id'],
        ['post_saves', 'user_id'],
        ['follows', 'follower_id'],
        ['follows', 'following_id'],
        ['connections', 'requester_id'],
        ['community_members', 'user_id'],
        ['communities', 'owner_id'],
        ['user_settings', 'user_id'],
        ['sessions', 'user_id'],
      ]) {
        const rows = await db().query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [me.user._id]);
        expect({ table, column, rows: rows.length }).toEqual({ table, column, rows: 0 });
      }
      const [gone] = await db().query(`SELECT count(*)::int AS n FROM posts WHERE id = $1`, [
        inOwned._id,
      ]);
      expect(gone.n).toBe(0);
      expect(await db().query(`SELECT 1 FROM communities WHERE id = $1`, [owned])).toHaveLength(0);

      // Every object of theirs leaves the bucket (the outbox worker), the friend's post in the
      // deleted community too; the friend's other post stays.
      await eventually(async () => {
        expect(await objectsOf(me.user._id)).toEqual([]);
        expect(await objectsUnder(`avatars/${me.user._id}/`)).toEqual([]);
        expect((await objectsOf(friend.user._id)).length).toBe(friendMediaInOwned - 2);
      });
      expect(await db().query(`SELECT 1 FROM media_deletions`)).toHaveLength(0);

      // The name and the email are free again.
      await api()
        .post('/api/v1/signup')
        .send({ ...me.input })
        .expect(201);
      expect(host.user._id).toBeTruthy();
    });

    it('a failure midway leaves the account whole', async () => {
      const { me, friend, friendPost, myPost } = await richAccount();
      const before = await counts(friendPost._id);
      // Make the final DELETE of this user fail inside the transaction.
      await db().query(`
        CREATE FUNCTION fail_this_delete() RETURNS trigger AS $$
        BEGIN RAISE EXCEPTION 'injected failure'; END $$ LANGUAGE plpgsql`);
      await db().query(`
        CREATE TRIGGER fail_this_delete BEFORE DELETE ON users
          FOR EACH ROW WHEN (OLD.id = '${me.user._id}') EXECUTE FUNCTION fail_this_delete()`);
      try {
        await api()
          .delete('/api/v1/settings/delete-account')
          .set(auth(me))
          .send({ password: me.input.password })
          .expect(500);
      } finally {
        await db().query(`DROP TRIGGER fail_this_delete ON users`);
        await db().query(`DROP FUNCTION fail_this_delete()`);
      }
      await api().get('/api/v1/settings').set(auth(me)).expect(200);
      expect(await counts(friendPost._id)).toEqual(before);
      expect(await follows(friend.user._id)).toEqual({ num_of_followers: 1, num_of_following: 1 });
      expect(await feedIds(friend)).toContain(myPost._id);
      expect(await db().query(`SELECT 1 FROM media_deletions`)).toHaveLength(0);
      expect(await objectsOf(me.user._id)).toHaveLength(2);
      expect(await objectsUnder(`avatars/${me.user._id}/`)).toHaveLength(2); // picture + list variant
    });
  });
});
