import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';
import { VisibilityService } from '../visibility';

/** Likes, saves and reposts by anyone move the counters on every open screen that shows the post. */
@Injectable()
export class EngagementListener {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly visibility: VisibilityService,
  ) {}

  @OnEvent('post.engagement.changed', { async: true, promisify: true, suppressErrors: true })
  async onEngagement(change: DomainEvents['post.engagement.changed']): Promise<void> {
    // The actor's other tabs show the post as they left it: a click there must not flip it back.
    // Sent before any await, so that one's own changes arrive in the order they were made.
    this.publisher.toUser(change.actorId, 'my_engagement', {
      postId: change.postId,
      kind: change.kind,
      active: change.active,
      counts: change.counts,
    });
    const audience = await this.visibility.audienceOfPost({
      userId: change.postAuthorId,
      communityId: change.communityId,
      author: change.postAuthor,
    });
    this.publisher.toAudience(audience, 'post_counts', {
      postId: change.postId,
      counts: change.counts,
    });
  }
}
