import { Emitter } from '@socket.io/component-emitter';
import { SOCKET_OPTIONS } from '../config';
import type { ClientToServerEvents, ServerToClientEvents } from './contracts';
import { isSessionErrorCode } from './sessionCodes';
import type { SocketIoClient } from './socketClient';

/**
 * The events of the socket itself that the app follows: socket.io's `connect` and
 * `connect_error`, and `session_ended` when the server refuses the session (see `reask`).
 */
interface SocketEvents {
  connect: () => void;
  connect_error: (error: Error) => void;
  session_ended: () => void;
}

/** socket.io's reason when the server closed the socket (it does not reconnect by itself then). */
const SERVER_CLOSED = 'io server disconnect';
/** The handshake's refusal when the account or address opened too many connections lately. */
const RATE_LIMITED = 'RATE_LIMITED';
/** How long a refused handshake waits before it asks again. */
const RATE_LIMITED_RETRY_MS = 15_000;

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
  private reasking: ReturnType<typeof setTimeout> | null = null;
  private lastServerClose = -Infinity;
  private isWanted = false;

  get connected(): boolean {
    return this.client?.connected ?? false;
  }

  /** A connection is asked for (signed in), whether or not it is up. */
  get wanted(): boolean {
    return this.isWanted;
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
    this.isWanted = true;
    this.load().then(
      (client) => {
        if (this.isWanted && !client.connected && !client.active) client.connect();
      },
      () => undefined, // told and retried by load()
    );
  }

  disconnect(): void {
    this.isWanted = false;
    this.waiting.length = 0;
    if (this.reasking) clearTimeout(this.reasking);
    this.reasking = null;
    const client = this.client;
    if (client && (client.connected || client.active)) client.disconnect();
  }

  /**
   * Runs `call`, by which this device ends its own session on the server (hibernation, account
   * deletion, logout). The server closes the session's sockets as it does so; this one is closed
   * first, so that is not taken for the session ending elsewhere. A failed call leaves the session
   * standing, and the socket comes back.
   */
  async endingSession<T>(call: () => Promise<T>): Promise<T> {
    const wanted = this.isWanted;
    this.disconnect();
    try {
      return await call();
    } catch (error) {
      if (wanted) this.connect();
      throw error;
    }
  }

  private load(): Promise<SocketIoClient> {
    this.loading ??= import('./socketClient')
      .then(({ createSocketIoClient }) => {
        const client = createSocketIoClient();
        client.onAny((event: string, ...args: unknown[]) => {
          // Closed for good (the account has too many sockets open; this one was the oldest):
          // asking again would close another tab's, so this one stays off until a reload.
          if (event === 'connection_closed') {
            this.isWanted = false;
            this.waiting.length = 0;
          }
          this.deliver(event, args);
        });
        client.on('connect', () => this.deliver('connect', []));
        client.on('connect_error', (error: Error) => this.connectFailed(error));
        client.on('disconnect', (reason: string) => {
          if (reason === SERVER_CLOSED) this.reask();
        });
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
      if (this.isWanted) this.connect();
    }, SOCKET_OPTIONS.reconnectionDelayMax);
    throw error;
  };

  /**
   * The handshake was refused. With a session code (INVALID_TOKEN, TOKEN_EXPIRED) the session is
   * over, as a 401 with that code says over HTTP: `session_ended`, once, and no more tries.
   * RATE_LIMITED (too many connections lately): asked again a while later. Otherwise the
   * connection failed and socket.io tries again.
   */
  private connectFailed(error: Error): void {
    if (!isSessionErrorCode(error.message)) {
      this.deliver('connect_error', [error]);
      // Refused by the server for another reason, socket.io stops trying on its own: too many
      // connections lately (RATE_LIMITED), or the server is briefly without its database
      // (SERVICE_UNAVAILABLE). Ask again later.
      if (this.client && !this.client.active) {
        this.retryLater(
          error.message === RATE_LIMITED
            ? RATE_LIMITED_RETRY_MS
            : SOCKET_OPTIONS.reconnectionDelayMax,
        );
      }
      return;
    }
    if (!this.isWanted) return;
    this.isWanted = false;
    this.waiting.length = 0;
    this.deliver('session_ended', []);
  }

  /**
   * The server closed this socket. It does so when the session ends (a logout or password change
   * elsewhere, hibernation, account deletion, the token's expiry), but also when it shuts down or
   * the socket sent too much. A new handshake tells which: refused with a session code, the
   * session is over (`connectFailed`); accepted, the socket is simply back. Asked at once, unless
   * the server closed the socket moments ago too (a server going down): then after the longest
   * reconnect delay, as socket.io would.
   */
  private reask(): void {
    if (!this.isWanted) return;
    const now = Date.now();
    const again = now - this.lastServerClose < SOCKET_OPTIONS.reconnectionDelayMax;
    this.lastServerClose = now;
    if (this.reasking) clearTimeout(this.reasking);
    this.reasking = setTimeout(
      () => {
        this.reasking = null;
        const client = this.client;
        if (this.isWanted && client && !client.connected && !client.active) client.connect();
      },
      again ? SOCKET_OPTIONS.reconnectionDelayMax : 0,
    );
  }

  private retryLater(ms: number): void {
    this.retry ??= setTimeout(() => {
      this.retry = null;
      const client = this.client;
      if (this.isWanted && client && !client.connected && !client.active) client.connect();
    }, ms);
  }

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

/** See AppSocket.endingSession: a call that ends this device's own session. */
export function endingSession<T>(call: () => Promise<T>): Promise<T> {
  return getSocket().endingSession(call);
}

/**
 * Resolves once the socket is connected (at once if it is, or if no connection is wanted), at
 * its first failed attempt, or after `maxWaitMs`, whichever comes first. A count read after the
 * connection needs no second read to catch the pushes sent before it; the rest keeps a socket
 * that cannot connect from holding the read back.
 */
export function socketConnected(maxWaitMs: number): Promise<void> {
  const s = getSocket();
  if (s.connected || !s.wanted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      s.off('connect', done);
      s.off('connect_error', done);
      resolve();
    };
    const timer = setTimeout(done, maxWaitMs);
    s.on('connect', done);
    s.on('connect_error', done);
  });
}
