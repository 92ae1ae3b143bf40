import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../domain-events';
import { RealtimePublisher } from '../realtime-publisher';

/**
 * An account put to sleep or deleted is hidden from everyone by the visibility rule from then on;
 * screens already open still showed its posts and its chat until a reload. Everyone hears of it,
 * as of a deleted community: which screens show the account is not known here, and the news that
 * it is gone tells nobody more than a reload would.
 */
@Injectable()
export class AccountsListener {
  constructor(private readonly publisher: RealtimePublisher) {}

  @OnEvent('account.hibernated')
  @OnEvent('account.deleted')
  onGone({ userId }: DomainEvents['account.deleted']): void {
    this.publisher.toEveryone('account_gone', { userId });
  }
}
