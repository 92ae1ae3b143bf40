import { Global, Inject, Module, OnModuleDestroy } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';
import {
  CounterStore,
  FailSoftCounterStore,
  MemoryCounterStore,
  RedisCounterStore,
} from './counter-store';
import { FailSoftThrottlerStorage } from './fail-soft-throttler-storage';

interface TrackedRequest {
  ip?: string;
  body?: { userName?: unknown };
}

const ipOf = (req: TrackedRequest) => req.ip ?? 'unknown';

/**
 * The key of an account name as the database finds it (`lower(user_name)`): padding or capitals
 * do not make a new one. Lower-cased one code point at a time, as PostgreSQL's `lower()` does
 * (JavaScript's whole-string rules differ: 'İ' becomes 'i' plus a dot above, a final 'Σ' 'ς'),
 * so no spelling the database folds to one name gets a budget of its own.
 */
export function normaliseUserName(name: unknown): string {
  if (typeof name !== 'string') return '';
  return Array.from(name.trim(), (c) => (c === '\u0130' ? 'i' : c.toLowerCase())).join('');
}

/**
 * Rate limits:
 * - login and signup (routes that opt in with the ThrottlerGuard): a tight one per address and
 *   account name, against password guessing, and a looser one per address, against spraying;
 * - per-user write limits (`@WriteLimit`, counted by its route guard in CounterStore);
 * - the per-account login lockout (modules/auth) uses CounterStore too.
 * Counters live in Redis when REDIS_URL is set, so replicas share them; while Redis does not
 * answer, each process counts on its own (fail soft) rather than refusing the requests.
 */
@Global()
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        storage: config.REDIS_URL ? new FailSoftThrottlerStorage(config.REDIS_URL) : undefined,
        errorMessage: (_ctx, detail) =>
          `Too many attempts. Please try again in ${Math.max(1, Math.ceil(detail.timeToBlockExpire))} seconds.`,
        throttlers: [
          {
            name: 'account',
            ttl: config.AUTH_RATE_WINDOW_SECONDS * 1000,
            limit: config.AUTH_RATE_LIMIT,
            getTracker: (req: TrackedRequest) =>
              `${ipOf(req)}|${normaliseUserName(req.body?.userName)}`,
          },
          {
            name: 'address',
            ttl: config.AUTH_RATE_WINDOW_SECONDS * 1000,
            limit: config.AUTH_RATE_LIMIT * 10,
            getTracker: ipOf,
          },
        ],
      }),
    }),
  ],
  providers: [
    {
      provide: CounterStore,
      inject: [AppConfig],
      useFactory: (config: AppConfig): CounterStore =>
        config.REDIS_URL
          ? new FailSoftCounterStore(new RedisCounterStore(config.REDIS_URL))
          : new MemoryCounterStore(),
    },
  ],
  exports: [CounterStore],
})
export class RateLimitModule implements OnModuleDestroy {
  constructor(@Inject(CounterStore) private readonly store: CounterStore) {}

  async onModuleDestroy(): Promise<void> {
    await this.store.close();
  }
}
