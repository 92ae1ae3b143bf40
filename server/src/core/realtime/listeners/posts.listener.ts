import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { PostUpdateAction } from '../../../contracts/socket-events';
import { VisibilityService } from '../../../modules/visibility';
import type { DomainEvents } from '../domain-events';
import { RealtimePublisher } from '../realtime-publisher';

/**
 * Open feeds and comment overlays refresh on these pushes, which reach only those who may see
 * the post (VisibilityService.audienceOfPost): a community post's members, a public post's
 * everyone but users blocked either way, a friends-only post's connections; a comment's push
 * also skips users blocked either way with its author.
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

  @OnEvent('comment.changed', { async: true, promisify: true, suppressErrors: true })
  async onCommentChanged(change: DomainEvents['comment.changed']): Promise<void> {
    const { postId, communityId, postAuthorId, authorId, commentId, parentCommentId, action } =
      change;
    // Users blocked either way with the comment's author hear nothing of it.
    const audience = await this.visibility.audienceOfComment(
      { userId: postAuthorId, communityId },
      authorId,
    );
    this.publisher.toAudience(audience, 'comment_update', {
      postId,
      commentId,
      parentCommentId,
      action,
    });
    if (change.counts)
      this.publisher.toAudience(audience, 'post_counts', { postId, counts: change.counts });
  }

  /** Likes, saves and reposts by anyone move the counters on every open screen that shows the post. */
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
    });
    this.publisher.toAudience(audience, 'post_counts', {
      postId: change.postId,
      counts: change.counts,
    });
  }

  private async push(
    { postId, userId, communityId }: DomainEvents['post.created'],
    action: PostUpdateAction,
  ): Promise<void> {
    const audience = await this.visibility.audienceOfPost({ userId, communityId });
    this.publisher.toAudience(audience, 'post_update', {
      postId,
      action,
      communityId,
      authorId: userId,
    });
  }
}
