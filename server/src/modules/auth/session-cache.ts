import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AppConfig } from '../../config/app-config';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RedisBroadcast } from '../../core/realtime/redis-broadcast';

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

interface Entry {
  session: LiveSession;
  until: number;
}

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
  private readonly logger = new Logger(SessionCache.name);
  private readonly sessions = new Map<string, Entry>();
  /** Bumped by every revocation heard: a read begun before it is not stored. */
  private generation = 0;
  private readonly ttl: number;
  private readonly others: RedisBroadcast;

  constructor(config: AppConfig) {
    this.ttl = config.SESSION_CACHE_TTL_MS;
    this.others = new RedisBroadcast(
      this.ttl > 0 ? config.REDIS_URL : undefined,
      CHANNEL,
      this.logger,
      {
        onMessage: (ids) => this.forgetHere(ids.split(',')),
        onGap: () => this.forgetAll(),
      },
    );
  }

  /** The standing session `id`, from memory while fresh, else from `load` (kept if standing). */
  async read(id: string, load: () => Promise<SessionState | null>): Promise<SessionState | null> {
    const hit = this.sessions.get(id);
    if (hit && hit.until > Date.now()) return { ...hit.session, revokedAt: null };
    const generation = this.generation;
    const session = await load();
    if (this.ttl > 0 && session && !session.revokedAt && generation === this.generation) {
      this.sessions.delete(id);
      if (this.sessions.size >= MAX_SESSIONS) {
        this.sessions.delete(this.sessions.keys().next().value!);
      }
      const { userId, expiresAt } = session;
      this.sessions.set(id, { session: { id, userId, expiresAt }, until: Date.now() + this.ttl });
    }
    return session;
  }

  @OnEvent('session.revoked')
  revoked({ sessionIds }: DomainEvents['session.revoked']): void {
    if (sessionIds.length === 0) return;
    this.forgetHere(sessionIds);
    this.others.publish(sessionIds.join(','));
  }

  private forgetHere(ids: string[]): void {
    this.generation += 1;
    for (const id of ids) this.sessions.delete(id);
  }

  private forgetAll(): void {
    this.generation += 1;
    this.sessions.clear();
  }

  onModuleDestroy(): Promise<void> {
    return this.others.close();
  }
}
