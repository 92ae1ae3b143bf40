import { EventEmitter2 } from '@nestjs/event-emitter';
import { Logger, OnModuleDestroy, UseFilters } from '@nestjs/common';
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
import type { Socket } from 'socket.io';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../http/app-error';
import { knownError } from '../http/known-errors';
import { TokenVerifier } from '../http/token-verifier';
import type { DomainEvents } from './domain-events';
import type { AppServer, AppSocket } from './app-socket';
import { ClientEventName, sessionRoom, userRoom } from './events';
import { InFlightWork } from './in-flight-work';
import { RealtimePublisher } from './realtime-publisher';
import { RoomDirectory } from './room-directory';
import { SocketBudget } from './socket-budget';
import { SocketErrorFilter } from './socket-answers';
import { disconnectAtExpiry, guardIncomingEvents } from './socket-guards';

// The client events other than `join` are each handled by the gateway of the module they concern
// (chat: typing; follow; users: watch_presence; communities: watch_communities).
const JOIN = 'join' satisfies ClientEventName;
const ROOM_ID_MAX = 64;

function tokenOf(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer\s+/i, '');
  const header = socket.handshake.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * The transport's gateway: authenticates the handshake, puts each socket in its user's room and
 * the rooms the user belongs to (RoomDirectory: the sources modules register), honours `join`,
 * and reports presence. The other client events are handled by their modules' gateways on the
 * same server; pushes go through RealtimePublisher from the modules' listeners.
 */
@WebSocketGateway()
@UseFilters(SocketErrorFilter)
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
    private readonly rooms: RoomDirectory,
    private readonly config: AppConfig,
    private readonly work: InFlightWork,
    private readonly budget: SocketBudget,
  ) {}

  afterInit(server: AppServer): void {
    this.publisher.attach(server as never);
    server.use((socket, next) => {
      const token = tokenOf(socket);
      if (!token) return next(new Error('INVALID_TOKEN'));
      this.work
        .track(this.admit(socket, token))
        .then(() => next())
        .catch((error: unknown) => {
          // The handshake's answer is a code the client acts on: a session code ends the
          // session, SERVICE_UNAVAILABLE (the database is away) only means "try again".
          const outage = knownError(error)?.code === 'SERVICE_UNAVAILABLE';
          const code = error instanceof AppError ? error.code : undefined;
          next(new Error(code ?? (outage ? 'SERVICE_UNAVAILABLE' : 'INVALID_TOKEN')));
        });
    });
  }

  /**
   * The handshake: within its address's and then its account's connection budget (reconnects
   * count: a client that drops and comes back again and again runs out, RATE_LIMITED), with a
   * token whose session stands.
   */
  private async admit(socket: AppSocket, token: string): Promise<void> {
    const limited = () => new AppError('RATE_LIMITED', 'Too many connections');
    if (!(await this.budget.connectFromAddress(socket.handshake.address))) throw limited();
    const user = await this.tokens.verify(token);
    if (!(await this.budget.connectAsAccount(user.userId))) throw limited();
    socket.data.userId = user.userId;
    socket.data.sessionId = user.sessionId;
    disconnectAtExpiry(socket, token);
    guardIncomingEvents(socket, this.config.SOCKET_EVENT_LIMIT, () =>
      this.budget.event(user.userId),
    );
  }

  handleConnection(socket: AppSocket): Promise<void> {
    if (this.closing) {
      socket.disconnect(true);
      return Promise.resolve();
    }
    return this.work.track(this.connected(socket));
  }

  private async connected(socket: AppSocket): Promise<void> {
    const { userId } = socket.data;
    await socket.join([userRoom(userId), sessionRoom(socket.data.sessionId)]);
    await this.keepWithinBudget(userId);
    this.emitPresence(userId, true);
    try {
      await this.joinChecked(socket, () => this.rooms.roomsOf(userId));
    } catch (error) {
      // The socket still gets its own pushes; a reconnect or a `join` brings the rest back.
      this.logger.warn(`Could not join the rooms of ${userId}: ${String(error)}`);
    }
  }

  /**
   * At most SOCKETS_PER_ACCOUNT sockets of one account stay open, counted on every replica: past
   * it the oldest are told (`connection_closed`, so that tab says why and does not come back by
   * itself) and closed. A failed count leaves them open; the next connection counts again.
   */
  private async keepWithinBudget(userId: string): Promise<void> {
    try {
      await this.publisher.closeOldestSockets(userId, this.config.SOCKETS_PER_ACCOUNT, {
        reason: 'too_many_connections',
      });
    } catch (error) {
      this.logger.warn(`Could not count the sockets of ${userId}: ${String(error)}`);
    }
  }

  /**
   * Joins the rooms `resolve` names, then asks again and leaves any that went away meanwhile: a
   * leave committed between the first answer and the join already sent its `socketsLeave`, which
   * found this socket outside the room, so without the second look it would stay in.
   */
  private async joinChecked(socket: AppSocket, resolve: () => Promise<string[]>): Promise<void> {
    const rooms = await resolve();
    if (rooms.length === 0) return;
    await socket.join(rooms);
    const still = new Set(await resolve());
    await Promise.all(rooms.filter((r) => !still.has(r)).map((r) => socket.leave(r)));
  }

  onModuleDestroy(): void {
    this.closing = true;
  }

  /**
   * Offline only when no socket of the user is left, counting those held by other replicas.
   * Tracked: a disconnect that began just before shutdown must finish its presence work before
   * the database closes, not after.
   */
  handleDisconnect(socket: AppSocket): Promise<void> {
    const userId = socket.data.userId;
    if (!userId || this.closing) return Promise.resolve();
    return this.work.track(this.disconnected(userId));
  }

  private async disconnected(userId: string): Promise<void> {
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

  /**
   * SPEC §7 `join` with a user id (only one's own, joined already) or a community id (members
   * only; anyone else is ignored). Acknowledged with whether the socket is now in that room; an
   * id that is not text of at most 64 characters is refused as a bad body is.
   */
  @SubscribeMessage(JOIN)
  async join(@ConnectedSocket() socket: AppSocket, @MessageBody() id: unknown): Promise<boolean> {
    const { userId } = socket.data;
    if (typeof id !== 'string' || id.length > ROOM_ID_MAX) {
      const message = `The room id must be text of at most ${ROOM_ID_MAX} characters`;
      throw new AppError('VALIDATION_FAILED', message, { roomId: message });
    }
    if (this.closing) return false;
    if (id === userId) return true;
    let joined = false;
    await this.work.track(
      this.joinChecked(socket, async () => {
        const room = await this.rooms.roomFor(userId, id);
        joined = room !== null;
        return room ? [room] : [];
      }),
    );
    return joined;
  }
}
