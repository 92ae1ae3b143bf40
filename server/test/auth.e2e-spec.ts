import { sign } from 'jsonwebtoken';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { JwtSecret } from '../src/modules/auth/jwt-secret';
import { createUser, newUserInput } from './support/factories';
import { resetDatabase, startTestApp, TestApp } from './support/test-app';

describe('Auth (e2e)', () => {
  let t: TestApp;
  const api = () => request(t.url);

  beforeAll(async () => {
    t = await startTestApp();
    await resetDatabase(t.app);
  });
  afterAll(() => t.close());

  describe('POST /signup', () => {
    it('creates the account and stores only a hash of the password', async () => {
      const input = newUserInput();
      const res = await api().post('/api/v1/signup').send(input).expect(201);
      expect(res.body).toEqual({ success: true, message: 'Account Created Successfully' });
      const [row] = await t.app
        .get(DataSource)
        .query('SELECT password_hash FROM users WHERE user_name = $1', [input.userName]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.password_hash).not.toContain(input.password);
    });

    it('answers 409 for a user name taken in any case, and keeps the first account', async () => {
      const input = newUserInput();
      await api().post('/api/v1/signup').send(input).expect(201);
      const dup = await api()
        .post('/api/v1/signup')
        .send({ ...newUserInput(), userName: input.userName.toUpperCase() })
        .expect(409);
      expect(dup.body).toMatchObject({ success: false, message: 'User name is already taken' });
      await api()
        .post('/api/v1/login')
        .send({ userName: input.userName, password: input.password })
        .expect(200);
    });

    it('answers 409 for an email already registered', async () => {
      const input = newUserInput();
      await api().post('/api/v1/signup').send(input).expect(201);
      const dup = await api()
        .post('/api/v1/signup')
        .send({ ...newUserInput(), email: input.email.toUpperCase() })
        .expect(409);
      expect(dup.body.message).toBe('Email is already registered');
    });

    it('answers 400 with field errors for missing fields', async () => {
      const res = await api().post('/api/v1/signup').send({ userName: 'someone' }).expect(400);
      expect(res.body.success).toBe(false);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.errors).toMatchObject({
        fullName: 'Full name is required',
        email: 'Email is required',
        password: 'Password is required',
      });
    });

    it('answers 400 for extra fields and wrong types, and creates nothing', async () => {
      const input = newUserInput();
      const extra = await api()
        .post('/api/v1/signup')
        .send({ ...input, isAdmin: true })
        .expect(400);
      expect(extra.body.errors).toEqual({ isAdmin: 'property isAdmin should not exist' });
      const wrongType = await api()
        .post('/api/v1/signup')
        .send({ ...input, password: 12345678, email: 'not-an-email' })
        .expect(400);
      expect(wrongType.body.errors).toMatchObject({
        password: 'Password must be text',
        email: 'Please enter a valid email address',
      });
      const rows = await t.app
        .get(DataSource)
        .query('SELECT 1 FROM users WHERE user_name = $1', [input.userName]);
      expect(rows).toHaveLength(0);
    });

    it('refuses user names with spaces or symbols', async () => {
      const res = await api()
        .post('/api/v1/signup')
        .send(newUserInput({ userName: 'bad name!' }))
        .expect(400);
      expect(res.body.errors.userName).toMatch(/letters, digits/);
    });
  });

  describe('POST /login', () => {
    it('returns success, message, token and the user without the password hash', async () => {
      const input = newUserInput();
      await api().post('/api/v1/signup').send(input).expect(201);
      const res = await api()
        .post('/api/v1/login')
        .send({ userName: input.userName, password: input.password })
        .expect(200);
      expect(res.body.success).toBe(true);
      expect(typeof res.body.message).toBe('string');
      expect(res.body.token.split('.')).toHaveLength(3);
      expect(res.body.user).toMatchObject({ userName: input.userName, email: input.email });
      expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    });

    it('answers 401 without a session code for a wrong password or unknown user', async () => {
      const { input } = await createUser(t.url);
      const wrong = await api()
        .post('/api/v1/login')
        .send({ userName: input.userName, password: 'not-the-password' })
        .expect(401);
      expect(wrong.body).toEqual({
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid user name or password',
      });
      const unknown = await api()
        .post('/api/v1/login')
        .send({ userName: 'nobody_here', password: 'whatever1' })
        .expect(401);
      expect(unknown.body.message).toBe('Invalid user name or password');
    });

    it('answers 400 for a body with wrong types', async () => {
      const res = await api().post('/api/v1/login').send({ userName: 42 }).expect(400);
      expect(res.body.errors).toMatchObject({ userName: 'User name must be text' });
    });
  });

  describe('protected routes', () => {
    it('answer 401 INVALID_TOKEN without a token', async () => {
      const res = await api().post('/api/v1/findCurrentUser').expect(401);
      expect(res.body).toMatchObject({ success: false, code: 'INVALID_TOKEN' });
    });

    it('answer 401 TOKEN_EXPIRED for an expired token', async () => {
      const { token } = await createUser(t.url);
      const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
      const expired = sign(
        { sub: payload.sub, jti: payload.jti, exp: Math.floor(Date.now() / 1000) - 60 },
        t.app.get(JwtSecret).value,
        { algorithm: 'HS256' },
      );
      const res = await api()
        .post('/api/v1/findCurrentUser')
        .set('Authorization', `Bearer ${expired}`)
        .expect(401);
      expect(res.body.code).toBe('TOKEN_EXPIRED');
    });

    it('answer 401 INVALID_TOKEN for a tampered token or another algorithm', async () => {
      const { token, user } = await createUser(t.url);
      const other = await createUser(t.url);
      const [header, , signature] = token.split('.');
      const forgedPayload = Buffer.from(
        JSON.stringify({ sub: other.user._id, jti: 'x', exp: 9999999999 }),
      ).toString('base64url');
      const tampered = await api()
        .post('/api/v1/findCurrentUser')
        .set('Authorization', `Bearer ${header}.${forgedPayload}.${signature}`)
        .expect(401);
      expect(tampered.body.code).toBe('INVALID_TOKEN');

      const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
        JSON.stringify({ sub: user._id }),
      ).toString('base64url')}.`;
      const unsigned = await api()
        .post('/api/v1/findCurrentUser')
        .set('Authorization', `Bearer ${none}`)
        .expect(401);
      expect(unsigned.body.code).toBe('INVALID_TOKEN');
    });

    it('refuse a token after logout, while other sessions keep working', async () => {
      const { input, token } = await createUser(t.url);
      const second = await api()
        .post('/api/v1/login')
        .send({ userName: input.userName, password: input.password })
        .expect(200);
      const out = await api()
        .post('/api/v1/logout')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(out.body).toEqual({ success: true, message: 'Logged out' });
      const after = await api()
        .post('/api/v1/findCurrentUser')
        .set('Authorization', `Bearer ${token}`)
        .expect(401);
      expect(after.body.code).toBe('INVALID_TOKEN');
      await api()
        .post('/api/v1/findCurrentUser')
        .set('Authorization', `Bearer ${second.body.token}`)
        .expect(200);
    });
  });
});

describe('Auth rate limit (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ AUTH_RATE_LIMIT: '3', AUTH_RATE_WINDOW_SECONDS: '60' });
  });
  afterAll(() => t.close());

  it('answers 429 with a clear message once the login limit is reached', async () => {
    const { input } = await createUser(t.url);
    const attempt = () =>
      request(t.url)
        .post('/api/v1/login')
        .send({ userName: input.userName, password: 'wrong-one' });
    // createUser logged in once already; two more failures reach the limit of 3.
    expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(limited.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
    // Even the right password is refused until the window passes.
    const right = await request(t.url)
      .post('/api/v1/login')
      .send({ userName: input.userName, password: input.password });
    expect(right.status).toBe(429);
  });
});
