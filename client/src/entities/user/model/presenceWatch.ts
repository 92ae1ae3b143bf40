import type { AppSocket } from '@/shared/api';

// The server takes at most this many ids an event (PresenceWatchPayload).
const IDS_PER_EVENT = 100;
// Dots mount and unmount in bursts (a feed page, a scroll); one event per burst keeps the socket
// well inside its event limit.
const FLUSH_MS = 400;

const shown = new Map<string, number>();
const toWatch = new Set<string>();
const toUnwatch = new Set<string>();
let socket: AppSocket | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

/**
 * The users whose online dots are on screen. The server pushes a user's presence only to the
 * sockets that watch them (`watch_presence`), so every dot says so while it is mounted. Counted
 * per user: two dots of one user watch once, and the last to go unwatches. The release answers
 * whether it was the last.
 */
export function watchPresence(userId: string): () => boolean {
  const count = shown.get(userId) ?? 0;
  shown.set(userId, count + 1);
  if (count === 0 && !toUnwatch.delete(userId)) {
    toWatch.add(userId);
    schedule();
  }
  return () => {
    const left = (shown.get(userId) ?? 1) - 1;
    if (left > 0) {
      shown.set(userId, left);
      return false;
    }
    shown.delete(userId);
    if (!toWatch.delete(userId)) {
      toUnwatch.add(userId);
      schedule();
    }
    return true;
  };
}

/**
 * Sends the watch list over the session's socket, whole on every (re)connect: a new socket on the
 * server starts watching no one. Answers the unbinding.
 */
export function bindPresenceWatch(sessionSocket: AppSocket): () => void {
  socket = sessionSocket;
  const resend = () => {
    toUnwatch.clear();
    toWatch.clear();
    shown.forEach((_, id) => toWatch.add(id));
    flush();
  };
  sessionSocket.on('connect', resend);
  if (sessionSocket.connected) resend();
  return () => {
    sessionSocket.off('connect', resend);
    if (socket === sessionSocket) socket = null;
  };
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
    to.emit('watch_presence', { [key]: list.slice(i, i + IDS_PER_EVENT) });
  }
}
