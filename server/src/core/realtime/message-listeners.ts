import type { MessageMappingProperties } from '@nestjs/websockets';
import type { Observable } from 'rxjs';

/** What a socket is to the listeners: socket.io's Socket, or a fake in a test. */
export interface ListenedSocket {
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
}

/**
 * A gateway's message handlers bound to one socket with one plain listener each. Nest's own
 * `IoAdapter.bindMessageHandlers` builds an rxjs pipeline per handler per socket
 * (`fromEvent`, `mergeMap`, `takeUntil`, a subscriber), kept for the socket's life: about 25 kB
 * of every idle socket's heap, most of what it costs beyond socket.io's own. Here a message's
 * answer is subscribed to only while it runs. What each message does is Nest's: the payload
 * split into data and acknowledgement (`mapPayload`), the handler's result through `transform`,
 * a `{ event, data }` answer emitted back, any other answer acknowledged (unless the handler
 * acknowledges itself), nothing for null or undefined.
 */
export function bindMessageListeners(
  socket: ListenedSocket,
  handlers: MessageMappingProperties[],
  transform: (data: unknown) => Observable<unknown>,
  mapPayload: (payload: unknown) => { data: unknown; ack?: unknown },
  onError: (message: string, error: unknown) => void,
): void {
  for (const { message, callback, isAckHandledManually } of handlers) {
    const name = String(message);
    // As rxjs's fromEvent hands it on: one argument as itself, several as their array.
    socket.on(name, (...args: unknown[]) => {
      const { data, ack } = mapPayload(args.length === 1 ? args[0] : args);
      let answer: Observable<unknown>;
      try {
        answer = transform(callback(data, ack));
      } catch (error) {
        // Nest's handlers are async and never throw here; if one did, it would be this
        // message's failure, not the socket's.
        onError(name, error);
        return;
      }
      answer.subscribe({
        next: (response) => {
          if (response === null || response === undefined) return;
          const { event, data: eventData } = response as { event?: string; data?: unknown };
          if (event) socket.emit(event, eventData);
          else if (!isAckHandledManually && typeof ack === 'function') ack(response);
        },
        // The gateways' exception filters answer errors; one past them is logged, and the
        // socket keeps its listeners (Nest's pipeline would have ended the handler for good).
        error: (error: unknown) => onError(name, error),
      });
    });
  }
}
