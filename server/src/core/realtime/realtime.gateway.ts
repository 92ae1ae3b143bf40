import { Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import {
  OnGatewayConnection,
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
 * The one socket.io gateway: authenticates the handshake, puts each socket in its user's room,
 * and turns domain events into pushes. Domain modules never call it; they emit events.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit<AppServer>, OnGatewayConnection<AppSocket> {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server: AppServer;

  constructor(private readonly tokens: TokenVerifier) {}

  afterInit(server: AppServer): void {
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
  }

  /** SPEC §7 `join`: a socket may join only rooms it belongs to; today that is its own user. */
  @SubscribeMessage('join')
  join(@ConnectedSocket() socket: AppSocket, @MessageBody() roomId: unknown): boolean {
    return typeof roomId === 'string' && roomId === socket.data.userId;
  }

  @OnEvent('session.revoked')
  onSessionRevoked({ sessionIds }: DomainEvents['session.revoked']): void {
    if (sessionIds.length === 0) return;
    this.server.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    this.logger.debug(`Disconnected sockets of ${sessionIds.length} revoked session(s)`);
  }
}
