import type { ServerToClientEvents } from './contracts';
import { getSocket } from './socket';

/** Socket listeners by event name, typed with the server's event map. */
export type SocketListeners = { [E in keyof ServerToClientEvents]?: ServerToClientEvents[E] };

interface CacheEntryLifecycle {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * Socket listeners that live as long as an RTK Query cache entry (for `onCacheEntryAdded`):
 * attached once the entry's first load succeeded (never, if it failed or the entry went away
 * first), detached when the entry is removed. `onReconnect` runs after each reconnection, for
 * pushes missed while the socket was away.
 */
export async function listenWhileCached(
  api: CacheEntryLifecycle,
  listeners: SocketListeners,
  onReconnect?: () => void,
): Promise<void> {
  try {
    await api.cacheDataLoaded;
  } catch {
    return;
  }
  const socket = getSocket();
  const entries = Object.entries(listeners) as [keyof ServerToClientEvents, () => void][];
  for (const [event, listener] of entries) socket.on(event, listener);
  if (onReconnect) socket.io.on('reconnect', onReconnect);
  await api.cacheEntryRemoved;
  for (const [event, listener] of entries) socket.off(event, listener);
  if (onReconnect) socket.io.off('reconnect', onReconnect);
}
