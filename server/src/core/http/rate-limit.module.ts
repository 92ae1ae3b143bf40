import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import { Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';

interface TrackedRequest {
  ip?: string;
  body?: { userName?: unknown };
}

const ipOf = (req: TrackedRequest) => req.ip ?? 'unknown';

/**
 * Rate limits for the routes that opt in with the ThrottlerGuard (login, signup): a tight one per
 * address and account name, against password guessing, and a looser one per address, against
 * spraying many names. Counters live in Redis when REDIS_URL is set, so replicas share them.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        storage: config.REDIS_URL
          ? // Given a URL, the storage owns its connection and closes it on shutdown.
            new ThrottlerStorageRedisService(config.REDIS_URL, { maxRetriesPerRequest: 3 })
          : undefined,
        errorMessage: (_ctx, detail) =>
          `Too many attempts. Please try again in ${Math.max(1, Math.ceil(detail.timeToBlockExpire))} seconds.`,
        throttlers: [
          {
            name: 'account',
            ttl: config.AUTH_RATE_WINDOW_SECONDS * 1000,
            limit: config.AUTH_RATE_LIMIT,
            getTracker: (req: TrackedRequest) => {
              const name =
                typeof req.body?.userName === 'string' ? req.body.userName.toLowerCase() : '';
              return `${ipOf(req)}|${name}`;
            },
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
})
export class RateLimitModule {}
