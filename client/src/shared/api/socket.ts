import { io, type Socket } from 'socket.io-client';
import { getSocketUrl, SOCKET_OPTIONS, SOCKET_PATH } from '../config';
import { readToken } from '../lib';
import type { ClientToServerEvents, ServerToClientEvents } from './contracts';

/** The app's socket, typed with the server's event maps so names and payloads cannot drift. */
export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: AppSocket | null = null;

/** The single socket.io client, created on first use and not connected until `connectSocket`. */
export function getSocket(): AppSocket {
  if (!socket) {
    const options = {
      path: SOCKET_PATH,
      autoConnect: false,
      // A callback so every (re)connect sends the token stored at that moment.
      auth: (cb: (data: { token: string | null }) => void) => cb({ token: readToken() }),
      ...SOCKET_OPTIONS,
      transports: [...SOCKET_OPTIONS.transports],
    };
    const url = getSocketUrl();
    socket = url ? io(url, options) : io(options);
  }
  return socket;
}

export function connectSocket(): AppSocket {
  const s = getSocket();
  if (!s.connected && !s.active) s.connect();
  return s;
}

export function disconnectSocket(): void {
  if (socket && (socket.connected || socket.active)) socket.disconnect();
}
