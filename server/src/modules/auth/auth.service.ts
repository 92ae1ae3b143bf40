import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import type { AuthUser } from '../../core/http/current-user.decorator';
import { TokenVerifier } from '../../core/http/token-verifier';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { SelfUser, toSelfUser } from '../users/user.mapper';
import { UsersService } from '../users/users.service';
import type { LoginDto } from './dto/login.dto';
import type { SignupDto } from './dto/signup.dto';
import { Session } from './entities/session.entity';
import { PasswordHasher } from './password-hasher';

export interface TokenPayload {
  sub: string;
  jti: string;
}

export const JWT_ALGORITHM = 'HS256';

@Injectable()
export class AuthService extends TokenVerifier {
  // Verified against when the user does not exist, so both failures take the same time.
  private dummyHash?: Promise<string>;

  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly jwt: JwtService,
    private readonly events: EventEmitter2,
    private readonly config: AppConfig,
    @InjectRepository(Session) private readonly sessions: Repository<Session>,
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
    });
  }

  async login(dto: LoginDto): Promise<{ token: string; user: SelfUser }> {
    const user = await this.users.findForLogin(dto.userName.trim());
    this.dummyHash ??= this.hasher.hash(randomUUID());
    const valid = await this.hasher.verify(
      user?.passwordHash ?? (await this.dummyHash),
      dto.password,
    );
    if (!user || !valid) throw new AppError('INVALID_CREDENTIALS', 'Invalid user name or password');

    await this.sessions.delete({ userId: user.id, expiresAt: LessThan(new Date()) });
    const session = await this.sessions.save(
      this.sessions.create({
        id: randomUUID(),
        userId: user.id,
        expiresAt: new Date(Date.now() + this.config.JWT_TTL_SECONDS * 1000),
      }),
    );
    const payload: TokenPayload = { sub: user.id, jti: session.id };
    const token = await this.jwt.signAsync(payload);
    return { token, user: toSelfUser(user) };
  }

  async logout(me: AuthUser): Promise<void> {
    await this.sessions.update(
      { id: me.sessionId, revokedAt: IsNull() },
      { revokedAt: new Date() },
    );
    this.emit('session.revoked', { sessionIds: [me.sessionId] });
  }

  /** Revokes every token a user holds (hibernation, account deletion). */
  async revokeAll(userId: string): Promise<void> {
    const live = await this.sessions.findBy({ userId, revokedAt: IsNull() });
    await this.sessions.update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
    this.emit('session.revoked', { sessionIds: live.map((s) => s.id) });
  }

  /** A signature-checked payload is only good while its session stands. */
  async checkSession(payload: Partial<TokenPayload>): Promise<AuthUser> {
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') {
      throw new AppError('INVALID_TOKEN', 'Authentication required. Please log in.');
    }
    const session = await this.sessions.findOneBy({ id: payload.jti });
    if (!session || session.userId !== payload.sub || session.revokedAt) {
      throw new AppError('INVALID_TOKEN', 'Your session has ended. Please log in again.');
    }
    if (session.expiresAt.getTime() <= Date.now()) {
      throw new AppError('TOKEN_EXPIRED', 'Your session has expired. Please log in again.');
    }
    return { userId: session.userId, sessionId: session.id };
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
