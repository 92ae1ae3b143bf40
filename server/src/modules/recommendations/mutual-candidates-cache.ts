import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AppConfig } from '../../config/app-config';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RedisBroadcast } from '../../core/realtime/redis-broadcast';

/** Readers whose candidates are kept at once; past it the oldest go. */
const MAX_READERS = 10_000;
const CHANNEL = 'sportsnet:mutual-candidates:invalidate';

/** A reader's candidates, best first, with how many of the reader's connections each shares. */
export interface RankedCandidates {
  ids: string[];
  counts: number[];
}

interface Entry {
  ranked: RankedCandidates;
  expires: number;
}

/**
 * Each reader's ranked mutual-connection candidates, kept for RECOMMENDATIONS_CACHE_TTL_MS.
 * Ranking walks every connection of every connection of the reader (a thousand rows for fifty
 * connections), while the answer moves only as the network grows. Only the ranking is kept:
 * whether the reader may see each candidate (blocks, hibernation) and is not connected to them
 * yet is asked again on every read, so those show at once. The reader's own connection changes
 * (new second hops) drop their entry, on every replica with REDIS_URL; connections made between
 * other people reach the ranking within the TTL.
 */
@Injectable()
export class MutualCandidatesCache implements OnModuleDestroy {
  private readonly logger = new Logger(MutualCandidatesCache.name);
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<RankedCandidates>>();
  /** Bumped by every invalidation: a ranking begun before it is never stored after it. */
  private generation = 0;
  private readonly ttl: number;
  private readonly others: RedisBroadcast;

  constructor(config: AppConfig) {
    this.ttl = config.RECOMMENDATIONS_CACHE_TTL_MS;
    this.others = new RedisBroadcast(
      this.ttl > 0 ? config.REDIS_URL : undefined,
      CHANNEL,
      this.logger,
      { onMessage: (ids) => this.dropHere(ids.split(',')), onGap: () => this.dropHere(null) },
    );
  }

  /** `readerId`'s candidates, from memory while fresh, else from `rank` (once per reader at a time). */
  async ranked(readerId: string, rank: () => Promise<RankedCandidates>): Promise<RankedCandidates> {
    if (this.ttl <= 0) return rank();
    const hit = this.entries.get(readerId);
    if (hit && hit.expires > Date.now()) return hit.ranked;
    const running = this.pending.get(readerId);
    if (running) return running;
    const generation = this.generation;
    const ranking = rank()
      .then((ranked) => {
        if (generation === this.generation) {
          this.entries.delete(readerId);
          if (this.entries.size >= MAX_READERS) {
            this.entries.delete(this.entries.keys().next().value!);
          }
          this.entries.set(readerId, { ranked, expires: Date.now() + this.ttl });
        }
        return ranked;
      })
      .finally(() => this.pending.delete(readerId));
    this.pending.set(readerId, ranking);
    return ranking;
  }

  @OnEvent('connection.changed')
  onConnectionChanged({ actorId, otherId }: DomainEvents['connection.changed']): void {
    if (this.ttl <= 0) return;
    this.dropHere([actorId, otherId]);
    this.others.publish(`${actorId},${otherId}`);
  }

  /** Drops these readers' entries (all with null). */
  private dropHere(readerIds: string[] | null): void {
    this.generation += 1;
    for (const id of readerIds ?? [...this.entries.keys()]) {
      this.entries.delete(id);
      this.pending.delete(id);
    }
  }

  onModuleDestroy(): Promise<void> {
    return this.others.close();
  }
}
