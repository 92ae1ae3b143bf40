import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { AppConfig } from '../../config/app-config';
import { ReplicatedCache } from '../../core/cache/replicated-cache';

/** Distinct pages kept at once (media filter × limit × cursor); past it the oldest goes. */
const MAX_PAGES = 200;
const CHANNEL = 'sportsnet:feed-cache:invalidate';

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
  private readonly pages: ReplicatedCache<string>;

  constructor(config: AppConfig) {
    this.pages = new ReplicatedCache({
      ttl: config.FEED_CACHE_TTL_MS,
      max: MAX_PAGES,
      channel: CHANNEL,
      redisUrl: config.REDIS_URL,
      logger: new Logger(FeedCache.name),
    });
  }

  get enabled(): boolean {
    return this.pages.enabled;
  }

  /**
   * The page's JSON for `key`, from memory while fresh, else from `load` (once however many
   * readers ask at the same moment).
   */
  page(key: string, load: () => Promise<string>): Promise<string> {
    return this.pages.read(key, load);
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
  @OnEvent('moderation.content')
  invalidate(): void {
    // Readers already waiting get the page they asked for; the next ones read afresh.
    this.pages.clear();
  }

  onModuleDestroy(): Promise<void> {
    return this.pages.close();
  }
}
