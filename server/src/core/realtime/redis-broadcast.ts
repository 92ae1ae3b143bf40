import type { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { redisClient } from '../redis/redis-client';

/**
 * A message from this process to every other replica and worker, on one Redis channel; without
 * REDIS_URL there is no other process and nothing is sent. Used by in-memory caches to drop what
 * another process made stale. A process never hears its own messages (it has already acted).
 *
 * Messages published while the subscriber was disconnected are lost, so after a reconnect
 * `onGap` runs: a cache clears everything, having missed it does not know what.
 */
export class RedisBroadcast {
  private readonly origin = randomUUID();
  private readonly pub?: Redis;
  private readonly sub?: Redis;

  constructor(
    redisUrl: string | undefined,
    private readonly channel: string,
    private readonly logger: Logger,
    handlers: { onMessage: (payload: string) => void; onGap: () => void },
  ) {
    if (!redisUrl) return;
    this.pub = redisClient(redisUrl, `${channel} (publisher)`, { maxRetriesPerRequest: 3 });
    this.sub = redisClient(redisUrl, `${channel} (subscriber)`);
    let connected = false;
    this.sub.on('ready', () => {
      if (connected) handlers.onGap();
      connected = true;
    });
    this.sub.on('message', (_channel: string, message: string) => {
      const cut = message.indexOf('\n');
      if (cut < 0 || message.slice(0, cut) === this.origin) return;
      handlers.onMessage(message.slice(cut + 1));
    });
    this.sub.subscribe(channel).catch((error: unknown) => {
      this.logger.error(`Cannot subscribe to ${channel}: ${String(error)}`);
    });
  }

  publish(payload = ''): void {
    this.pub?.publish(this.channel, `${this.origin}\n${payload}`).catch((error: unknown) => {
      this.logger.warn(`Cannot publish on ${this.channel}: ${String(error)}`);
    });
  }

  async close(): Promise<void> {
    // The subscriber holds no replies worth waiting for; the publisher sends what it has queued.
    this.sub?.disconnect();
    await this.pub?.quit().catch(() => this.pub?.disconnect());
  }
}
