import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ReplicatedCache } from '../../core/cache/replicated-cache';
import { UserLanguages } from '../../core/i18n/user-languages';
import type { AppLanguage } from '../../contracts/app-language';
import { UsersRepository } from './users.repository';

/** Users whose language is kept at once (a busy replica's signed-in users). */
const MAX_KEPT = 10_000;
const KEPT_MS = 10 * 60 * 1000;
const CHANNEL = 'sportsnet:app-language:changed';

/**
 * The language each account chose (`users.app_language`). Error answers, notification lists and
 * pushes ask for it on every call, so it is kept in memory; a change drops it here and, with
 * REDIS_URL, on every replica and worker.
 */
@Injectable()
export class StoredAppLanguages extends UserLanguages implements OnModuleDestroy {
  private readonly kept: ReplicatedCache<AppLanguage | null>;

  constructor(
    private readonly users: UsersRepository,
    config: AppConfig,
  ) {
    super();
    this.kept = new ReplicatedCache({
      ttl: KEPT_MS,
      max: MAX_KEPT,
      channel: CHANNEL,
      redisUrl: config.REDIS_URL,
      logger: new Logger(StoredAppLanguages.name),
    });
  }

  of(userId: string): Promise<AppLanguage | null> {
    return this.kept.read(userId, async () => {
      const found = await this.users.appLanguages([userId]);
      return found.get(userId) ?? null;
    });
  }

  remember(userId: string, pending: Promise<AppLanguage | null>): void {
    // Handled here whether or not the cache asks for it: a language already kept, or being read,
    // leaves `pending` unread, and a rejection nobody handles would end the process.
    pending.catch(() => undefined);
    this.kept.read(userId, () => pending).catch(() => undefined);
  }

  /** Answers the language as stored, or null when there is no such user. */
  async set(userId: string, language: AppLanguage): Promise<AppLanguage | null> {
    const stored = await this.users.setAppLanguage(userId, language);
    this.kept.drop([userId]);
    return stored;
  }

  onModuleDestroy(): Promise<void> {
    return this.kept.close();
  }
}
