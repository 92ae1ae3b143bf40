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
