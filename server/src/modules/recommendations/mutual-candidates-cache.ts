import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AppConfig } from '../../config/app-config';
import { ReplicatedCache } from '../../core/cache/replicated-cache';
import type { DomainEvents } from '../../core/realtime/domain-events';

/** A reader's candidates, best first, with how many of the reader's connections each shares. */
export interface RankedCandidates {
  ids: string[];
  counts: number[];
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
  private readonly rankings: ReplicatedCache<RankedCandidates>;

  constructor(config: AppConfig) {
    this.rankings = new ReplicatedCache({
      ttl: config.RECOMMENDATIONS_CACHE_TTL_MS,
      max: 10_000,
      channel: 'sportsnet:mutual-candidates:invalidate',
      redisUrl: config.REDIS_URL,
      logger: new Logger(MutualCandidatesCache.name),
    });
  }

  /** Off (RECOMMENDATIONS_CACHE_TTL_MS=0): every page ranks afresh. */
  get enabled(): boolean {
    return this.rankings.enabled;
  }

  /** `readerId`'s candidates, from memory while fresh, else from `rank` (once per reader at a time). */
  ranked(readerId: string, rank: () => Promise<RankedCandidates>): Promise<RankedCandidates> {
    return this.rankings.read(readerId, rank);
  }

  @OnEvent('connection.changed')
  onConnectionChanged({ actorId, otherId }: DomainEvents['connection.changed']): void {
    this.rankings.drop([actorId, otherId]);
  }

  onModuleDestroy(): Promise<void> {
    return this.rankings.close();
  }
}
