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
import { AppConfig } from '../../config/app-config';
import { AppError } from '../http/app-error';
import { knownError } from '../http/known-errors';
import { isUuid } from '../http/uuid';
import { TokenVerifier } from '../http/token-verifier';
import type { DomainEvents } from './domain-events';
import {
  ClientEventName,
  ClientToServerEvents,
  COMMUNITY_VIEW_ROOM_PREFIX,
  PRESENCE_ROOM_PREFIX,
  ServerToClientEvents,
  communityViewRoom,
  presenceRoom,
  sessionRoom,
  userRoom,
} from './events';
import { InFlightWork } from './in-flight-work';
import { RealtimePublisher } from './realtime-publisher';
import { RoomDirectory } from './room-directory';
import { SocketBudget } from './socket-budget';
import { disconnectAtExpiry, guardIncomingEvents } from './socket-guards';

interface SocketData {
  userId: string;
  sessionId: string;
}
interface TypingTo {
  chatId: string;
  receiverId: string;
}
type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
type AppServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

/** The events a browser may send, named from the shared map so a rename cannot miss a handler. */
const FROM_CLIENT = {
  join: 'join',
  follow: 'follow',
  typing_started: 'typing_started',
  typing_stopped: 'typing_stopped',
  watch_presence: 'watch_presence',
  watch_communities: 'watch_communities',
} as const satisfies { [E in ClientEventName]: E };

// What `watch_presence` and `watch_communities` take (PresenceWatchPayload, CommunityWatchPayload);
// the rest of an event is ignored.
const WATCH_IDS_PER_EVENT = 100;
const PRESENCE_WATCH_LIMIT = 1000;
const COMMUNITY_WATCH_LIMIT = 500;
// A tab types in one chat at a time; this bounds what a socket naming many chats can pile up.
const TYPING_CHATS_PER_SOCKET = 10;

function tokenOf(socket: Socket): string | undefined {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth) return fromAuth.replace(/^Bearer\s+/i, '');
  const header = socket.handshake.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
}

/**
 * The one socket.io gateway: authenticates the handshake, puts each socket in its user's room and
 * the rooms the user belongs to (RoomDirectory: their communities), and reports presence. Pushes
 * go through RealtimePublisher from the listeners in `listeners/`.
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

  /**
   * Per socket, what it said `typing_started` to and not yet `typing_stopped` (by chat and
   * receiver, as sent: unchecked): a tab closed, reloaded or cut off mid-word sends no
   * `typing_stopped`, so its disconnect says it instead. Per socket, not per user, as each tab
   * types on its own; a socket lives on one replica, so this needs no sharing across replicas.
   */
  private readonly typingIn = new WeakMap<AppSocket, Map<string, TypingTo>>();

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
    // As its own typing_stopped would: the chat listener still checks the chat and the blocks.
    for (const { chatId, receiverId } of this.typingIn.get(socket)?.values() ?? []) {
      this.emitTyping(userId, chatId, receiverId, false);
    }
    this.typingIn.delete(socket);
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
   * only; anyone else is ignored). Acknowledged with whether the socket is now in that room.
   */
  @SubscribeMessage(FROM_CLIENT.join)
  async join(@ConnectedSocket() socket: AppSocket, @MessageBody() id: unknown): Promise<boolean> {
    const { userId } = socket.data;
    if (typeof id !== 'string' || id.length > 64 || this.closing) return false;
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

  /** SPEC §7 `follow`: re-push the current follow state to both users; only as oneself. */
  @SubscribeMessage(FROM_CLIENT.follow)
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

  /**
   * The online dots on the reader's screen: the socket joins the presence rooms of the users it
   * shows and leaves those it no longer does, so a sign-in reaches who shows that user instead of
   * every socket. Who may hear a presence at all is still the presence listener's rule, applied
   * at push time (blocks, hidden status, hibernation), so watching anyone reveals nothing.
   */
  @SubscribeMessage(FROM_CLIENT.watch_presence)
  watchPresence(
    @ConnectedSocket() socket: AppSocket,
    @MessageBody() body: unknown,
  ): Promise<number> {
    return watchRooms(socket, body, presenceRoom, PRESENCE_ROOM_PREFIX, PRESENCE_WATCH_LIMIT);
  }

  /**
   * The communities on the reader's screen (cards, a community's page): their member counts and
   * deletions reach the sockets that watch them and their members, instead of every socket.
   * Counts and the list of communities are public, so anyone may watch any community.
   */
  @SubscribeMessage(FROM_CLIENT.watch_communities)
  watchCommunities(
    @ConnectedSocket() socket: AppSocket,
    @MessageBody() body: unknown,
  ): Promise<number> {
    return watchRooms(
      socket,
      body,
      communityViewRoom,
      COMMUNITY_VIEW_ROOM_PREFIX,
      COMMUNITY_WATCH_LIMIT,
    );
  }

  /** SPEC §7 typing: the chat listener checks the chat and the block before anyone hears it. */
  @SubscribeMessage(FROM_CLIENT.typing_started)
  typingStarted(@ConnectedSocket() socket: AppSocket, @MessageBody() body: unknown): void {
    this.typing(socket, body, true);
  }

  @SubscribeMessage(FROM_CLIENT.typing_stopped)
  typingStopped(@ConnectedSocket() socket: AppSocket, @MessageBody() body: unknown): void {
    this.typing(socket, body, false);
  }

  private typing(socket: AppSocket, body: unknown, typing: boolean): void {
    const { chatId, receiverId } = (body ?? {}) as Record<string, unknown>;
    if (typeof chatId !== 'string' || typeof receiverId !== 'string') return;
    const typingTo = this.typingIn.get(socket) ?? new Map<string, TypingTo>();
    // Keyed by both: a forged receiver for a chat must not replace the real one.
    const key = `${chatId} ${receiverId}`;
    // Deleted first so that the latest goes last and the cap drops the oldest.
    typingTo.delete(key);
    if (typing) typingTo.set(key, { chatId, receiverId });
    if (typingTo.size > TYPING_CHATS_PER_SOCKET) {
      typingTo.delete(typingTo.keys().next().value as string);
    }
    this.typingIn.set(socket, typingTo);
    this.emitTyping(socket.data.userId, chatId, receiverId, typing);
  }

  private emitTyping(userId: string, chatId: string, receiverId: string, typing: boolean): void {
    const payload: DomainEvents['chat.typing'] = { chatId, userId, receiverId, typing };
    this.events.emit('chat.typing', payload);
  }
}

/**
 * `{ watch, unwatch }` of ids: the socket leaves the rooms of `unwatch` and joins those of
 * `watch` (ids only, at most WATCH_IDS_PER_EVENT an event and `limit` rooms of the kind in all).
 * Answers how many rooms of the kind the socket is in now.
 */
async function watchRooms(
  socket: AppSocket,
  body: unknown,
  roomOf: (id: string) => string,
  prefix: string,
  limit: number,
): Promise<number> {
  const { watch, unwatch } = (body ?? {}) as Record<string, unknown>;
  const rooms = (ids: unknown) =>
    Array.isArray(ids) ? ids.slice(0, WATCH_IDS_PER_EVENT).filter(isUuid).map(roomOf) : [];
  await Promise.all(rooms(unwatch).map((room) => socket.leave(room)));
  const watching = () => [...socket.rooms].filter((r) => r.startsWith(prefix)).length;
  const joining = rooms(watch).slice(0, Math.max(0, limit - watching()));
  if (joining.length > 0) await socket.join(joining);
  return watching();
}
