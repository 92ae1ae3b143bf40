import type Redis from 'ioredis';
import { FailSoft, redisClient } from '../redis/redis-client';

export interface Count {
  /** Hits in the current window, this one included. */
  count: number;
  /** Seconds until the window (or a lock) ends. */
  resetSeconds: number;
}

/** A counted hit that may be given back: `window` tells its window from any later one. */
export interface Slot extends Count {
  /** When the window ends (epoch ms, by the store's clock): unique to the window. */
  window: number;
}

/**
 * Fixed-window counters for rate limits and lockouts: in memory for one process, in Redis when
 * REDIS_URL is set so every replica counts together.
 */
export abstract class CounterStore {
  /** Counts one hit; the window starts at the first hit of a key. */
  abstract hit(key: string, windowSeconds: number): Promise<Count>;
  /** Counts one hit like `hit`, and says which window it fell in, for `giveBack`. */
  abstract take(key: string, windowSeconds: number): Promise<Slot>;
  /**
   * Uncounts a hit taken by `take`, atomically, if its window is still the key's current one:
   * a slot of a window that has ended is not given to the next.
   */
  abstract giveBack(key: string, window: number): Promise<void>;
  /** The current count without adding to it. */
  abstract peek(key: string): Promise<Count>;
  /** Makes the key last `seconds` from now (a lock that starts at the last failure). */
  abstract extend(key: string, seconds: number): Promise<void>;
  abstract clear(key: string): Promise<void>;
  abstract close(): Promise<void>;
}

export class MemoryCounterStore extends CounterStore {
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();
  private sweeps = 0;

  private live(key: string) {
    const entry = this.counts.get(key);
    if (entry && entry.expiresAt <= Date.now()) {
      this.counts.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(): void {
    // Now and then, drop expired keys so a flood of names does not grow the map for ever.
    if (++this.sweeps % 1000 !== 0) return;
    const now = Date.now();
    for (const [key, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(key);
  }

  private answer(entry: { count: number; expiresAt: number } | undefined): Count {
    if (!entry) return { count: 0, resetSeconds: 0 };
    return { count: entry.count, resetSeconds: Math.ceil((entry.expiresAt - Date.now()) / 1000) };
  }

  async hit(key: string, windowSeconds: number): Promise<Count> {
    this.sweep();
    const entry = this.live(key) ?? { count: 0, expiresAt: Date.now() + windowSeconds * 1000 };
    entry.count += 1;
    this.counts.set(key, entry);
    return this.answer(entry);
  }

  async take(key: string, windowSeconds: number): Promise<Slot> {
    const count = await this.hit(key, windowSeconds);
    return { ...count, window: (this.counts.get(key) as { expiresAt: number }).expiresAt };
  }

  async giveBack(key: string, window: number): Promise<void> {
    const entry = this.live(key);
    if (entry && entry.expiresAt === window && entry.count > 0) entry.count -= 1;
  }

  async peek(key: string): Promise<Count> {
    return this.answer(this.live(key));
  }

  async extend(key: string, seconds: number): Promise<void> {
    const entry = this.live(key);
    if (entry) entry.expiresAt = Date.now() + seconds * 1000;
  }

  async clear(key: string): Promise<void> {
    this.counts.delete(key);
  }

  async close(): Promise<void> {
    this.counts.clear();
  }
}

/**
 * DECR only while the key is still the window the slot was taken in (its absolute expiry, by
 * Redis's clock, is the window's identity), and never below zero.
 */
const GIVE_BACK = `
if redis.call('PEXPIRETIME', KEYS[1]) == tonumber(ARGV[1]) then
  local count = tonumber(redis.call('GET', KEYS[1]))
  if count and count > 0 then return redis.call('DECR', KEYS[1]) end
end
return -1`;

export class RedisCounterStore extends CounterStore {
  private readonly redis: Redis;

  constructor(url: string) {
    super();
    // Fail fast: while Redis is away a count fails at once and FailSoftCounterStore counts in
    // the process, instead of every write waiting for reconnects.
    this.redis = redisClient(url, 'Rate limits', { keyPrefix: 'sportsnet:limit:', failFast: true });
  }

  async hit(key: string, windowSeconds: number): Promise<Count> {
    const results = await this.redis
      .multi()
      .incr(key)
      .pexpire(key, windowSeconds * 1000, 'NX')
      .pttl(key)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const pttl = Number(results?.[2]?.[1] ?? windowSeconds * 1000);
    return { count, resetSeconds: Math.max(1, Math.ceil(pttl / 1000)) };
  }

  async take(key: string, windowSeconds: number): Promise<Slot> {
    const results = await this.redis
      .multi()
      .incr(key)
      .pexpire(key, windowSeconds * 1000, 'NX')
      .pttl(key)
      .pexpiretime(key)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const pttl = Number(results?.[2]?.[1] ?? windowSeconds * 1000);
    const window = Number(results?.[3]?.[1] ?? -1);
    return { count, resetSeconds: Math.max(1, Math.ceil(pttl / 1000)), window };
  }

  async giveBack(key: string, window: number): Promise<void> {
    await this.redis.eval(GIVE_BACK, 1, key, String(window));
  }

  async peek(key: string): Promise<Count> {
    const [[, value], [, pttl]] = (await this.redis.multi().get(key).pttl(key).exec()) as [
      [null, string | null],
      [null, number],
    ];
    return value === null
      ? { count: 0, resetSeconds: 0 }
      : { count: Number(value), resetSeconds: Math.max(1, Math.ceil(pttl / 1000)) };
  }

  async extend(key: string, seconds: number): Promise<void> {
    await this.redis.pexpire(key, seconds * 1000);
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * Redis while it answers, this process's memory while it does not: an outage of Redis degrades
 * limits to one replica's count for a while instead of failing every limited request.
 */
export class FailSoftCounterStore extends CounterStore {
  private readonly soft = new FailSoft('Rate limits');
  private readonly local = new MemoryCounterStore();

  constructor(private readonly redis: CounterStore) {
    super();
  }

  hit(key: string, windowSeconds: number): Promise<Count> {
    return this.soft.run(
      () => this.redis.hit(key, windowSeconds),
      () => this.local.hit(key, windowSeconds),
    );
  }

  take(key: string, windowSeconds: number): Promise<Slot> {
    return this.soft.run(
      () => this.redis.take(key, windowSeconds),
      () => this.local.take(key, windowSeconds),
    );
  }

  giveBack(key: string, window: number): Promise<void> {
    return this.soft.run(
      () => this.redis.giveBack(key, window),
      () => this.local.giveBack(key, window),
    );
  }

  peek(key: string): Promise<Count> {
    return this.soft.run(
      () => this.redis.peek(key),
      () => this.local.peek(key),
    );
  }

  extend(key: string, seconds: number): Promise<void> {
    return this.soft.run(
      () => this.redis.extend(key, seconds),
      () => this.local.extend(key, seconds),
    );
  }

  clear(key: string): Promise<void> {
    return this.soft.run(
      () => this.redis.clear(key),
      () => this.local.clear(key),
    );
  }

  async close(): Promise<void> {
    await Promise.all([this.redis.close(), this.local.close()]);
  }
}
