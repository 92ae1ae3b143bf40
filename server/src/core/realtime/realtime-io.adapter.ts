import { INestApplicationContext, Logger } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';
import { createAdapter } from '@socket.io/redis-adapter';
import type Redis from 'ioredis';
import { redisClient } from '../redis/redis-client';
import type { Server, ServerOptions, Socket } from 'socket.io';
import { bindMessageListeners } from './message-listeners';

/**
 * socket.io on the app's own HTTP server, CORS from CLIENT_ORIGIN, and — when REDIS_URL is set —
 * the Redis adapter so an event emitted on one replica reaches sockets held by another. Message
 * handlers are plain listeners (`bindMessageListeners`), light on an idle socket's memory.
 */
export class RealtimeIoAdapter extends IoAdapter {
  private readonly logger = new Logger(RealtimeIoAdapter.name);
  private redisClients: Redis[] = [];

  constructor(
    app: INestApplicationContext,
    private readonly options: { clientOrigin?: string; redisUrl?: string; websocketOnly?: boolean },
  ) {
    super(app);
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, {
      ...options,
      path: '/socket.io',
      // Several workers share the port connection by connection: a long-polling session's
      // requests could land on different workers, a WebSocket stays on one.
      ...(this.options.websocketOnly ? { transports: ['websocket' as const] } : {}),
      cors: this.options.clientOrigin
        ? { origin: this.options.clientOrigin.split(','), credentials: true }
        : undefined,
    }) as Server;
    if (this.options.redisUrl) {
      const pub = redisClient(this.options.redisUrl, 'socket.io adapter', {
        maxRetriesPerRequest: 3,
      });
      // The adapter answers other replicas' requests (fetchSockets, ...) with publishes it never
      // awaits: one that meets this replica's closing connection must not become an unhandled
      // rejection ('Connection is closed'); the requester times out on its own.
      const publish = pub.publish.bind(pub) as (
        channel: string,
        message: string,
      ) => Promise<number>;
      (pub as unknown as { publish: typeof publish }).publish = (channel, message) =>
        publish(channel, message).catch((error: unknown) => {
          this.logger.debug(`A socket.io publish was dropped: ${String(error)}`);
          return 0;
        });
      const sub = redisClient(this.options.redisUrl, 'socket.io adapter (subscriber)');
      this.redisClients = [pub, sub];
      server.adapter(createAdapter(pub, sub));
      this.logger.log('socket.io uses the Redis adapter');
    }
    return server;
  }

  override bindMessageHandlers(
    socket: Socket,
    handlers: MessageMappingProperties[],
    transform: (data: unknown) => Observable<unknown>,
  ): void {
    bindMessageListeners(
      socket,
      handlers,
      transform,
      (payload) => this.mapPayload(payload),
      (message, error) => this.logger.error(`Socket message ${message} failed: ${String(error)}`),
    );
  }

  override async close(server: Server): Promise<void> {
    await super.close(server);
    await Promise.all(this.redisClients.map((c) => c.quit().catch(() => c.disconnect())));
  }
}
