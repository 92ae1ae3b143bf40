import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTextPost, quickUsers } from './support/posts';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

/** Its own app: the comment cooldown on (COMMENT_COOLDOWN_SECONDS=30). */
describe('Comment cooldown (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ COMMENT_COOLDOWN_SECONDS: '30' });
    await resetDatabase(t.app);
  });
  afterAll(() => t.close());

  it('answers 429 with the seconds left, per user, and lets the next comment through once it passed', async () => {
    const [author, fan, other] = await quickUsers(t, 3);
    const post = await createTextPost(t, author.token);
    const send = (token: string, comment = 'Goal!') =>
      request(t.url)
        .post('/api/v1/createComment')
        .set('Authorization', `Bearer ${token}`)
        .send({ postId: post._id, comment });
    await send(fan.token).expect(201);
    const limited = await send(fan.token).expect(429);
    expect(limited.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Please wait (30|29) seconds before commenting again\.$/),
      retryAfter: expect.any(Number),
    });
    expect(limited.body.message).toContain(`${limited.body.retryAfter} seconds`);
    // Another user is not affected; a refused comment is not stored nor counted.
    await send(other.token).expect(201);
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT num_of_comments FROM posts WHERE id = $1', [post._id]);
    expect(row.num_of_comments).toBe(2);
    // A comment refused for bad input does not start the cooldown.
    const [fresh] = await quickUsers(t, 1);
    await send(fresh.token, ' ').expect(400);
    await request(t.url)
      .post('/api/v1/createComment')
      .set('Authorization', `Bearer ${fresh.token}`)
      .send({
        postId: post._id,
        comment: 'x',
        parentCommentId: '00000000-0000-4000-8000-000000000000',
      })
      .expect(404);
    await send(fresh.token).expect(201);
    // Once the time has passed (moved back here rather than waited for), it goes through.
    await t.app
      .get(DataSource)
      .query(
        `UPDATE comment_cooldowns SET last_comment_at = now() - interval '31 seconds' WHERE user_id = $1`,
        [fan.id],
      );
    await send(fan.token).expect(201);
  });

  it('lets only one of two simultaneous comments of a user through', async () => {
    const [author, fan] = await quickUsers(t, 2);
    const post = await createTextPost(t, author.token);
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        request(t.url)
          .post('/api/v1/createComment')
          .set('Authorization', `Bearer ${fan.token}`)
          .send({ postId: post._id, comment: 'Spam' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 429, 429]);
  });
});
