import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';

const SHUTDOWN_WAIT_MS = 5000;

/**
 * Domain events are handled off the request (`async` listeners). Work still running when the app
 * closes would meet a closed database pool, so every handler an `emit` starts is tracked: the app
 * waits for them (bounded) before the pools close, and `settled()` lets a caller wait for quiet.
 */
@Injectable()
export class EventDrain implements BeforeApplicationShutdown {
  private readonly pending = new Set<Promise<unknown>>();

  constructor(emitter: EventEmitter2) {
    // emitAsync calls the same listeners as emit, in the same order, and hands back their promises.
    emitter.emit = (event, ...values) => {
      const handled = emitter.emitAsync(event, ...values) as Promise<unknown> | false;
      if (handled) this.track(handled);
      return emitter.listeners(event).length > 0;
    };
  }

  /** Resolves once no handler is running, counting those started by handlers meanwhile. */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
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

  private track(work: Promise<unknown>): void {
    const done = work.catch(() => undefined).finally(() => this.pending.delete(done));
    this.pending.add(done);
  }
}
