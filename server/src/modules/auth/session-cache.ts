import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AppConfig } from '../../config/app-config';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { ReplicatedCache } from '../../core/cache/replicated-cache';

/** Sessions kept at once; past it the oldest goes (a busy replica's signed-in users). */
const MAX_SESSIONS = 10_000;
const CHANNEL = 'sportsnet:sessions:revoked';

export interface LiveSession {
  id: string;
  userId: string;
  expiresAt: Date;
}

/** A session as its row says: standing while `revokedAt` is null (and before `expiresAt`). */
export type SessionState = LiveSession & { revokedAt: Date | null };

/**
 * Live sessions by id, so an authenticated request does not read its session row every time
 * (SESSION_CACHE_TTL_MS). Only sessions found standing are kept; a missing or revoked one is read
 * again each time. Every revocation (`session.revoked`: logout, password change, hibernation,
 * account deletion) drops its ids here at once and, with REDIS_URL, on every replica and worker.
 * A read that began before a revocation is never stored after it, so a request racing a logout
 * cannot put the session back. Expiry is checked by the caller against `expiresAt` as before.
 */
@Injectable()
export class SessionCache implements OnModuleDestroy {
  private readonly sessions: ReplicatedCache<SessionState | null>;

  constructor(config: AppConfig) {
    this.sessions = new ReplicatedCache({
      ttl: config.SESSION_CACHE_TTL_MS,
      max: MAX_SESSIONS,
      channel: CHANNEL,
      redisUrl: config.REDIS_URL,
      logger: new Logger(SessionCache.name),
    });
  }

  /** The standing session `id`, from memory while fresh, else from `load` (kept if standing). */
  read(id: string, load: () => Promise<SessionState | null>): Promise<SessionState | null> {
    return this.sessions.read(id, load, (session) => session !== null && !session.revokedAt);
  }

  @OnEvent('session.revoked')
  revoked({ sessionIds }: DomainEvents['session.revoked']): void {
    this.sessions.drop(sessionIds);
  }

  onModuleDestroy(): Promise<void> {
    return this.sessions.close();
  }
}
