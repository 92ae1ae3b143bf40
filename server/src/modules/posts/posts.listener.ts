import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { PostUpdateAction } from '../../contracts/socket-events';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';
import { type AudienceFacts, VisibilityService } from '../visibility';

/**
 * Open feeds refresh on these pushes, which reach only those who may see the post
 * (VisibilityService.audienceOfPost): a community post's members, a public post's everyone but
 * users blocked either way, a friends-only post's connections.
 */
@Injectable()
export class PostsListener {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly visibility: VisibilityService,
  ) {}

  @OnEvent('post.created', { async: true, promisify: true, suppressErrors: true })
  onCreated(event: DomainEvents['post.created']): Promise<void> {
    return this.push(event, 'created');
  }

  @OnEvent('post.updated', { async: true, promisify: true, suppressErrors: true })
  onUpdated(event: DomainEvents['post.updated']): Promise<void> {
    return this.push(event, 'updated');
  }

  @OnEvent('post.deleted', { async: true, promisify: true, suppressErrors: true })
  onDeleted(event: DomainEvents['post.deleted']): Promise<void> {
    return this.push(event, 'deleted');
  }

  private async push(
    {
      postId,
      userId,
      communityId,
      author,
    }: DomainEvents['post.updated'] & { author?: AudienceFacts | null },
    action: PostUpdateAction,
  ): Promise<void> {
    const audience = await this.visibility.audienceOfPost({ userId, communityId, author });
    this.publisher.toAudience(audience, 'post_update', {
      postId,
      action,
      communityId,
      authorId: userId,
    });
  }
}
