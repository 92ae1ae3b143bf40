import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { CounterStore } from '../http/counter-store';
import { parseRate } from '../http/write-limit';

/**
 * What one account, and one address, may spend on sockets: connections (reconnects included) per
 * window, counted in CounterStore (Redis when set, so every replica counts together), and events
 * per window across all of an account's sockets (this replica's count: a reconnect does not start
 * it over). The number of sockets open at once is the gateway's (RealtimePublisher
 * `closeOldestSockets`).
 */
@Injectable()
export class SocketBudget {
  private readonly logger = new Logger(SocketBudget.name);
  private readonly events = new Map<string, { start: number; count: number }>();
  private sweeps = 0;

  constructor(
    private readonly store: CounterStore,
    private readonly config: AppConfig,
  ) {}

  /** One more connection from `address`; false past SOCKET_CONNECT_LIMIT_ADDRESS. */
  connectFromAddress(address: string): Promise<boolean> {
    return this.take(`socket-connect:address:${address}`, this.config.SOCKET_CONNECT_LIMIT_ADDRESS);
  }

  /** One more connection of the account; false past SOCKET_CONNECT_LIMIT. */
  connectAsAccount(userId: string): Promise<boolean> {
    return this.take(`socket-connect:account:${userId}`, this.config.SOCKET_CONNECT_LIMIT);
  }

  /** One more event from any socket of the account; false past SOCKET_ACCOUNT_EVENT_LIMIT. */
  event(userId: string, now = Date.now()): boolean {
    const { limit, windowSeconds } = parseRate(this.config.SOCKET_ACCOUNT_EVENT_LIMIT);
    this.sweep(now, windowSeconds);
    let entry = this.events.get(userId);
    if (!entry || now - entry.start >= windowSeconds * 1000) {
      entry = { start: now, count: 0 };
      this.events.set(userId, entry);
    }
    entry.count += 1;
    return entry.count <= limit;
  }

  private async take(key: string, rate: string): Promise<boolean> {
    const { limit, windowSeconds } = parseRate(rate);
    try {
      const { count } = await this.store.hit(key, windowSeconds);
      return count <= limit;
    } catch (error) {
      // Counters unreachable (Redis away): sockets still connect; the other limits still hold.
      this.logger.warn(`Socket connection counter unavailable: ${String(error)}`);
      return true;
    }
  }

  /** Now and then, forget the windows that ended, so accounts gone do not stay in memory. */
  private sweep(now: number, windowSeconds: number): void {
    if (++this.sweeps % 1000 !== 0) return;
    for (const [id, entry] of this.events) {
      if (now - entry.start >= windowSeconds * 1000) this.events.delete(id);
    }
  }
}
