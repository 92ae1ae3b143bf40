import { Emitter } from '@socket.io/component-emitter';
import { SOCKET_OPTIONS } from '../config';
import type { ClientToServerEvents, ServerToClientEvents } from './contracts';
import type { SocketIoClient } from './socketClient';

/** The events of the socket itself that the app follows, as socket.io names them. */
interface SocketEvents {
  connect: () => void;
  connect_error: (error: Error) => void;
}
const SOCKET_EVENTS = ['connect', 'connect_error'] as const;

/**
 * The app's socket: listeners and emits now, the socket.io client later. It keeps the listeners
 * the app adds and hands them every event the real client receives once `connectSocket` has
 * loaded it; emits made before that wait for it (and then, as socket.io does, for the
 * connection), unless the session ends first. So any hook can subscribe synchronously at mount
 * while the library (~14 kB) is fetched after the first screen rather than before it.
 */
class AppSocket extends Emitter<ServerToClientEvents, ClientToServerEvents, SocketEvents> {
  private client: SocketIoClient | null = null;
  private loading: Promise<SocketIoClient> | null = null;
  private readonly waiting: unknown[][] = [];
  private retry: ReturnType<typeof setTimeout> | null = null;
  private wanted = false;

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  override emit<E extends keyof ClientToServerEvents>(
    event: E,
    ...args: Parameters<ClientToServerEvents[E]>
  ): this {
    if (this.client) this.client.emit(event, ...args);
    else this.waiting.push([event, ...args]);
    return this;
  }

  connect(): void {
    this.wanted = true;
    this.load().then(
      (client) => {
        if (this.wanted && !client.connected && !client.active) client.connect();
      },
      () => undefined, // told and retried by load()
    );
  }

  disconnect(): void {
    this.wanted = false;
    this.waiting.length = 0;
    const client = this.client;
    if (client && (client.connected || client.active)) client.disconnect();
  }

  private load(): Promise<SocketIoClient> {
    this.loading ??= import('./socketClient')
      .then(({ createSocketIoClient }) => {
        const client = createSocketIoClient();
        client.onAny((event: string, ...args: unknown[]) => this.deliver(event, args));
        for (const event of SOCKET_EVENTS) {
          client.on(event, (...args: unknown[]) => this.deliver(event, args));
        }
        this.client = client;
        for (const [event, ...args] of this.waiting.splice(0)) {
          (client.emit as (event: unknown, ...rest: unknown[]) => void)(event, ...args);
        }
        return client;
      })
      .catch(this.failedToLoad);
    return this.loading;
  }

  /**
   * The client's chunk did not come (offline, a release replaced it): told once as a failed
   * connection is, and tried again as socket.io retries one.
   */
  private readonly failedToLoad = (error: Error): never => {
    this.loading = null;
    this.deliver('connect_error', [error]);
    this.retry ??= setTimeout(() => {
      this.retry = null;
      if (this.wanted) this.connect();
    }, SOCKET_OPTIONS.reconnectionDelayMax);
    throw error;
  };

  /** Calls this socket's listeners of `event` (Emitter's own emit: `emit` here sends). */
  private deliver(event: string, args: unknown[]): void {
    (Emitter.prototype.emit as (event: string, ...rest: unknown[]) => unknown).call(
      this,
      event,
      ...args,
    );
  }
}

export type { AppSocket };

let socket: AppSocket | null = null;

/** The app's single socket, created on first use and not connected until `connectSocket`. */
export function getSocket(): AppSocket {
  socket ??= new AppSocket();
  return socket;
}

/** Loads the socket.io client if it is not yet, then connects (unless disconnected meanwhile). */
export function connectSocket(): AppSocket {
  const s = getSocket();
  s.connect();
  return s;
}

export function disconnectSocket(): void {
  socket?.disconnect();
}
