import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import type { ServerToClientEvents } from './events';
import { sessionRoom, userRoom } from './events';

type AppServer = Server<Record<string, never>, ServerToClientEvents>;

/**
 * Who may hear about a thing, as the visibility rule decides (VisibilityService.audienceOf...):
 * everyone connected or a room's sockets, less the users in `except`; or exactly `userIds`.
 */
export type Audience =
  | { kind: 'everyone'; except: string[] }
  | { kind: 'room'; room: string; except: string[] }
  | { kind: 'users'; userIds: string[] };
type EventArgs<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

/**
 * The only way to push to browsers. Modules' listeners (`<module>.listener.ts`) turn domain
 * events into pushes through it; with the Redis adapter a push reaches sockets on every replica.
 */
@Injectable()
export class RealtimePublisher {
  private server?: AppServer;

  attach(server: AppServer): void {
    this.server = server;
  }

  toUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...args: EventArgs<E>
  ): void {
    this.server?.to(userRoom(userId)).emit(event, ...args);
  }

  toUsers<E extends keyof ServerToClientEvents>(
    userIds: string[],
    event: E,
    ...args: EventArgs<E>
  ): void {
    if (userIds.length > 0) this.server?.to(userIds.map(userRoom)).emit(event, ...args);
  }

  /** To whoever the visibility rule let in; every push about a post or a person goes this way. */
  toAudience<E extends keyof ServerToClientEvents>(
    audience: Audience,
    event: E,
    ...args: EventArgs<E>
  ): void {
    if (!this.server) return;
    if (audience.kind === 'users') return this.toUsers(audience.userIds, event, ...args);
    const base = audience.kind === 'room' ? this.server.to(audience.room) : this.server;
    const target = audience.except.length > 0 ? base.except(audience.except.map(userRoom)) : base;
    target.emit(event, ...args);
  }

  /**
   * To the sockets in any of `rooms` (e.g. a community's members and those looking at it), once
   * each, on every replica. Nothing goes to every socket: each push has its audience.
   */
  toRooms<E extends keyof ServerToClientEvents>(
    rooms: string[],
    event: E,
    ...args: EventArgs<E>
  ): void {
    if (rooms.length > 0) this.server?.to(rooms).emit(event, ...args);
  }

  /** Every socket of the user, on every replica, joins `room` (a membership that just began). */
  joinRoom(userId: string, room: string): void {
    this.server?.in(userRoom(userId)).socketsJoin(room);
  }

  /** Every socket of the user, on every replica, leaves `room` (a membership that just ended). */
  leaveRoom(userId: string, room: string): void {
    this.server?.in(userRoom(userId)).socketsLeave(room);
  }

  /** Empties `room` on every replica (the community behind it is gone). */
  closeRoom(room: string): void {
    this.server?.in(room).socketsLeave(room);
  }

  /**
   * Tells the user's sockets beyond their `keep` newest (by when they connected, on every
   * replica) that they are closed, with `notice`, and closes them. Answers how many were closed.
   */
  async closeOldestSockets(
    userId: string,
    keep: number,
    notice: Parameters<ServerToClientEvents['connection_closed']>[0],
  ): Promise<number> {
    if (!this.server) return 0;
    const sockets = await this.server.in(userRoom(userId)).fetchSockets();
    if (sockets.length <= keep) return 0;
    const oldest = [...sockets]
      .sort((a, b) => a.handshake.issued - b.handshake.issued)
      .slice(0, sockets.length - keep);
    for (const socket of oldest) {
      socket.emit('connection_closed', notice);
      socket.disconnect(true);
    }
    return oldest.length;
  }

  disconnectSessions(sessionIds: string[]): void {
    if (sessionIds.length > 0) this.server?.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }

  disconnectAll(): void {
    this.server?.disconnectSockets(true);
  }

  /**
   * Whether the user has a socket on this process (the room of their sockets is here). Other
   * replicas' sockets are not seen: a caller deciding whether anyone listens asks `is_active` too.
   */
  hasSocketsHere(userId: string): boolean {
    return this.server?.sockets.adapter.rooms.has(userRoom(userId)) ?? false;
  }
}
