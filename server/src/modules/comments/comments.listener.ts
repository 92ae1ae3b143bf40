import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';
import { VisibilityService } from '../visibility';

/**
 * Open comment overlays refresh on a comment's push, and feeds move the post's comment count; it
 * reaches those who may see the post, less the users blocked either way with the comment's author.
 */
@Injectable()
export class CommentsListener {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly visibility: VisibilityService,
  ) {}

  @OnEvent('comment.changed', { async: true, promisify: true, suppressErrors: true })
  async onCommentChanged(change: DomainEvents['comment.changed']): Promise<void> {
    const { postId, communityId, postAuthorId, authorId, commentId, parentCommentId, action } =
      change;
    const audience = await this.visibility.audienceOfComment(
      { userId: postAuthorId, communityId, author: change.audience?.postAuthor },
      authorId,
      change.audience?.authorBlocked,
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
}
