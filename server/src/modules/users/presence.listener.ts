import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { UsersService } from './users.service';
import { VisibilityService } from '../visibility';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';

/**
 * Online dots move live on open screens: a presence goes to the sockets that watch the user
 * (`watch_presence`), never to one that may not see them, and to nobody but the user when they
 * hide their online status. A block puts out the dots the two showed of each other.
 */
@Injectable()
export class PresenceListener {
  constructor(
    private readonly publisher: RealtimePublisher,
    private readonly visibility: VisibilityService,
    private readonly users: UsersService,
  ) {}

  @OnEvent('presence.changed', { async: true, promisify: true, suppressErrors: true })
  async onPresenceChanged({ userId, online }: DomainEvents['presence.changed']): Promise<void> {
    const audience = await this.visibility.audienceOfUser(userId, 'online');
    this.publisher.toAudience(audience, 'presence_update', { userId, isActive: online });
  }

  /**
   * Hiding one's online status puts the dot out on the screens that watch it (the user's own
   * excepted), and showing it again lights it there if the user is here.
   */
  @OnEvent('privacy.changed', { async: true, promisify: true, suppressErrors: true })
  async onPrivacyChanged({ userId }: DomainEvents['privacy.changed']): Promise<void> {
    const [online, watchers, user] = await Promise.all([
      this.visibility.audienceOfUser(userId, 'online'),
      this.visibility.audienceOfUser(userId, 'watchers'),
      this.users.findById(userId),
    ]);
    if (!user || watchers.kind !== 'room') return;
    // Shown: the watchers (never a user blocked either way) see the dot as it is; hidden: it
    // goes out on their screens, the user's own tabs excepted.
    const shown = online.kind === 'room';
    this.publisher.toAudience(
      shown ? watchers : { ...watchers, except: [...watchers.except, userId] },
      'presence_update',
      { userId, isActive: shown && user.isActive },
    );
  }

  /**
   * A block puts out the dot of the blocked user on the blocker's screens at once. The blocked
   * user hears nothing (a dot going out would tell them); to them the blocker is gone at their
   * next read, and no presence of the blocker reaches them any more.
   */
  @OnEvent('user.blocked')
  onBlocked({ blockerId, blockedId }: DomainEvents['user.blocked']): void {
    this.publisher.toUser(blockerId, 'presence_update', { userId: blockedId, isActive: false });
  }
}
