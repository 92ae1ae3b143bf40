import request from 'supertest';
import { createUser, CreatedUser } from './support/factories';
import { startTestApp, TestApp } from './support/test-app';

/**
 * The interest a coach may show is limited per day by the write limits (on here, with the
 * defaults), in a file of its own: one app a file.
 */
describe('Recruiting limits (e2e)', () => {
  let t: TestApp;
  const auth = (u: CreatedUser) => ({ Authorization: `Bearer ${u.token}` });

  beforeAll(async () => {
    t = await startTestApp({
      WRITE_LIMITS_ENABLED: 'true',
      WRITE_LIMIT_RECRUITING_INTEREST: '20/86400',
    });
  });
  afterAll(() => t.close());

  async function player(): Promise<CreatedUser> {
    const u = await createUser(t.url);
    await request(t.url).post('/api/v1/addPlayerProfile').set(auth(u)).send({}).expect(201);
    await request(t.url)
      .put('/api/v1/recruiting/profile')
      .set(auth(u))
      .send({
        sport: 'basketball',
        positions: ['center'],
        heightCm: 205,
        dominantSide: 'right',
        level: 'college',
        country: 'US',
        city: 'Boston',
        openToOpportunities: true,
      })
      .expect(200);
    return u;
  }

  it('a coach shows interest in at most 20 players a day; refusals give the slot back', async () => {
    const coach = await createUser(t.url);
    await request(t.url).post('/api/v1/addCoachProfile').set(auth(coach)).send({}).expect(201);
    const players = await Promise.all(Array.from({ length: 21 }, () => player()));
    const show = (p: CreatedUser, message = 'Trial next week?') =>
      request(t.url)
        .post('/api/v1/recruiting/interest')
        .set(auth(coach))
        .send({ playerId: p.user._id, message });

    // Bad input does not spend the day's budget.
    await show(players[0], '').expect(400);
    for (const p of players.slice(0, 20)) await show(p).expect(201);
    const refused = await show(players[20]).expect(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body.message).toMatch(
      /^You can show interest in at most 20 players a day\. Please try again in /,
    );
    // Another coach has a budget of their own.
    const other = await createUser(t.url);
    await request(t.url).post('/api/v1/addCoachProfile').set(auth(other)).send({}).expect(201);
    await request(t.url)
      .post('/api/v1/recruiting/interest')
      .set(auth(other))
      .send({ playerId: players[20].user._id, message: 'Hi' })
      .expect(201);
  });
});
