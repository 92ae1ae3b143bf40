import { Logger } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';

/**
 * An ioredis client that says once when Redis goes away and once when it is back (ioredis alone
 * prints every failed reconnect as an "Unhandled error event"). Everything built on Redis here
 * fails soft: limits count in the process, caches stay local, the socket.io adapter drops what
 * it cannot publish, and /health says `redis: down`.
 */
export function redisClient(
  url: string,
  purpose: string,
  { failFast = false, ...options }: RedisOptions & { failFast?: boolean } = {},
): Redis {
  const logger = new Logger('Redis');
  const client = new Redis(url, { maxRetriesPerRequest: 1, ...options });
  if (failFast) {
    // Commands wait for the first connection, then fail at once while Redis is away (no queue
    // to wait in), so a caller with a stand-in (FailSoft) answers without delay.
    client.once('ready', () => {
      client.options.enableOfflineQueue = false;
    });
  }
  let away = false;
  client.on('error', (error: Error) => {
    if (away) return;
    away = true;
    logger.warn(`${purpose}: Redis does not answer (${error.message})`);
  });
  client.on('ready', () => {
    if (!away) return;
    away = false;
    logger.log(`${purpose}: Redis is back`);
  });
  return client;
}

/**
 * Runs work on Redis, or on a local stand-in while Redis does not answer: a limit counted in one
 * process for a while is better than every write answering 500 during an outage.
 */
export class FailSoft {
  private away = false;
  private readonly logger = new Logger('Redis');

  constructor(private readonly purpose: string) {}

  async run<T>(onRedis: () => Promise<T>, standIn: () => Promise<T>): Promise<T> {
    try {
      const result = await onRedis();
      if (this.away) {
        this.away = false;
        this.logger.log(`${this.purpose}: counted in Redis again`);
      }
      return result;
    } catch (error) {
      if (!this.away) {
        this.away = true;
        this.logger.warn(
          `${this.purpose}: counted in this process while Redis is away (${String(error)})`,
        );
      }
      return standIn();
    }
  }
}
