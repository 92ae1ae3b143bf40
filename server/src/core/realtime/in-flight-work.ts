import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';

const SHUTDOWN_WAIT_MS = 5000;

/**
 * Work that runs after its request answered or outside any request: the handlers of domain events
 * (`async` listeners) and what a socket sets off when it connects or asks to join a room. Work
 * still running when the app closes would meet a closed database pool, so it is tracked here: the
 * app waits for it (bounded) before the pools close, and `settled()` lets a caller wait for quiet.
 * Every `emit` is tracked without its callers knowing; sockets call `track`.
 */
@Injectable()
export class InFlightWork implements BeforeApplicationShutdown {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(emitter: EventEmitter2) {
    // emitAsync calls the same listeners as emit, in the same order, and hands back their promises.
    emitter.emit = (event, ...values) => {
      const handled = emitter.emitAsync(event, ...values) as Promise<unknown> | false;
      if (handled) void this.track(handled).catch(() => undefined);
      return emitter.listeners(event).length > 0;
    };
  }

  /** `work`, unchanged, counted until it settles. */
  track<T>(work: Promise<T>): Promise<T> {
    const done = work.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
    return work;
  }

  /** Resolves once nothing tracked is running, counting work started meanwhile. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async beforeApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const cap = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, SHUTDOWN_WAIT_MS);
      timer.unref();
    });
    await Promise.race([this.settled(), cap]);
    clearTimeout(timer);
  }
}
