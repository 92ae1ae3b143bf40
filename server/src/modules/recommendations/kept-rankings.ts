import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AppConfig } from '../../config/app-config';
import { ReplicatedCache } from '../../core/cache/replicated-cache';
import type { DomainEvents } from '../../core/realtime/domain-events';

/** A reader's candidates, best first, with the count each was ranked by. */
export interface RankedCandidates {
  ids: string[];
  counts: number[];
}

/** Fans ranked by the teams they share with the reader, with those teams (one list a fan). */
export interface RankedFans extends RankedCandidates {
  sharedTeams: string[][];
}

/** What each kind of recommendation keeps of a reader's ranking. */
export interface Rankings {
  mutual: RankedCandidates;
  teams: RankedFans;
}

type Kind = keyof Rankings;
const KINDS: Kind[] = ['mutual', 'teams'];

/**
 * Rankings kept at once, of both kinds (past it the oldest goes). A ranking of 200 takes about
 * 15 kB of heap (mutual) or 38 kB (teams, with each fan's shared teams): at most about 150 MB.
 * Rankings older than the TTL go as new ones come (KeptValues).
 */
const MAX_KEPT = 4_000;

/**
 * Each reader's ranked candidates, for mutual connections and for shared teams, kept for
 * RECOMMENDATIONS_CACHE_TTL_MS. Ranking walks every connection of every connection of the
 * reader, or every fan who shares two of the reader's teams, while the answer moves only as the
 * network grows; a page of a kept ranking costs a lookup of its twenty ids. Only the ranking is
 * kept: whether the reader may see each candidate (blocks, hibernation) and is not connected to
 * them yet is asked again on every read, so those show at once. What changes a reader's own
 * ranking drops it, on every replica with REDIS_URL: their connections (new second hops), a block
 * either way (it cuts their connections, and an unblock brings back who the ranking left out),
 * and their Fan section (their teams). A privacy change drops every ranking: whether a network
 * may be seen (`showFollowers`, `profileVisibility`) decides which second hops count for all of
 * that user's connections, and it must hold at once. Other changes between other people reach a
 * ranking within the TTL.
 */
@Injectable()
export class KeptRankings implements OnModuleDestroy {
  private readonly rankings: ReplicatedCache<Rankings[Kind]>;

  constructor(config: AppConfig) {
    this.rankings = new ReplicatedCache({
      ttl: config.RECOMMENDATIONS_CACHE_TTL_MS,
      max: MAX_KEPT,
      channel: 'sportsnet:kept-rankings:invalidate',
      redisUrl: config.REDIS_URL,
      logger: new Logger(KeptRankings.name),
    });
  }

  /** Off (RECOMMENDATIONS_CACHE_TTL_MS=0): every page ranks afresh. */
  get enabled(): boolean {
    return this.rankings.enabled;
  }

  /** `readerId`'s ranking of `kind`, from memory while fresh, else from `rank` (once at a time). */
  ranked<K extends Kind>(
    kind: K,
    readerId: string,
    rank: () => Promise<Rankings[K]>,
  ): Promise<Rankings[K]> {
    // The key names the kind, so what is read is what `rank` of that kind made.
    return this.rankings.read(`${kind}:${readerId}`, rank) as Promise<Rankings[K]>;
  }

  @OnEvent('connection.changed')
  onConnectionChanged({ actorId, otherId }: DomainEvents['connection.changed']): void {
    this.drop([actorId, otherId]);
  }

  @OnEvent('user.blocked')
  @OnEvent('user.unblocked')
  onBlockChanged({ blockerId, blockedId }: DomainEvents['user.blocked']): void {
    this.drop([blockerId, blockedId]);
  }

  @OnEvent('privacy.changed')
  onPrivacyChanged(): void {
    this.rankings.clear();
  }

  @OnEvent('fan_profile.changed')
  onFanProfileChanged({ userId }: DomainEvents['fan_profile.changed']): void {
    this.rankings.drop([`teams:${userId}`]);
  }

  private drop(readerIds: string[]): void {
    this.rankings.drop(readerIds.flatMap((id) => KINDS.map((kind) => `${kind}:${id}`)));
  }

  onModuleDestroy(): Promise<void> {
    return this.rankings.close();
  }
}
