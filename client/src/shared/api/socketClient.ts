import { io, type Socket } from 'socket.io-client';
import { getSocketUrl, SOCKET_OPTIONS, SOCKET_PATH } from '../config';
import { readToken } from '../lib';
import type { ClientToServerEvents, ServerToClientEvents } from './contracts';

/** The socket.io client itself, typed with the server's event maps. */
export type SocketIoClient = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The one socket.io client, not connected yet. Its own module (and chunk): `socket.ts` loads it
 * only when a session connects, so the library is not among the scripts before the first screen.
 */
export function createSocketIoClient(): SocketIoClient {
  const options = {
    path: SOCKET_PATH,
    autoConnect: false,
    // A callback so every (re)connect sends the token stored at that moment.
    auth: (cb: (data: { token: string | null }) => void) => cb({ token: readToken() }),
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
  };
  const url = getSocketUrl();
  return url ? io(url, options) : io(options);
}
