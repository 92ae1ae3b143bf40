import type { Server, Socket } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '../../contracts/socket-events';

/** What the handshake (RealtimeGateway) puts on every socket it admits. */
export interface SocketData {
  userId: string;
  sessionId: string;
}

/** A socket of this app, typed by the shared event maps: every gateway's handlers take one. */
export type AppSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
export type AppServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
