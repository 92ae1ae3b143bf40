import { mkdtempSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/core/database/data-source-options';
import {
  startEmbeddedPostgres,
  type EmbeddedService,
} from '../src/core/database/embedded-postgres';
import { startEmbeddedS3 } from '../src/core/storage/embedded-s3';
import { eventually } from './support/eventually';
import { freePort } from './support/free-port';
import { createTextPost, png, quickUsers } from './support/posts';
import { killed, startServerProcess } from './support/server-process';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Counters of these posts and users that differ from the count of their rows (other files
 * share the database and may have written fixture rows straight into it).
 */
async function counterDrift(
  db: DataSource,
  postIds: string[],
  userIds: string[],
): Promise<unknown[]> {
  return db.query(
    `
    SELECT 'post' AS kind, p.id,
           p.num_of_likes - (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id) AS likes,
           p.num_of_comments - (SELECT count(*) FROM comments c WHERE c.post_id = p.id) AS comments,
           p.saved_count - (SELECT count(*) FROM post_saves s WHERE s.post_id = p.id) AS saves,
           p.num_of_reposts - (SELECT count(*) FROM post_reposts r WHERE r.post_id = p.id) AS reposts
    FROM posts p
    WHERE p.id = ANY($1::uuid[]) AND (p.num_of_likes <> (SELECT count(*) FROM post_likes l WHERE l.post_id = p.id)
       OR p.num_of_comments <> (SELECT count(*) FROM comments c WHERE c.post_id = p.id)
       OR p.saved_count <> (SELECT count(*) FROM post_saves s WHERE s.post_id = p.id)
       OR p.num_of_reposts <> (SELECT count(*) FROM post_reposts r WHERE r.post_id = p.id))
    UNION ALL
    SELECT 'user', u.id, u.num_of_followers, u.num_of_following, 0, 0
    FROM users u
    WHERE u.id = ANY($2::uuid[]) AND (u.num_of_followers <> (SELECT count(*) FROM follows f WHERE f.following_id = u.id)
       OR u.num_of_following <> (SELECT count(*) FROM follows f WHERE f.follower_id = u.id))`,
    [postIds, userIds],
  );
}

describe('Faults (e2e): a killed server, a restarted database, storage away', () => {
  jest.setTimeout(120_000);

  describe('SIGKILL with 100 likes and 100 comments in flight', () => {
    let t: TestApp;

    beforeAll(async () => {
      t = await startTestApp();
    });
    afterAll(() => t.close());

    it('keeps every acknowledged write, and every counter equals its rows', async () => {
      const [author, ...fans] = await quickUsers(t, 101);
      const post = await createTextPost(t, author.token, 'Last minute winner');
      const env = { WRITE_LIMITS_ENABLED: 'false', COMMENT_COOLDOWN_SECONDS: '0' };
      const first = await startServerProcess(env);

      const acked = { likes: [] as string[], comments: [] as string[] };
      let answered = 0;
      const send = (path: string, token: string, body: object) =>
        fetch(`${first.url}/api/v1/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        }).then(async (res) => {
          answered += 1;
          return res.ok ? ((await res.json()) as { data?: { _id?: string } }) : null;
        });
      const inFlight = fans.flatMap((fan) => [
        send('like', fan.token, { postId: post._id }).then((ok) => {
          if (ok) acked.likes.push(fan.id);
        }),
        send('createComment', fan.token, { postId: post._id, comment: `Goal ${fan.id}` }).then(
          (ok) => {
            if (ok?.data?._id) acked.comments.push(ok.data._id);
          },
        ),
      ]);
      // Kill it mid-way: some writes answered, others still on their way.
      await eventually(async () => expect(answered).toBeGreaterThanOrEqual(40), 30_000);
      await killed(first);
      await Promise.allSettled(inFlight);
      expect(answered).toBeLessThan(200);

      const second = await startServerProcess(env);
      try {
        const db = t.app.get(DataSource);
        const likes: { user_id: string }[] = await db.query(
          'SELECT user_id FROM post_likes WHERE post_id = $1',
          [post._id],
        );
        const comments: { id: string }[] = await db.query(
          'SELECT id FROM comments WHERE post_id = $1',
          [post._id],
        );
        expect(likes.map((l) => l.user_id)).toEqual(expect.arrayContaining(acked.likes));
        expect(comments.map((c) => c.id)).toEqual(expect.arrayContaining(acked.comments));
        const everyone = [author.id, ...fans.map((f) => f.id)];
        expect(await counterDrift(db, [post._id], everyone)).toEqual([]);
        // The restarted server answers with the same numbers.
        const view = await request(second.url)
          .post('/api/v1/viewComments')
          .send({ postId: post._id })
          .expect(200);
        expect(view.body.numOfComments ?? view.body.data?.numOfComments).toBe(comments.length);
      } finally {
        await killed(second);
      }
    });
  });

  describe('PostgreSQL restarted while the app runs', () => {
    let pg: EmbeddedService;
    let t: TestApp;
    let dataDir: string;
    let port: number;

    beforeAll(async () => {
      dataDir = mkdtempSync(join(tmpdir(), 'sportsnet-faults-'));
      chmodSync(dataDir, 0o755);
      port = await freePort();
      pg = await startEmbeddedPostgres(dataDir, port);
      const ds = new DataSource(dataSourceOptions(pg.url));
      await ds.initialize();
      await ds.runMigrations();
      await ds.destroy();
      t = await startTestApp({ DATABASE_URL: pg.url });
    });
    afterAll(async () => {
      await t?.close();
      await pg?.stop();
    });

    it('answers health 503 during the outage and 200 after, without an app restart', async () => {
      await request(t.url).get('/api/v1/health').expect(200);
      await pg.stop();
      const down = await request(t.url).get('/api/v1/health').expect(503);
      expect(down.body).toMatchObject({ success: false, data: { db: 'down', storage: 'up' } });
      // A request that needs the database says so in the envelope, not with a 500.
      const read = await request(t.url).get('/api/v1/getAllPost');
      expect(read.status).toBe(503);
      expect(read.headers['retry-after']).toBe('5');
      expect(read.body).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again.',
      });
      pg = await startEmbeddedPostgres(dataDir, port);
      await eventually(async () => {
        await request(t.url).get('/api/v1/health').expect(200);
      }, 20_000);
      await request(t.url).get('/api/v1/getAllPost').expect(200);
    });
  });

  describe('S3 unreachable', () => {
    it('answers uploads 503 with a clear message and writes no post row', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sportsnet-faults-s3-'));
      const bucket = `faults-${process.pid}`;
      const s3 = await startEmbeddedS3(dir, 0, bucket);
      const t = await startTestApp({
        S3_ENDPOINT: s3.endpoint,
        S3_ACCESS_KEY: s3.accessKey,
        S3_SECRET_KEY: s3.secretKey,
        S3_BUCKET: bucket,
      });
      try {
        const [me] = await quickUsers(t, 1);
        await s3.stop();
        const res = await request(t.url)
          .post('/api/v1/createPost')
          .set('Authorization', `Bearer ${me.token}`)
          .field('title', 'Photo while storage is away')
          .attach('image', await png(), 'photo.png');
        expect(res.status).toBe(503);
        expect(res.body).toEqual({
          success: false,
          code: 'SERVICE_UNAVAILABLE',
          message: 'Media storage is temporarily unavailable. Please try again later.',
        });
        const rows = await t.app
          .get(DataSource)
          .query('SELECT count(*)::int AS n FROM posts WHERE user_id = $1', [me.id]);
        expect(rows[0].n).toBe(0);
        const avatar = await request(t.url)
          .put('/api/v1/profile/updateProfilePicture')
          .set('Authorization', `Bearer ${me.token}`)
          .attach('profilePic', await png(), 'me.png');
        expect(avatar.status).toBe(503);
      } finally {
        await t.close();
      }
    });
  });
});
