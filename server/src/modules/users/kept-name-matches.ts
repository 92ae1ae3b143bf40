import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { ReplicatedCache } from '../../core/cache/replicated-cache';

/** The first users whose names contain a term, in the search's order, with each one's cursor key. */
export interface NameMatches {
  ids: string[];
  keys: string[];
}

/** Matches kept of a term: a search past them asks the database. */
export const KEPT_MATCHES = 200;

/**
 * Terms kept at once (past it the oldest goes). 200 matches take about 21 kB of heap (ids and
 * keys as pg hands them over), so at most about 42 MB; terms older than the TTL go as new ones
 * come (KeptValues).
 */
const MAX_TERMS = 2_000;

/**
 * The users whose names contain a term, kept per term for USER_SEARCH_CACHE_TTL_MS and shared by
 * every searcher: matching a term walks a trigram index, and the same terms come back from many
 * people (a star's name, the letters typed before it). Who may see each match (blocks,
 * hibernation, the searcher themself) is asked again on every search. Names change only at a
 * sign-up or a new full name, and either clears every term on every replica (with REDIS_URL); a
 * deleted user is gone from the page at once, as the page joins `users`.
 */
@Injectable()
export class KeptNameMatches implements OnModuleDestroy {
  private readonly matches: ReplicatedCache<NameMatches>;

  constructor(config: AppConfig) {
    this.matches = new ReplicatedCache({
      ttl: config.USER_SEARCH_CACHE_TTL_MS,
      max: MAX_TERMS,
      channel: 'sportsnet:kept-name-matches:invalidate',
      redisUrl: config.REDIS_URL,
      logger: new Logger(KeptNameMatches.name),
    });
  }

  /** Off (USER_SEARCH_CACHE_TTL_MS=0): every search matches afresh. */
  get enabled(): boolean {
    return this.matches.enabled;
  }

  /** The matches of `term`, from memory while fresh, else from `match` (once at a time). */
  of(term: string, match: () => Promise<NameMatches>): Promise<NameMatches> {
    // Encoded: a kept key never holds a comma (ReplicatedCache).
    return this.matches.read(encodeURIComponent(term), match);
  }

  /** A name was added or changed: no kept term can be trusted. */
  namesChanged(): void {
    this.matches.clear();
  }

  onModuleDestroy(): Promise<void> {
    return this.matches.close();
  }
}
