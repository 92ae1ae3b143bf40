import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AppConfig } from '../../config/app-config';
import { RedisBroadcast } from '../../core/realtime/redis-broadcast';

/** Distinct pages kept at once (media filter × limit × cursor); past it the oldest goes. */
const MAX_PAGES = 200;
const CHANNEL = 'sportsnet:feed-cache:invalidate';

interface Entry {
  body: string;
  expires: number;
  generation: number;
}

/**
 * The anonymous feed, serialised once and shared by every anonymous reader for a short while
 * (FEED_CACHE_TTL_MS). Only anonymous pages are kept: under the visibility rule every anonymous
 * caller sees exactly the same posts (public posts of awake authors, no community posts), while
 * what a signed-in reader sees depends on their blocks, connections and communities.
 *
 * Anything that changes what a page shows clears it at once: a post written, edited or deleted,
 * a like, save, repost or comment (the counts), a privacy change, an account put to sleep, woken
 * or deleted. With REDIS_URL the clearing is published, so every replica and worker drops its
 * copy too. What no event announces (a new name or avatar, the online dot) waits out the TTL.
 */
@Injectable()
export class FeedCache implements OnModuleDestroy {
  private readonly logger = new Logger(FeedCache.name);
  private readonly pages = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<string>>();
  /** Bumped by every invalidation: a page read before it is never stored after it. */
  private generation = 0;
  private readonly ttl: number;
  private readonly others: RedisBroadcast;

  constructor(config: AppConfig) {
    this.ttl = config.FEED_CACHE_TTL_MS;
    const clear = () => this.clearHere();
    this.others = new RedisBroadcast(
      this.enabled ? config.REDIS_URL : undefined,
      CHANNEL,
      this.logger,
      {
        onMessage: clear,
        onGap: clear,
      },
    );
  }

  get enabled(): boolean {
    return this.ttl > 0;
  }

  /**
   * The page's JSON for `key`, from memory while fresh, else from `load` (once however many
   * readers ask at the same moment).
   */
  async page(key: string, load: () => Promise<string>): Promise<string> {
    const hit = this.pages.get(key);
    if (hit && hit.expires > Date.now() && hit.generation === this.generation) return hit.body;
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generation;
    const loading = load()
      .then((body) => {
        if (generation === this.generation) {
          this.pages.delete(key);
          if (this.pages.size >= MAX_PAGES) this.pages.delete(this.pages.keys().next().value!);
          this.pages.set(key, { body, expires: Date.now() + this.ttl, generation });
        }
        return body;
      })
      .finally(() => this.pending.delete(key));
    this.pending.set(key, loading);
    return loading;
  }

  @OnEvent('post.created')
  @OnEvent('post.updated')
  @OnEvent('post.deleted')
  @OnEvent('post.engagement.changed')
  @OnEvent('comment.changed')
  @OnEvent('privacy.changed')
  @OnEvent('account.hibernated')
  @OnEvent('account.reactivated')
  @OnEvent('account.deleted')
  invalidate(): void {
    if (!this.enabled) return;
    this.clearHere();
    this.others.publish();
  }

  private clearHere(): void {
    this.generation += 1;
    this.pages.clear();
    // Readers already waiting get the page they asked for; the next ones read afresh.
    this.pending.clear();
  }

  onModuleDestroy(): Promise<void> {
    return this.others.close();
  }
}
