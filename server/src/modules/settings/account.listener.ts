import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { VisibilityService } from '../visibility';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';

/**
 * An account put to sleep or deleted is hidden from everyone by the visibility rule from then on;
 * screens already open still showed its posts and its chat until a reload. Those who could see
 * the account hear that it is gone, never a user blocked either way with it
 * (`audienceOfUser(…, 'gone')`). A deletion's audience is asked before the deletion, whose
 * cascade takes the blocks with it.
 */
@Injectable()
export class AccountsListener {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly visibility: VisibilityService,
  ) {}

  @OnEvent('account.hibernated', { async: true, promisify: true, suppressErrors: true })
  async onHibernated({ userId }: DomainEvents['account.hibernated']): Promise<void> {
    const audience = await this.visibility.audienceOfUser(userId, 'gone');
    this.publisher.toAudience(audience, 'account_gone', { userId });
  }

  @OnEvent('account.deleted')
  onDeleted({ userId, audience }: DomainEvents['account.deleted']): void {
    this.publisher.toAudience(audience, 'account_gone', { userId });
  }
}
