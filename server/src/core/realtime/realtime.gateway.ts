import { Logger, OnModuleDestroy } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  OnGatewayConnection,
  OnGatewayDisconnect,
  OnGatewayInit,
  SubscribeMessage,
  WebSocketGateway,
  WebSocketServer,
  ConnectedSocket,
  MessageBody,
} from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import { AppError } from '../http/app-error';
import { TokenVerifier } from '../http/token-verifier';
import type { DomainEvents } from './domain-events';
import { ClientToServerEvents, ServerToClientEvents, sessionRoom, userRoom } from './events';
import { RealtimePublisher } from './realtime-publisher';

interface SocketData {
  userId: string;
  sessionId: string;
}
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
type AppServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

function tokenOf(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer\s+/i, '');
  const header = socket.handshake.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * The one socket.io gateway: authenticates the handshake, puts each socket in its user's room and
 * reports presence. Pushes go through RealtimePublisher from the listeners in `listeners/`.
 */
@WebSocketGateway()
export class RealtimeGateway
  implements
    OnGatewayInit<AppServer>,
    OnGatewayConnection<AppSocket>,
    OnGatewayDisconnect<AppSocket>,
    OnModuleDestroy
{
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server: AppServer;

  // Sockets dropped by our own shutdown say nothing about presence, and the database is closing.
  private closing = false;

  constructor(
    private readonly tokens: TokenVerifier,
    private readonly events: EventEmitter2,
    private readonly publisher: RealtimePublisher,
  ) {}

  afterInit(server: AppServer): void {
    this.publisher.attach(server as never);
    server.use((socket, next) => {
      const token = tokenOf(socket);
      if (!token) return next(new Error('INVALID_TOKEN'));
      this.tokens
        .verify(token)
        .then((user) => {
          socket.data.userId = user.userId;
          socket.data.sessionId = user.sessionId;
          next();
        })
        .catch((error: unknown) =>
          next(new Error(error instanceof AppError ? error.code : 'INVALID_TOKEN')),
        );
    });
  }

  async handleConnection(socket: AppSocket): Promise<void> {
    await socket.join([userRoom(socket.data.userId), sessionRoom(socket.data.sessionId)]);
    this.emitPresence(socket.data.userId, true);
  }

  onModuleDestroy(): void {
    this.closing = true;
  }

  /** Offline only when no socket of the user is left, counting those held by other replicas. */
  async handleDisconnect(socket: AppSocket): Promise<void> {
    const userId = socket.data.userId;
    if (!userId || this.closing) return;
    try {
      const left = await this.server.in(userRoom(userId)).fetchSockets();
      if (left.length === 0) this.emitPresence(userId, false);
    } catch (error) {
      // During shutdown the adapter may already be closed; presence then waits for the next login.
      this.logger.debug(`Presence check failed for ${userId}: ${String(error)}`);
    }
  }

  private emitPresence(userId: string, online: boolean): void {
    const payload: DomainEvents['presence.changed'] = { userId, online };
    this.events.emit('presence.changed', payload);
  }

  /** SPEC §7 `join`: a socket may join only rooms it belongs to; today that is its own user. */
  @SubscribeMessage('join')
  join(@ConnectedSocket() socket: AppSocket, @MessageBody() roomId: unknown): boolean {
    return typeof roomId === 'string' && roomId === socket.data.userId;
  }

  /** SPEC §7 `follow`: re-push the current follow state to both users; only as oneself. */
  @SubscribeMessage('follow')
  follow(@ConnectedSocket() socket: AppSocket, @MessageBody() body: unknown): boolean {
    const { followerId, followingId } = (body ?? {}) as Record<string, unknown>;
    if (followerId !== socket.data.userId || typeof followingId !== 'string') return false;
    const payload: DomainEvents['follow.announced'] = {
      followerId: socket.data.userId,
      followingId,
    };
    this.events.emit('follow.announced', payload);
    return true;
  }
}
