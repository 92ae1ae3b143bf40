import request from 'supertest';
import { DataSource } from 'typeorm';
import { createUser, type CreatedUser } from './support/factories';
import { awayFromStepEdge, stepNow, totpAtStep } from './support/totp';
import { startTestApp, type TestApp } from './support/test-app';

/**
 * Two-factor sign-in through the public API, with codes computed from the secret the set-up
 * answers (RFC 6238 written out in support/totp.ts): the window of one step either side, no
 * replay, the challenge's five attempts and five minutes, the login budget, recovery codes used
 * once, new codes, turning it off.
 */
describe('Two-factor sign-in (e2e)', () => {
  jest.setTimeout(60_000);
  let t: TestApp;
  const api = () => request(t.url);
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const db = () => t.app.get(DataSource);

  beforeAll(async () => {
    // A small login budget, so the test reaches it; the challenge's own limit is 5.
    t = await startTestApp({ LOGIN_LOCKOUT_FAILURES: '8' });
  });
  afterAll(() => t.close());

  const login = (u: CreatedUser) =>
    api().post('/api/v1/login').send({ userName: u.input.userName, password: u.input.password });
  const challenge = async (u: CreatedUser): Promise<string> => {
    const res = await login(u).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: expect.any(String),
      twoFactorRequired: true,
      challenge: expect.any(String),
    });
    return res.body.challenge;
  };
  const secondStep = (body: Record<string, string>) => api().post('/api/v1/login/2fa').send(body);

  /** A user with two-factor on: its secret and recovery codes. */
  async function withTwoFactor(): Promise<{
    u: CreatedUser;
    secret: string;
    codes: string[];
    step: number;
  }> {
    const u = await createUser(t.url);
    const setup = await api().post('/api/v1/settings/2fa/setup').set(auth(u.token)).expect(200);
    const secret: string = setup.body.data.secret;
    await awayFromStepEdge();
    const step = stepNow();
    const enabled = await api()
      .post('/api/v1/settings/2fa/enable')
      .set(auth(u.token))
      .send({ code: totpAtStep(secret, step) })
      .expect(200);
    return { u, secret, codes: enabled.body.data.recoveryCodes, step };
  }

  it('sets up with a secret, an otpauth URL and a QR code; nothing is on until confirmed', async () => {
    const u = await createUser(t.url);
    const setup = await api().post('/api/v1/settings/2fa/setup').set(auth(u.token)).expect(200);
    const { secret, otpauthUrl, qrCode } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toMatch(
      new RegExp(
        `^otpauth://totp/SportsNet:${u.input.userName}\\?secret=${secret}&issuer=SportsNet`,
      ),
    );
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // Encrypted at rest: the stored value does not hold the secret.
    const [row] = await db().query(`SELECT secret_enc FROM user_two_factor WHERE user_id = $1`, [
      u.user._id,
    ]);
    expect(row.secret_enc).not.toContain(secret);
    // Not on yet: the password alone still signs in, and the setting says off.
    expect((await login(u).expect(200)).body.token).toEqual(expect.any(String));
    const settings = await api().get('/api/v1/settings').set(auth(u.token)).expect(200);
    expect(settings.body.data.privacy.twoFactorAuth).toBe(false);
    expect(JSON.stringify(settings.body)).not.toContain(secret);

    // A wrong code does not turn it on.
    await awayFromStepEdge();
    const wrong = String((Number(totpAtStep(secret, stepNow())) + 1) % 1_000_000).padStart(6, '0');
    const refused = await api()
      .post('/api/v1/settings/2fa/enable')
      .set(auth(u.token))
      .send({ code: wrong })
      .expect(400);
    expect(refused.body.message).toBe('Invalid verification code');
  });

  it('turns on with a code: ten recovery codes once, the setting follows and PUT cannot switch it', async () => {
    const { u, secret, codes } = await withTwoFactor();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await db().query(
      `SELECT code_hash FROM two_factor_recovery_codes WHERE user_id = $1`,
      [u.user._id],
    );
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(codes).not.toContain(code_hash);

    const settings = await api().get('/api/v1/settings').set(auth(u.token)).expect(200);
    expect(settings.body.data.privacy.twoFactorAuth).toBe(true);
    const off = await api()
      .put('/api/v1/settings/privacy')
      .set(auth(u.token))
      .send({ twoFactorAuth: false })
      .expect(400);
    expect(off.body.message).toContain('/settings/2fa/disable');
    // The whole object as stored still saves (the client sends it all).
    await api()
      .put('/api/v1/settings/privacy')
      .set(auth(u.token))
      .send({ twoFactorAuth: true, showFollowers: false })
      .expect(200);
    // The secret is never answered again.
    await api().post('/api/v1/settings/2fa/setup').set(auth(u.token)).expect(409);
    const again = await api().get('/api/v1/settings').set(auth(u.token)).expect(200);
    expect(JSON.stringify(again.body)).not.toContain(secret);
  });

  it('asks for the code after the password, with no token; the code gives the usual answer', async () => {
    const { u, secret } = await withTwoFactor();
    const res = await login(u).expect(200);
    expect(res.body.token).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    await awayFromStepEdge();
    const done = await secondStep({
      challenge: res.body.challenge,
      code: totpAtStep(secret, stepNow() + 1),
    }).expect(200);
    expect(done.body).toMatchObject({ success: true, message: 'Logged in successfully' });
    expect(done.body.user._id).toBe(u.user._id);
    await api().get('/api/v1/settings').set(auth(done.body.token)).expect(200);
    // The challenge is spent.
    await secondStep({ challenge: res.body.challenge, code: totpAtStep(secret, stepNow()) }).expect(
      401,
    );
  });

  it('takes one step either side, never further, and never the same step twice', async () => {
    // Half a step ahead at least: every code below keeps the step it was made for.
    await awayFromStepEdge(15_000);
    const { u, secret, step } = await withTwoFactor();
    expect(stepNow()).toBe(step);
    const tryCode = async (at: number) =>
      (await secondStep({ challenge: await challenge(u), code: totpAtStep(secret, at) })).status;
    // Enabling used this step's code: it and the one before are spent.
    expect(await tryCode(step)).toBe(401);
    expect(await tryCode(step - 1)).toBe(401);
    expect(await tryCode(step + 2)).toBe(401);
    expect(await tryCode(step + 1)).toBe(200);
    // Replay: the same code again, on a fresh challenge.
    expect(await tryCode(step + 1)).toBe(401);
  });

  it('a challenge dies after five wrong codes, and after five minutes', async () => {
    const { u, secret } = await withTwoFactor();
    const c = await challenge(u);
    for (let i = 0; i < 5; i++) {
      const wrong = await secondStep({ challenge: c, code: '000000' });
      expect(wrong.status).toBe(401);
      // A wrong code for a live challenge: try again, the challenge holds.
      expect(wrong.body).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid verification code',
      });
    }
    await awayFromStepEdge();
    const late = await secondStep({ challenge: c, code: totpAtStep(secret, stepNow() + 1) });
    expect(late.status).toBe(401);
    // A spent challenge has its own code: the client asks for the password again.
    expect(late.body).toMatchObject({
      code: 'LOGIN_CHALLENGE_EXPIRED',
      message: 'This sign-in has expired. Please log in again.',
    });

    const old = await challenge(u);
    await db().query(
      `UPDATE two_factor_challenges SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [old],
    );
    const expired = await secondStep({ challenge: old, code: totpAtStep(secret, stepNow() + 1) });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe('LOGIN_CHALLENGE_EXPIRED');
    // A bad challenge is the same 401, never a 500.
    const bad = await secondStep({ challenge: 'not-a-challenge', code: '123456' }).expect(401);
    expect(bad.body.code).toBe('LOGIN_CHALLENGE_EXPIRED');
  });

  it('wrong codes count against the account’s login budget', async () => {
    const { u, secret } = await withTwoFactor();
    // Budget 8: five on one challenge, three on the next...
    const first = await challenge(u);
    for (let i = 0; i < 5; i++) await secondStep({ challenge: first, code: '000000' }).expect(401);
    const second = await challenge(u);
    for (let i = 0; i < 3; i++) await secondStep({ challenge: second, code: '000000' }).expect(401);
    // ...then even the right code, and the right password, are refused for a while.
    await awayFromStepEdge();
    await secondStep({ challenge: second, code: totpAtStep(secret, stepNow() + 1) }).expect(429);
    await login(u).expect(429);
  });

  it('a recovery code signs in once; a new set voids the old', async () => {
    const { u, secret, codes } = await withTwoFactor();
    const first = await secondStep({ challenge: await challenge(u), recoveryCode: codes[0] });
    expect(first.status).toBe(200);
    expect(first.body.token).toEqual(expect.any(String));
    await secondStep({ challenge: await challenge(u), recoveryCode: codes[0] }).expect(401);
    // As typed by hand: capitals, no dash.
    await secondStep({
      challenge: await challenge(u),
      recoveryCode: codes[1].replace('-', '').toUpperCase(),
    }).expect(200);

    const token = first.body.token as string;
    await awayFromStepEdge();
    const code = totpAtStep(secret, stepNow() + 1);
    await api()
      .post('/api/v1/settings/2fa/recovery-codes')
      .set(auth(token))
      .send({ password: 'not-the-password', code })
      .expect(403);
    await api()
      .post('/api/v1/settings/2fa/recovery-codes')
      .set(auth(token))
      .send({ password: u.input.password, code: '000000' })
      .expect(400);
    const fresh = await api()
      .post('/api/v1/settings/2fa/recovery-codes')
      .set(auth(token))
      .send({ password: u.input.password, code })
      .expect(200);
    expect(fresh.body.data.recoveryCodes).toHaveLength(10);
    await secondStep({ challenge: await challenge(u), recoveryCode: codes[2] }).expect(401);
    await secondStep({
      challenge: await challenge(u),
      recoveryCode: fresh.body.data.recoveryCodes[0],
    }).expect(200);
  });

  it('turns off with the password and a code: the password alone signs in again', async () => {
    const { u, secret, codes } = await withTwoFactor();
    await awayFromStepEdge();
    await api()
      .post('/api/v1/settings/2fa/disable')
      .set(auth(u.token))
      .send({ password: 'not-the-password', code: totpAtStep(secret, stepNow() + 1) })
      .expect(403);
    await api()
      .post('/api/v1/settings/2fa/disable')
      .set(auth(u.token))
      .send({ password: u.input.password, code: totpAtStep(secret, stepNow() + 1) })
      .expect(200);
    const settings = await api().get('/api/v1/settings').set(auth(u.token)).expect(200);
    expect(settings.body.data.privacy.twoFactorAuth).toBe(false);
    expect((await login(u).expect(200)).body.token).toEqual(expect.any(String));
    const left = await db().query(
      `SELECT count(*)::int AS n FROM two_factor_recovery_codes WHERE user_id = $1`,
      [u.user._id],
    );
    expect(left[0].n).toBe(0);
    expect(codes).toHaveLength(10);
    // Off already: disabling again is a clear 400.
    await api()
      .post('/api/v1/settings/2fa/disable')
      .set(auth(u.token))
      .send({ password: u.input.password, code: '123456' })
      .expect(400);
  });

  it('a recovery code stands in for the app when turning off (a lost phone)', async () => {
    const { u, codes } = await withTwoFactor();
    const signedIn = await secondStep({ challenge: await challenge(u), recoveryCode: codes[0] });
    expect(signedIn.status).toBe(200);
    await api()
      .post('/api/v1/settings/2fa/disable')
      .set(auth(signedIn.body.token))
      .send({ password: u.input.password, code: codes[1] })
      .expect(200);
    expect((await login(u).expect(200)).body.token).toEqual(expect.any(String));
  });
});
