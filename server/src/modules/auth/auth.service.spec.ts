import { EventEmitter2 } from '@nestjs/event-emitter';
import { JwtService } from '@nestjs/jwt';
import type { Repository } from 'typeorm';
import { loadConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import type { User } from '../users/entities/user.entity';
import type { UsersService } from '../users/users.service';
import { AuthService } from './auth.service';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { Session } from './entities/session.entity';
import type { PasswordHasher } from './password-hasher';
import { SessionCache } from './session-cache';

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
    createdAt: new Date('2026-01-01T00:00:00Z'),
    updatedAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  };
}

describe(AuthService.name, () => {
  let sessions: Record<string, Session>;
  let users: jest.Mocked<Pick<UsersService, 'findForLogin' | 'create'>>;
  let hasher: jest.Mocked<PasswordHasher>;
  let events: EventEmitter2;
  let service: AuthService;
  const jwt = new JwtService({
    secret: SECRET,
    signOptions: { algorithm: 'HS256', expiresIn: 3600 },
  });

  beforeEach(() => {
    sessions = {};
    const repo = {
      create: (s: Session) => s,
      save: async (s: Session) =>
        (sessions[s.id] = { ...s, revokedAt: null, createdAt: new Date() }),
      delete: jest.fn(),
      findOneBy: async ({ id }: { id: string }) => sessions[id] ?? null,
      findBy: async ({ userId }: { userId: string }) =>
        Object.values(sessions).filter((s) => s.userId === userId && !s.revokedAt),
      update: async (where: { id?: string; userId?: string }) => {
        for (const s of Object.values(sessions)) {
          if ((where.id && s.id === where.id) || (where.userId && s.userId === where.userId)) {
            s.revokedAt = new Date();
          }
        }
      },
    } as unknown as Repository<Session>;
    users = { findForLogin: jest.fn(), create: jest.fn() };
    hasher = { hash: jest.fn(async (p: string) => `hashed:${p}`), verify: jest.fn() } as never;
    events = new EventEmitter2();
    const config = loadConfig({ JWT_SECRET: SECRET });
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
      repo,
      cache,
    );
  });

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
    });
  });

  it('logs in with the right password and issues a token bound to a new session', async () => {
    users.findForLogin.mockResolvedValue(makeUser());
    hasher.verify.mockResolvedValue(true);
    const { token, user } = await service.login({ userName: 'leo_10', password: 'pw1234' });
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

  it('revokes the session on logout and announces it', async () => {
    users.findForLogin.mockResolvedValue(makeUser());
    hasher.verify.mockResolvedValue(true);
    const { token } = await service.login({ userName: 'leo_10', password: 'pw1234' });
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
    const a = await service.login({ userName: 'leo_10', password: 'pw1234' });
    const b = await service.login({ userName: 'leo_10', password: 'pw1234' });
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
