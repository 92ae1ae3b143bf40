import type { Logger } from '@nestjs/common';
import { RedisBroadcast } from '../realtime/redis-broadcast';
import { KeptValues } from './kept-values';

export interface ReplicatedCacheOptions {
  /** How long a value is kept (ms); 0 keeps nothing. */
  ttl: number;
  /** Keys kept at once; past it the oldest goes. */
  max: number;
  /** The Redis channel every process of this cache listens on (with `redisUrl`). */
  channel: string;
  redisUrl?: string;
  logger: Logger;
}

/**
 * KeptValues in every replica and worker: what one process drops or clears, the others drop too
 * (with REDIS_URL, through RedisBroadcast; a process that missed messages clears everything).
 * Keys never contain a comma.
 */
export class ReplicatedCache<V> {
  private readonly kept: KeptValues<V>;
  private readonly others: RedisBroadcast;

  constructor(options: ReplicatedCacheOptions) {
    this.kept = new KeptValues(options.ttl, options.max);
    this.others = new RedisBroadcast(
      this.kept.enabled ? options.redisUrl : undefined,
      options.channel,
      options.logger,
      {
        // An empty message clears everything; otherwise it lists the keys to drop.
        onMessage: (keys) => (keys ? this.kept.drop(keys.split(',')) : this.kept.clear()),
        onGap: () => this.kept.clear(),
      },
    );
  }

  get enabled(): boolean {
    return this.kept.enabled;
  }

  /** KeptValues.read: the value of `key` while fresh, else `load`'s, kept when `keep` says so. */
  read(key: string, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V> {
    return this.kept.read(key, load, keep);
  }

  /**
   * Drops `keys` here and in every other process. Also with a ttl of 0: loads running now are
   * shared by readers of the same key, and none who asks after this may join one.
   */
  drop(keys: string[]): void {
    if (keys.length === 0) return;
    this.kept.drop(keys);
    this.others.publish(keys.join(','));
  }

  /** Clears this cache here and in every other process. */
  clear(): void {
    this.kept.clear();
    this.others.publish('');
  }

  close(): Promise<void> {
    return this.others.close();
  }
}
