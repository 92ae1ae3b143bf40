import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import type { AuthUser } from '../../core/http/current-user.decorator';
import { normaliseUserName } from '../../core/http/rate-limit.module';
import { TokenVerifier } from '../../core/http/token-verifier';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { SelfUser, toSelfUser } from '../users/user.mapper';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { LOGIN_CHALLENGE_EXPIRED } from '../../contracts/auth';
import type { SessionInfo } from '../../contracts/settings';
import { isUuid } from '../../core/http/uuid';
import type { LoginDto } from './dto/login.dto';
import type { LoginSecondFactorDto } from './dto/login-2fa.dto';
import type { SignupDto } from './dto/signup.dto';
import { type DeviceCookie, issueDeviceCookie } from './device-cookie';
import { JwtSecret } from './jwt-secret';
import { budgetFor, LoginLockout } from './login-lockout';
import { PasswordHasher } from './password-hasher';
import { passwordProblem } from './password-policy';
import { SessionCache, type SessionState } from './session-cache';
import { UserLanguages } from '../../core/i18n/user-languages';
import { SessionsRepository } from './sessions.repository';
import { assertNotSuspended } from './suspension';
import {
  CHALLENGE_GONE,
  INVALID_CODE,
  type SecondFactor,
  TwoFactorService,
} from './two-factor/two-factor.service';
import { describeDevice } from './user-agent';

export interface TokenPayload {
  sub: string;
  jti: string;
}

export const JWT_ALGORITHM = 'HS256';

/** A session's `last_used_at` moves at most this often (a write per request would be a waste). */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;
/** More than anyone signs in from at once; the oldest past it are not listed. */
const MAX_LISTED_SESSIONS = 100;

export interface LoginClient {
  userAgent: string | null;
  ip: string | null;
}

/** Signed in: the token, the user and a renewed device cookie for the browser. */
export interface SignedIn {
  token: string;
  user: SelfUser;
  deviceCookie: string;
}

/** The password was right but the account asks for its second factor: no token yet. */
export interface SecondFactorNeeded {
  twoFactorRequired: true;
  challenge: string;
}

export type LoginOutcome = SignedIn | SecondFactorNeeded;

@Injectable()
export class AuthService extends TokenVerifier {
  // Verified against when the user does not exist, so both failures take the same time.
  private dummyHash?: Promise<string>;
  /** When this process last moved each session's `last_used_at`. */
  private readonly touchedAt = new Map<string, number>();

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly events: EventEmitter2,
    private readonly config: AppConfig,
    private readonly sessions: SessionsRepository,
    private readonly sessionCache: SessionCache,
    private readonly lockout: LoginLockout,
    private readonly secret: JwtSecret,
    private readonly twoFactor: TwoFactorService,
    private readonly languages: UserLanguages,
  ) {
    super();
  }

  async signup(dto: SignupDto): Promise<void> {
    const passwordHash = await this.hasher.hash(dto.password);
    await this.users.create({
      userName: dto.userName,
      fullName: dto.fullName,
      email: dto.email.toLowerCase(),
      passwordHash,
      appLanguage: dto.appLanguage ?? null,
    });
  }

  /**
   * `client`: the request's user agent and address, recorded on the session and told to login
   * alerts (`auth.login`); `device`: the browser's device cookie, when it carries a valid one.
   * The failure budget is the account's (the account the database finds for the name, however
   * it is spelt), or the device's own when it signed in to this account before (LoginLockout).
   * With two-factor sign-in on, the right password answers a challenge and no token; the budget
   * is cleared only once the second factor is right too, so a known password cannot buy fresh
   * guesses at the code.
   */
  async login(
    dto: LoginDto,
    client: LoginClient = { userAgent: null, ip: null },
    device: DeviceCookie | null = null,
  ): Promise<LoginOutcome> {
    const name = dto.userName.trim();
    const user = await this.users.findForLogin(name);
    const budget = budgetFor(
      user ? { userId: user.id } : { foldedName: normaliseUserName(name) },
      device,
    );
    await this.lockout.assertOpen(budget);
    this.dummyHash ??= this.hasher.hash(randomUUID());
    const valid = await this.hasher.verify(
      user?.passwordHash ?? (await this.dummyHash),
      dto.password,
    );
    if (!user || !valid) {
      await this.lockout.failed(budget);
      throw new AppError('INVALID_CREDENTIALS', 'Invalid user name or password');
    }
    await this.admit(user);
    if (await this.twoFactor.isEnabled(user.id)) {
      return { twoFactorRequired: true, challenge: await this.twoFactor.openChallenge(user.id) };
    }
    await this.lockout.succeeded(budget);
    return this.startSession(user, client, device);
  }

  /**
   * The second step of a sign-in with two-factor on: the challenge `login` answered and a code
   * from the app or a recovery code. A wrong one spends one of the challenge's five attempts
   * and counts against the same login budget as a wrong password.
   */
  async loginWithSecondFactor(
    dto: LoginSecondFactorDto,
    client: LoginClient,
    device: DeviceCookie | null,
  ): Promise<SignedIn> {
    const userId = await this.twoFactor.claimAttempt(dto.challenge);
    const budget = budgetFor({ userId }, device);
    await this.lockout.assertOpen(budget);
    const factor: SecondFactor =
      dto.recoveryCode !== undefined
        ? { recoveryCode: dto.recoveryCode }
        : { code: dto.code ?? '' };
    if (!(await this.twoFactor.verify(userId, factor))) {
      await this.lockout.failed(budget);
      throw new AppError('INVALID_CREDENTIALS', INVALID_CODE);
    }
    await this.twoFactor.closeChallenge(dto.challenge);
    await this.lockout.succeeded(budget);
    const user = await this.users.findById(userId);
    if (!user) throw new AppError(LOGIN_CHALLENGE_EXPIRED, CHALLENGE_GONE);
    await this.admit(user);
    return this.startSession(user, client, device);
  }

  /**
   * What else an account must pass to sign in, once its password is right: asked on both steps
   * of a two-factor sign-in: a suspended account is told why (403 ACCOUNT_SUSPENDED), only once
   * its password was right.
   */
  private async admit(user: User): Promise<void> {
    assertNotSuspended(user, this.secret.value);
  }

  /** A new session (the token's `jti`) for this device; tells login alerts of it. */
  private async startSession(
    user: User,
    client: LoginClient,
    device: DeviceCookie | null,
  ): Promise<SignedIn> {
    const userAgent = client.userAgent?.slice(0, 512) ?? null;
    const ip = client.ip?.slice(0, 64) ?? null;
    const deviceName = describeDevice(userAgent);
    const session = {
      id: randomUUID(),
      userId: user.id,
      expiresAt: new Date(Date.now() + this.config.JWT_TTL_SECONDS * 1000),
      userAgent,
      device: deviceName,
      ip,
    };
    await this.sessions.start(session);
    const payload: TokenPayload = { sub: user.id, jti: session.id };
    const token = await this.jwt.signAsync(payload);
    this.emit('auth.login', {
      userId: user.id,
      sessionId: session.id,
      userAgent,
      ip,
      device: deviceName,
      knownDevice: device?.userId === user.id,
      at: new Date().toISOString(),
    });
    return {
      token,
      user: toSelfUser(user),
      deviceCookie: issueDeviceCookie(this.secret.value, user.id),
    };
  }

  /** `GET /settings/sessions`: the sessions standing, the most recently used first. */
  async listSessions(me: AuthUser): Promise<SessionInfo[]> {
    const rows = await this.sessions.listStanding(me.userId, MAX_LISTED_SESSIONS);
    return rows.map((s) => ({
      _id: s.id,
      device: s.device,
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      current: s.id === me.sessionId,
    }));
  }

  /** Ends one of the caller's sessions (their sockets close); 404 for anyone else's. */
  async endSession(me: AuthUser, sessionId: string): Promise<void> {
    const missing = new AppError('NOT_FOUND', 'Session not found');
    if (!isUuid(sessionId)) throw missing;
    if (!(await this.sessions.revoke(me.userId, sessionId))) throw missing;
    this.emit('session.revoked', { sessionIds: [sessionId] });
  }

  /** Ends every session of the caller but the one asking; answers how many ended. */
  async endOtherSessions(me: AuthUser): Promise<number> {
    const ended = await this.sessions.revokeAll(me.userId, me.sessionId);
    if (ended.length > 0) this.emit('session.revoked', { sessionIds: ended });
    return ended.length;
  }

  async logout(me: AuthUser): Promise<void> {
    await this.sessions.revoke(me.userId, me.sessionId);
    this.emit('session.revoked', { sessionIds: [me.sessionId] });
  }

  /**
   * Revokes every token a user holds, this device's included, and every bearer link they were
   * given (a data download's): "log out everywhere", hibernation.
   */
  async revokeAll(userId: string): Promise<void> {
    await this.users.endBearerLinks(userId);
    this.emit('session.revoked', { sessionIds: await this.sessions.revokeAll(userId) });
  }

  /** 403 with `message` unless `password` is the user's; answers the user. */
  async assertPassword(userId: string, password: string, message: string): Promise<User> {
    const user = await this.users.getWithPasswordHash(userId);
    if (!(await this.hasher.verify(user.passwordHash, password))) {
      throw new AppError('FORBIDDEN', message);
    }
    return user;
  }

  /**
   * New password, under signup's rule (the DTO checks the common-password list; the user name is
   * only known here); every other session of the user ends (the caller's stays signed in), and
   * every bearer link made before (a data download's) stops working.
   */
  async changePassword(me: AuthUser, currentPassword: string, newPassword: string): Promise<void> {
    const user = await this.assertPassword(
      me.userId,
      currentPassword,
      'Current password is incorrect',
    );
    const problem = passwordProblem(newPassword, user.userName);
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { newPassword: problem });
    await this.users.setPasswordHash(me.userId, await this.hasher.hash(newPassword));
    await this.users.endBearerLinks(me.userId);
    const ended = await this.sessions.revokeAll(me.userId, me.sessionId);
    if (ended.length > 0) this.emit('session.revoked', { sessionIds: ended });
  }

  /** Ids of the user's sessions still standing (to close their sockets after a deletion). */
  async liveSessionIds(userId: string): Promise<string[]> {
    return this.sessions.liveIds(userId);
  }

  /** Closes the sockets of sessions that are gone (their rows went with a deleted account). */
  sessionsEnded(sessionIds: string[]): void {
    if (sessionIds.length > 0) this.emit('session.revoked', { sessionIds });
  }

  /** A signature-checked payload is only good while its session stands. */
  async checkSession(payload: Partial<TokenPayload>): Promise<AuthUser> {
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') {
      throw new AppError('INVALID_TOKEN', 'Authentication required. Please log in.');
    }
    const session = await this.findSession(payload.jti, payload.sub);
    if (!session || session.userId !== payload.sub || session.revokedAt) {
      throw new AppError('INVALID_TOKEN', 'Your session has ended. Please log in again.');
    }
    if (session.expiresAt.getTime() <= Date.now()) {
      throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please log in again.');
    }
    this.touch(session.id);
    return { userId: session.userId, sessionId: session.id };
  }

  /**
   * Moves the session's `last_used_at`, at most once a SESSION_TOUCH_INTERVAL_MS per session and
   * process (and the statement itself skips a row moved that recently by another replica), off
   * the request: a failed write costs the list a little accuracy, never the request.
   */
  private touch(sessionId: string): void {
    const last = this.touchedAt.get(sessionId);
    if (last !== undefined && Date.now() - last < SESSION_TOUCH_INTERVAL_MS) return;
    this.markTouched(sessionId);
    this.sessions
      .touch(sessionId, SESSION_TOUCH_INTERVAL_MS / 1000)
      .catch(() => this.touchedAt.delete(sessionId));
  }

  private markTouched(sessionId: string): void {
    if (this.touchedAt.size >= 10_000) this.touchedAt.clear();
    this.touchedAt.set(sessionId, Date.now());
  }

  /**
   * Every authenticated request asks for its session: from memory while it stands, else from its
   * row, read and touched in one statement (so `touch` has nothing left to do for a while) that
   * also reads the user's app language for the answer.
   */
  private findSession(id: string, userId: string): Promise<SessionState | null> {
    return this.sessionCache.read(id, async () => {
      this.markTouched(id);
      const found = this.sessions.findAndTouch(id, SESSION_TOUCH_INTERVAL_MS / 1000);
      this.languages.remember(
        userId,
        found.then((f) => {
          if (f?.session.userId !== userId) throw new Error('Not the session of this user');
          return f.appLanguage;
        }),
      );
      return (await found)?.session ?? null;
    });
  }

  async verify(token: string): Promise<AuthUser> {
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token, { algorithms: [JWT_ALGORITHM] });
    } catch (error) {
      if (error instanceof Error && error.name === 'TokenExpiredError') {
        throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please log in again.');
      }
      throw new AppError('INVALID_TOKEN', 'Authentication required. Please log in.');
    }
    return this.checkSession(payload);
  }

  private emit<E extends keyof DomainEvents>(name: E, payload: DomainEvents[E]): void {
    this.events.emit(name, payload);
  }
}
