import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import Redis from 'ioredis';
import type { Server, ServerOptions } from 'socket.io';

/**
 * socket.io on the app's own HTTP server, CORS from CLIENT_ORIGIN, and — when REDIS_URL is set —
 * the Redis adapter so an event emitted on one replica reaches sockets held by another.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly logger = new Logger(RealtimeIoAdapter.name);
  private redisClients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly options: { clientOrigin?: string; redisUrl?: string },
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      path: '/socket.io',
      cors: this.options.clientOrigin
        ? { origin: this.options.clientOrigin.split(','), credentials: true }
        : undefined,
    }) as Server;
    if (this.options.redisUrl) {
      const pub = new Redis(this.options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
      const sub = pub.duplicate();
      this.redisClients = [pub, sub];
      server.adapter(createAdapter(pub, sub));
      this.logger.log('socket.io uses the Redis adapter');
    }
    return server;
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.redisClients.map((c) => c.quit().catch(() => c.disconnect())));
  }
}
