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
 * first), detached when the entry is removed. `onConnect` runs each time the socket connects
 * while the entry is cached, for pushes sent while it was not: after a reconnection, and after
 * the first connection when the entry loaded before it (the socket's client comes after the
 * first screen, so at start-up it usually does).
 */
export async function listenWhileCached(
  api: CacheEntryLifecycle,
  listeners: SocketListeners,
  onConnect?: () => void,
): Promise<void> {
  try {
    await api.cacheDataLoaded;
  } catch {
    return;
  }
  const socket = getSocket();
  const entries = Object.entries(listeners) as [keyof ServerToClientEvents, () => void][];
  for (const [event, listener] of entries) socket.on(event, listener);
  if (onConnect) socket.on('connect', onConnect);
  await api.cacheEntryRemoved;
  for (const [event, listener] of entries) socket.off(event, listener);
  if (onConnect) socket.off('connect', onConnect);
}
