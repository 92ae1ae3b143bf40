import { Injectable } from '@nestjs/common';
import type { ServerResponse } from 'node:http';

/**
 * HTTP requests whose handler has not answered yet. A shutdown waits for them before the
 * database pool closes: the HTTP server's own drain ends when the sockets close, and a client
 * that left mid-request closes its socket while its handler is still between two statements.
 * A handler ends by calling `res.end` (through `json`, `send` or the error filter), which it does
 * whether or not the client is still there.
 */
@Injectable()
export class InFlightRequests {
  private open = 0;
  private waiting: (() => void)[] = [];

  /** Counts `res` until its first `end`. */
  track(res: ServerResponse): void {
    this.open++;
    const end = res.end;
    let counted = true;
    res.end = ((...args: Parameters<typeof end>) => {
      if (counted) {
        counted = false;
        if (--this.open === 0) for (const wake of this.waiting.splice(0)) wake();
      }
      return end.apply(res, args);
    }) as typeof end;
  }

  /** Resolves once every tracked request has answered. */
  settled(): Promise<void> {
    return this.open === 0 ? Promise.resolve() : new Promise((r) => this.waiting.push(r));
  }
}
