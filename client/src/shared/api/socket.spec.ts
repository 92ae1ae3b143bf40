import { Emitter } from '@socket.io/component-emitter';
import type * as SocketApi from './socket';

type AnyEvents = Record<string, (...args: unknown[]) => void>;

/** A stand-in for the socket.io client: what the server sends is `receive`d, what goes out is `sent`. */
class FakeClient extends Emitter<AnyEvents, AnyEvents, AnyEvents> {
  readonly sent: unknown[][] = [];
  connected = false;
  active = false;
  connects = 0;
  private any: ((event: string, ...args: unknown[]) => void)[] = [];

  onAny(listener: (event: string, ...args: unknown[]) => void) {
    this.any.push(listener);
    return this;
  }
  override emit(event: string, ...args: unknown[]) {
    this.sent.push([event, ...args]);
    return this;
  }
  connect() {
    this.connects += 1;
    this.active = true;
    return this;
  }
  disconnect() {
    this.connected = this.active = false;
    return this;
  }
  /** The server pushes `event`. */
  receive(event: string, ...args: unknown[]) {
    this.any.forEach((listener) => listener(event, ...args));
  }
  /** socket.io raises one of its own events (connect, connect_error). */
  raise(event: string, ...args: unknown[]) {
    this.emitReserved(event, ...args);
  }
}

let client: FakeClient;
let created: number;
let unreachable: boolean;
jest.mock('./socketClient', () => ({
  createSocketIoClient: () => {
    if (unreachable) throw new Error('Failed to fetch dynamically imported module');
    created += 1;
    client = new FakeClient();
    return client;
  },
}));

type SocketModule = typeof SocketApi;
let api: SocketModule;
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  created = 0;
  unreachable = false;
  jest.isolateModules(() => {
    api = jest.requireActual<SocketModule>('./socket');
  });
});

it('loads nothing until a session connects, then connects the socket.io client once', async () => {
  const socket = api.getSocket();
  socket.on('post_update', jest.fn());
  await loaded();
  expect(created).toBe(0);
  expect(socket.connected).toBe(false);

  api.connectSocket();
  api.connectSocket();
  await loaded();
  expect(created).toBe(1);
  expect(client.connects).toBe(1);
});

it('hands the listeners added before the load every push and socket event after it', async () => {
  const socket = api.getSocket();
  const onPost = jest.fn();
  const onConnect = jest.fn();
  socket.on('post_update', onPost);
  socket.on('connect', onConnect);
  api.connectSocket();
  await loaded();

  client.receive('post_update', { postId: 'p1', likes: 3 });
  client.raise('connect');
  expect(onPost).toHaveBeenCalledWith({ postId: 'p1', likes: 3 });
  expect(onConnect).toHaveBeenCalledTimes(1);

  socket.off('post_update', onPost);
  client.receive('post_update', { postId: 'p1', likes: 4 });
  expect(onPost).toHaveBeenCalledTimes(1);
});

it('sends what was emitted before the load once the client is there, and later emits at once', async () => {
  const socket = api.getSocket();
  socket.emit('join', 'community-1');
  api.connectSocket();
  await loaded();
  expect(client.sent).toEqual([['join', 'community-1']]);

  socket.emit('typing_started', { chatId: 'c1', receiverId: 'u2' });
  expect(client.sent).toEqual([
    ['join', 'community-1'],
    ['typing_started', { chatId: 'c1', receiverId: 'u2' }],
  ]);
});

it('does not connect, nor send for it, when the session ended while the client was loading', async () => {
  api.getSocket().emit('join', 'community-1');
  api.connectSocket();
  api.disconnectSocket();
  await loaded();
  expect(created).toBe(1);
  expect(client.connects).toBe(0);
  expect(client.sent).toEqual([]);

  api.connectSocket();
  await loaded();
  expect(client.connects).toBe(1);
  api.disconnectSocket();
  expect(client.active).toBe(false);
});

it('says the connection failed when the client cannot be loaded, and tries again', async () => {
  jest.useFakeTimers();
  try {
    unreachable = true;
    const onError = jest.fn();
    api.getSocket().on('connect_error', onError);
    api.connectSocket();
    api.connectSocket();
    await jest.advanceTimersByTimeAsync(0);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.any(String) }));
    expect(created).toBe(0);

    unreachable = false;
    await jest.advanceTimersByTimeAsync(5000);
    expect(created).toBe(1);
    expect(client.connects).toBe(1);
  } finally {
    jest.useRealTimers();
  }
});

describe('when the server closes the socket', () => {
  /** Connected, as after a handshake the server accepted. */
  async function connected() {
    const socket = api.connectSocket();
    await jest.advanceTimersByTimeAsync(0);
    client.connected = true;
    client.raise('connect');
    return socket;
  }
  /** The socket drops for `reason`, as socket.io reports it. */
  function drop(reason: string) {
    client.connected = false;
    client.active = reason !== 'io server disconnect' && reason !== 'io client disconnect';
    client.raise('disconnect', reason);
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks again at once; a handshake refused as INVALID_TOKEN ends the session, once and quietly', async () => {
    const socket = await connected();
    const ended = jest.fn();
    const failed = jest.fn();
    socket.on('session_ended', ended);
    socket.on('connect_error', failed);

    drop('io server disconnect');
    await jest.advanceTimersByTimeAsync(0);
    expect(client.connects).toBe(2);

    client.raise('connect_error', new Error('INVALID_TOKEN'));
    client.raise('connect_error', new Error('INVALID_TOKEN'));
    expect(ended).toHaveBeenCalledTimes(1);
    expect(failed).not.toHaveBeenCalled();
  });

  it('a handshake refused while the server is without its database keeps the session and asks again', async () => {
    const socket = await connected();
    const ended = jest.fn();
    socket.on('session_ended', ended);
    drop('io server disconnect');
    await jest.advanceTimersByTimeAsync(0);
    expect(client.connects).toBe(2);
    // socket.io gives up after a refusal by the server's middleware.
    client.active = false;
    client.raise('connect_error', new Error('SERVICE_UNAVAILABLE'));
    await jest.advanceTimersByTimeAsync(4000);
    expect(client.connects).toBe(2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(client.connects).toBe(3);
    expect(ended).not.toHaveBeenCalled();
  });

  it('told it is one socket too many for the account, it stays closed (asking again would close another tab)', async () => {
    const socket = await connected();
    const told = jest.fn();
    socket.on('connection_closed', told);
    client.receive('connection_closed', { reason: 'too_many_connections' });
    drop('io server disconnect');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(told).toHaveBeenCalledWith({ reason: 'too_many_connections' });
    expect(client.connects).toBe(1);
  });

  it('a handshake refused as RATE_LIMITED (too many connections lately) asks again later', async () => {
    const socket = await connected();
    const failed = jest.fn();
    socket.on('connect_error', failed);
    drop('io server disconnect');
    await jest.advanceTimersByTimeAsync(0);
    expect(client.connects).toBe(2);
    client.active = false;
    client.raise('connect_error', new Error('RATE_LIMITED'));
    expect(failed).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(14_000);
    expect(client.connects).toBe(2);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(client.connects).toBe(3);
  });

  it('a handshake refused as TOKEN_EXPIRED (the token ran out) ends the session too', async () => {
    const socket = await connected();
    const ended = jest.fn();
    socket.on('session_ended', ended);
    drop('io server disconnect');
    await jest.advanceTimersByTimeAsync(0);
    client.raise('connect_error', new Error('TOKEN_EXPIRED'));
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('a handshake accepted again (the server shed a noisy socket, or restarted) keeps the session', async () => {
    const socket = await connected();
    const ended = jest.fn();
    socket.on('session_ended', ended);
    drop('io server disconnect');
    await jest.advanceTimersByTimeAsync(0);
    client.connected = true;
    client.raise('connect');
    expect(ended).not.toHaveBeenCalled();

    // Closed again moments later (a server going down): the next try waits, as socket.io's would.
    drop('io server disconnect');
    await jest.advanceTimersByTimeAsync(4000);
    expect(client.connects).toBe(2);
    await jest.advanceTimersByTimeAsync(1000);
    expect(client.connects).toBe(3);
  });

  it('a lost connection or our own disconnect is left to socket.io and ends nothing', async () => {
    const socket = await connected();
    const ended = jest.fn();
    const failed = jest.fn();
    socket.on('session_ended', ended);
    socket.on('connect_error', failed);
    for (const reason of ['transport close', 'ping timeout', 'transport error']) drop(reason);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(client.connects).toBe(1);
    client.raise('connect_error', new Error('xhr poll error'));
    expect(failed).toHaveBeenCalledTimes(1);

    api.disconnectSocket();
    drop('io client disconnect');
    client.raise('connect_error', new Error('INVALID_TOKEN'));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(client.connects).toBe(1);
    expect(ended).not.toHaveBeenCalled();
  });

  it('ending the session here closes the socket first; a failed attempt brings it back', async () => {
    const socket = await connected();
    const ended = jest.fn();
    socket.on('session_ended', ended);

    await expect(
      api.endingSession(async () => {
        expect(client.active).toBe(false);
        throw new Error('wrong password');
      }),
    ).rejects.toThrow('wrong password');
    await jest.advanceTimersByTimeAsync(0);
    expect(client.connects).toBe(2);

    await api.endingSession(async () => {
      // The server closes the session's sockets before it answers.
      drop('io server disconnect');
      client.raise('connect_error', new Error('INVALID_TOKEN'));
      return 'done';
    });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(client.connects).toBe(2);
    expect(ended).not.toHaveBeenCalled();
  });
});

describe('socketConnected', () => {
  const settled = (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    return () => done;
  };

  it('lets a read go at once when no session wants the socket', async () => {
    const isDone = settled(api.socketConnected(10_000));
    await loaded();
    expect(isDone()).toBe(true);
  });

  it('holds a read until the connection, so no push can fall between them', async () => {
    api.connectSocket();
    await loaded();
    const isDone = settled(api.socketConnected(10_000));
    await loaded();
    expect(isDone()).toBe(false);
    client.connected = true;
    client.raise('connect');
    await loaded();
    expect(isDone()).toBe(true);
  });

  it('does not hold it for a socket that fails, nor longer than its bound', async () => {
    api.connectSocket();
    await loaded();
    const failed = settled(api.socketConnected(10_000));
    client.raise('connect_error', new Error('xhr poll error'));
    await loaded();
    expect(failed()).toBe(true);

    jest.useFakeTimers();
    const bounded = settled(api.socketConnected(3000));
    jest.advanceTimersByTime(3000);
    jest.useRealTimers();
    await loaded();
    expect(bounded()).toBe(true);
  });
});
