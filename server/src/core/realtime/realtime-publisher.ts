import { Injectable } from '@nestjs/common';
import type { Server } from 'socket.io';
import type { ServerToClientEvents } from './events';
import { sessionRoom, userRoom } from './events';

type AppServer = Server<Record<string, never>, ServerToClientEvents>;
type EventArgs<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

/**
 * The only way to push to browsers. Feature listeners (`listeners/*.listener.ts`) turn domain
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

  toEveryone<E extends keyof ServerToClientEvents>(event: E, ...args: EventArgs<E>): void {
    this.server?.emit(event, ...args);
  }

  disconnectSessions(sessionIds: string[]): void {
    if (sessionIds.length > 0) this.server?.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
  }

  disconnectAll(): void {
    this.server?.disconnectSockets(true);
  }
}
