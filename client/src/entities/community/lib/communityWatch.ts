import { useEffect } from 'react';
import { getSocket, type AppSocket } from '@/shared/api';

// The server takes at most this many ids an event (CommunityWatchPayload).
const IDS_PER_EVENT = 100;
// Cards mount and unmount in bursts (a page of a list): one event per burst.
const FLUSH_MS = 400;

const shown = new Map<string, number>();
const toWatch = new Set<string>();
const toUnwatch = new Set<string>();
let socket: AppSocket | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * A community's member count and its deletion reach only its members and the sockets that watch
 * it (`watch_communities`), so every card and page of a community watches it while mounted.
 * Counted per community: two cards of one community watch once, and the last to go unwatches.
 * The whole list is sent again on every (re)connect: a new socket watches nothing.
 */
export function useWatchCommunity(communityId: string | undefined): void {
  useEffect(() => {
    if (!communityId) return undefined;
    bind();
    const count = shown.get(communityId) ?? 0;
    shown.set(communityId, count + 1);
    if (count === 0 && !toUnwatch.delete(communityId)) {
      toWatch.add(communityId);
      schedule();
    }
    return () => {
      const left = (shown.get(communityId) ?? 1) - 1;
      if (left > 0) {
        shown.set(communityId, left);
        return;
      }
      shown.delete(communityId);
      if (!toWatch.delete(communityId)) {
        toUnwatch.add(communityId);
        schedule();
      }
    };
  }, [communityId]);
}

function bind(): void {
  if (socket) return;
  socket = getSocket();
  socket.on('connect', () => {
    toUnwatch.clear();
    toWatch.clear();
    shown.forEach((_, id) => toWatch.add(id));
    flush();
  });
}

function schedule(): void {
  timer ??= setTimeout(flush, FLUSH_MS);
}

function flush(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  // While disconnected there is nobody to tell; the next connect sends the whole list.
  if (!socket?.connected) {
    toWatch.clear();
    toUnwatch.clear();
    return;
  }
  send(socket, 'unwatch', toUnwatch);
  send(socket, 'watch', toWatch);
}

function send(to: AppSocket, key: 'watch' | 'unwatch', ids: Set<string>): void {
  const list = [...ids];
  ids.clear();
  for (let i = 0; i < list.length; i += IDS_PER_EVENT) {
    to.emit('watch_communities', { [key]: list.slice(i, i + IDS_PER_EVENT) });
  }
}
