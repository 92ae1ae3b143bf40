import { EventEmitter2 } from '@nestjs/event-emitter';
import { JwtService } from '@nestjs/jwt';
import { loadConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import { MemoryCounterStore } from '../../core/http/counter-store';
import type { User } from '../users/entities/user.entity';
import type { UsersService } from '../users/users.service';
import { AuthService, type SignedIn } from './auth.service';
import type { TwoFactorService } from './two-factor/two-factor.service';
import type { UserLanguages } from '../../core/i18n/user-languages';
import { readDeviceCookie } from './device-cookie';
import type { JwtSecret } from './jwt-secret';
import { LoginLockout } from './login-lockout';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { PasswordHasher } from './password-hasher';
import { SessionCache, type SessionState } from './session-cache';
import type { NewSession, SessionsRepository } from './sessions.repository';

const SECRET = 'unit-test-secret-unit-test-secret-1234';

function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    userName: 'leo_10',
    fullName: 'Leo Messi',
    email: 'leo@example.com',
    passwordHash: 'hash',
    imageKey: null,
    isActive: false,
    gender: null,
    dateOfBirth: null,
    bio: null,
    website: null,
    location: null,
    numOfFollowers: 0,
    numOfFollowing: 0,
    hibernatedAt: null,
    bearerLinksVersion: 0,
    role: 'user',
    appLanguage: null,
    suspendedAt: null,
    suspendedUntil: null,
    suspensionReason: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

describe(AuthService.name, () => {
  let sessions: Record<string, SessionState>;
  let users: jest.Mocked<Pick<UsersService, 'findForLogin' | 'create' | 'endBearerLinks'>>;
  let hasher: jest.Mocked<PasswordHasher>;
  let events: EventEmitter2;
  let service: AuthService;
  const twoFactor = {
    isEnabled: jest.fn(async () => false),
    openChallenge: jest.fn(async () => 'challenge-id'),
  };
  const jwt = new JwtService({
    secret: SECRET,
    signOptions: { algorithm: 'HS256', expiresIn: 3600 },
  });

  beforeEach(() => {
    sessions = {};
    // The sessions table as the service sees it through its repository, kept in memory.
    const standing = (userId: string) =>
      Object.values(sessions).filter((s) => s.userId === userId && !s.revokedAt);
    const repo: Partial<SessionsRepository> = {
      start: async (s: NewSession) => {
        sessions[s.id] = { ...s, revokedAt: null };
      },
      findAndTouch: async (id: string) =>
        sessions[id] ? { session: sessions[id], appLanguage: null } : null,
      touch: async () => undefined,
      revoke: async (userId: string, id: string) => {
        const s = standing(userId).find((x) => x.id === id);
        if (s) s.revokedAt = new Date();
        return s !== undefined;
      },
      revokeAll: async (userId: string, keep: string | null = null) =>
        standing(userId)
          .filter((s) => s.id !== keep)
          .map((s) => ((s.revokedAt = new Date()), s.id)),
      liveIds: async (userId: string) => standing(userId).map((s) => s.id),
    };

    users = { findForLogin: jest.fn(), create: jest.fn(), endBearerLinks: jest.fn() };
    hasher = { hash: jest.fn(async (p: string) => `hashed:${p}`), verify: jest.fn() } as never;
    events = new EventEmitter2();
    const config = loadConfig({ JWT_SECRET: SECRET, LOGIN_LOCKOUT_FAILURES: '3' });
    // As in the app: every revocation reaches the session cache (@OnEvent there).
    const cache = new SessionCache(config);
    events.on('session.revoked', (payload: DomainEvents['session.revoked']) =>
      cache.revoked(payload),
    );
    service = new AuthService(
      users as unknown as UsersService,
      hasher,
      jwt,
      events,
      config,
      repo as SessionsRepository,
      cache,
      new LoginLockout(new MemoryCounterStore(), config),
      { value: SECRET } as JwtSecret,
      twoFactor as unknown as TwoFactorService,
      { of: async () => null, remember: () => undefined } as UserLanguages,
    );
  });

  /** A login that must sign in (two-factor off): its token, user and device cookie. */
  async function signIn(...args: Parameters<AuthService['login']>): Promise<SignedIn> {
    const outcome = await service.login(...args);
    if ('twoFactorRequired' in outcome) throw new Error('Asked for a second factor');
    return outcome;
  }

  it('signs up with a hashed password and a lower-cased email', async () => {
    await service.signup({
      userName: 'leo_10',
      fullName: 'Leo',
      email: 'Leo@Example.com',
      password: 'pw1234',
    });
    expect(users.create).toHaveBeenCalledWith({
      userName: 'leo_10',
      fullName: 'Leo',
      email: 'leo@example.com',
      passwordHash: 'hashed:pw1234',
      appLanguage: null,
    });
  });

  it('keeps the language the signup page gave', async () => {
    await service.signup({
      userName: 'leo_10',
      fullName: 'Leo',
      email: 'leo@example.com',
      password: 'pw1234',
      appLanguage: 'es',
    });
    expect(users.create).toHaveBeenCalledWith(expect.objectContaining({ appLanguage: 'es' }));
  });

  it('logs in with the right password and issues a token bound to a new session', async () => {
    users.findForLogin.mockResolvedValue(makeUser());
    hasher.verify.mockResolvedValue(true);
    const { token, user } = await signIn({ userName: 'leo_10', password: 'pw1234' });
    expect(user).toMatchObject({ _id: makeUser().id, email: 'leo@example.com' });
    expect(user).not.toHaveProperty('passwordHash');
    const me = await service.verify(token);
    expect(me.userId).toBe(makeUser().id);
    expect(sessions[me.sessionId]).toBeDefined();
  });

  it('refuses a wrong password and an unknown user with the same error', async () => {
    hasher.verify.mockResolvedValue(false);
    users.findForLogin.mockResolvedValue(makeUser());
    await expect(service.login({ userName: 'leo_10', password: 'x' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid user name or password',
    });
    users.findForLogin.mockResolvedValue(null);
    await expect(service.login({ userName: 'ghost', password: 'x' })).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
    // The unknown user still costs a hash verification, so timing does not reveal who exists.
    expect(hasher.verify).toHaveBeenCalledTimes(2);
  });

  describe('lockout', () => {
    const fail = (userName: string, cookie?: string) =>
      service.login({ userName, password: 'wrong' }, undefined, cookie ? device(cookie) : null);
    const device = (cookie: string) => readDeviceCookie(SECRET, `sportsnet_device=${cookie}`);

    it('with two-factor on, the right password gives a challenge, no session, and keeps the count', async () => {
      users.findForLogin.mockResolvedValue(makeUser());
      twoFactor.isEnabled.mockResolvedValueOnce(true);
      hasher.verify.mockResolvedValue(false);
      for (let i = 0; i < 2; i++) await expect(fail('leo_10')).rejects.toBeInstanceOf(AppError);
      hasher.verify.mockResolvedValue(true);
      const outcome = await service.login({ userName: 'leo_10', password: 'right' });
      expect(outcome).toEqual({ twoFactorRequired: true, challenge: 'challenge-id' });
      expect(Object.keys(sessions)).toHaveLength(0);
      // The third failure still locks: knowing the password did not clear the two before.
      hasher.verify.mockResolvedValue(false);
      await expect(fail('leo_10')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      hasher.verify.mockResolvedValue(true);
      await expect(service.login({ userName: 'leo_10', password: 'right' })).rejects.toMatchObject({
        code: 'RATE_LIMITED',
      });
    });

    it('counts every spelling the database folds to one account in one budget', async () => {
      // PostgreSQL's lower() finds the same account for 'vİ_buxxeb' as for 'vi_buxxeb'.
      users.findForLogin.mockResolvedValue(makeUser({ userName: 'vi_buxxeb' }));
      hasher.verify.mockResolvedValue(false);
      await expect(fail('vi_buxxeb')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      await expect(fail('vİ_buxxeb')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      await expect(fail('VI_BUXXEB')).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
      hasher.verify.mockResolvedValue(true);
      await expect(
        service.login({ userName: 'vİ_buxxeb', password: 'right' }),
      ).rejects.toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    });

    it('never locks out a device that signed in before; its own failures lock it alone', async () => {
      users.findForLogin.mockResolvedValue(makeUser());
      hasher.verify.mockResolvedValue(true);
      const { deviceCookie } = await signIn({ userName: 'leo_10', password: 'right' });
      hasher.verify.mockResolvedValue(false);
      for (let i = 0; i < 3; i++) await expect(fail('leo_10')).rejects.toBeInstanceOf(AppError);
      // Locked for every other device, even with the right password...
      hasher.verify.mockResolvedValue(true);
      await expect(fail('leo_10')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
      // ...but not for the owner's, and a forged or another account's cookie is no way round.
      const owner = await signIn(
        { userName: 'leo_10', password: 'right' },
        undefined,
        device(deviceCookie),
      );
      expect(owner.token).toEqual(expect.any(String));
      await expect(fail('leo_10', `${deviceCookie.slice(0, -2)}xx`)).rejects.toMatchObject({
        code: 'RATE_LIMITED',
      });
      // The device's own failures lock that device.
      hasher.verify.mockResolvedValue(false);
      for (let i = 0; i < 3; i++) {
        await expect(fail('leo_10', owner.deviceCookie)).rejects.toMatchObject({
          code: 'INVALID_CREDENTIALS',
        });
      }
      await expect(fail('leo_10', owner.deviceCookie)).rejects.toMatchObject({
        code: 'RATE_LIMITED',
      });
    });
  });

  it('revokes the session on logout and announces it', async () => {
    users.findForLogin.mockResolvedValue(makeUser());
    hasher.verify.mockResolvedValue(true);
    const { token } = await signIn({ userName: 'leo_10', password: 'pw1234' });
    const me = await service.verify(token);
    const revoked = jest.fn();
    events.on('session.revoked', revoked);
    await service.logout(me);
    expect(revoked).toHaveBeenCalledWith({ sessionIds: [me.sessionId] });
    await expect(service.verify(token)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('revokes every session of a user at once', async () => {
    users.findForLogin.mockResolvedValue(makeUser());
    hasher.verify.mockResolvedValue(true);
    const a = await signIn({ userName: 'leo_10', password: 'pw1234' });
    const b = await signIn({ userName: 'leo_10', password: 'pw1234' });
    // Both in use (and so remembered) when they are revoked.
    await service.verify(a.token);
    await service.verify(b.token);
    await service.revokeAll(makeUser().id);
    await expect(service.verify(a.token)).rejects.toBeInstanceOf(AppError);
    await expect(service.verify(b.token)).rejects.toBeInstanceOf(AppError);
  });

  it('tells an expired token from a forged one', async () => {
    const expired = await new JwtService({ secret: SECRET }).signAsync({
      sub: 'u',
      jti: 's',
      exp: Math.floor(Date.now() / 1000) - 5,
    });
    await expect(service.verify(expired)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
    const forged = new JwtService({ secret: 'another-secret-another-secret-123456' }).sign({
      sub: 'u',
      jti: 's',
    });
    await expect(service.verify(forged)).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
    await expect(service.verify('not.a.token')).rejects.toMatchObject({ code: 'INVALID_TOKEN' });
  });
});
