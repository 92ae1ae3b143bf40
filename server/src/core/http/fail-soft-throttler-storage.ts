import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { OnApplicationShutdown } from '@nestjs/common';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { FailSoft, redisClient } from '../redis/redis-client';

type ThrottlerRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The login and signup limits' counts: in Redis (shared by every replica) while it answers, in
 * this process while it does not, so a Redis outage never turns a sign-in into a 500.
 */
export class FailSoftThrottlerStorage implements ThrottlerStorage, OnApplicationShutdown {
  private readonly soft = new FailSoft('Sign-in limits');
  private readonly client;
  private readonly redis: ThrottlerStorageRedisService;
  private readonly local = new ThrottlerStorageService();

  constructor(url: string) {
    this.client = redisClient(url, 'Sign-in limits', { failFast: true });
    this.redis = new ThrottlerStorageRedisService(this.client);
  }

  increment(
    key: string,
    ttl: number,
    limit: number,
    blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerRecord> {
    return this.soft.run(
      () => this.redis.increment(key, ttl, limit, blockDuration, throttlerName),
      () => this.local.increment(key, ttl, limit, blockDuration, throttlerName),
    );
  }

  onApplicationShutdown(): void {
    this.local.onApplicationShutdown();
    this.client.disconnect();
  }
}
