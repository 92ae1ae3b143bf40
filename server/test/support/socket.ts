import { io, Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../src/contracts/socket-events';

/** A test client typed with the app's event maps, like the browser's. */
export type TestSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** socket.io's own events and what they carry. */
interface ReservedEvents {
  connect: undefined;
  connect_error: Error;
  disconnect: string;
}
type ReservedEvent = keyof ReservedEvents;
type PayloadOf<E> = E extends keyof ServerToClientEvents
  ? Parameters<ServerToClientEvents[E]>[0]
  : E extends ReservedEvent
    ? ReservedEvents[E]
    : never;

export function connectSocket(url: string, token?: string): TestSocket {
  return io(url, {
    path: '/socket.io',
    auth: token ? { token } : {},
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
}

export function waitForSocketEvent<E extends keyof ServerToClientEvents | ReservedEvent>(
  socket: TestSocket,
  event: E,
  timeoutMs = 5000,
): Promise<PayloadOf<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`No '${event}' within ${timeoutMs} ms`)),
      timeoutMs,
    );
    // socket.io's listener types are per event; this one helper serves them all.
    const untyped = socket as unknown as Socket;
    untyped.once(event as string, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload as PayloadOf<E>);
    });
  });
}
