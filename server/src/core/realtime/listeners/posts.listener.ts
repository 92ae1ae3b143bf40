import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../domain-events';
import { RealtimePublisher } from '../realtime-publisher';

/** Open feeds and comment overlays refresh on these pushes (to everyone connected). */
@Injectable()
export class PostsListener {
  constructor(private readonly publisher: RealtimePublisher) {}

  @OnEvent('post.created')
  onCreated({ postId }: DomainEvents['post.created']): void {
    this.publisher.toEveryone('post_update', { postId, action: 'created' });
  }

  @OnEvent('post.updated')
  onUpdated({ postId }: DomainEvents['post.updated']): void {
    this.publisher.toEveryone('post_update', { postId, action: 'updated' });
  }

  @OnEvent('post.deleted')
  onDeleted({ postId }: DomainEvents['post.deleted']): void {
    this.publisher.toEveryone('post_update', { postId, action: 'deleted' });
  }

  @OnEvent('comment.changed')
  onCommentChanged({ postId }: DomainEvents['comment.changed']): void {
    this.publisher.toEveryone('comment_update', { postId });
  }
}
