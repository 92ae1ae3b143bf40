import type { Socket } from 'socket.io';
import { findInputProblem } from '../http/input-text';
import { parseRate } from '../http/write-limit';

/**
 * Applied to every event a client emits, whatever its name (join, follow, typing and any added
 * later): at most `rate` events per window per socket, as many as `accountAllows` lets the
 * account send across its sockets, and the HTTP text rule on its payload. An event over a limit
 * or with a bad payload is dropped (its acknowledgement, if any, says false); a socket that
 * keeps going at twice its own limit is disconnected.
 */
export function guardIncomingEvents(
  socket: Socket,
  rate: string,
  accountAllows: () => boolean = () => true,
): void {
  const { limit, windowSeconds } = parseRate(rate);
  let windowStart = Date.now();
  let count = 0;
  socket.use((packet, next) => {
    const now = Date.now();
    if (now - windowStart >= windowSeconds * 1000) {
      windowStart = now;
      count = 0;
    }
    count += 1;
    const ack = packet[packet.length - 1];
    const refuse = (reason: string) => {
      if (typeof ack === 'function') (ack as (ok: boolean) => void)(false);
      next(new Error(reason));
    };
    if (count > limit * 2) {
      socket.disconnect(true);
      return;
    }
    if (count > limit || !accountAllows()) return refuse('RATE_LIMITED');
    const args = typeof ack === 'function' ? packet.slice(1, -1) : packet.slice(1);
    if (findInputProblem(args, 'event')) return refuse('VALIDATION_FAILED');
    next();
  });
  // A refused event surfaces as an 'error' on the server socket; it needs no more handling.
  socket.on('error', () => undefined);
}

/** Disconnects the socket when its token's `exp` passes, as a logout does at once. */
export function disconnectAtExpiry(socket: Socket, token: string): void {
  let exp: unknown;
  try {
    exp = (
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
        exp?: unknown;
      }
    ).exp;
  } catch {
    exp = undefined;
  }
  if (typeof exp !== 'number') return;
  // setTimeout holds at most 2^31-1 ms (24.8 days); a longer token is checked again then.
  const wait = Math.min(exp * 1000 - Date.now(), 2 ** 31 - 1);
  const timer = setTimeout(
    () => {
      if ((exp as number) * 1000 <= Date.now()) socket.disconnect(true);
      else disconnectAtExpiry(socket, token);
    },
    Math.max(0, wait),
  );
  timer.unref();
  socket.once('disconnect', () => clearTimeout(timer));
}
