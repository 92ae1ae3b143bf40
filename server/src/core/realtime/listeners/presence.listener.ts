import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { UsersService } from '../../../modules/users/users.service';
import { VisibilityService } from '../../../modules/visibility/visibility.service';
import type { DomainEvents } from '../domain-events';
import { presenceRoom } from '../events';
import { Audience, RealtimePublisher } from '../realtime-publisher';

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
    const watchers: Audience =
      audience.kind === 'everyone'
        ? { kind: 'room', room: presenceRoom(userId), except: audience.except }
        : audience;
    this.publisher.toAudience(watchers, 'presence_update', { userId, isActive: online });
  }

  /**
   * Hiding one's online status puts the dot out on the screens that watch it (the user's own
   * excepted), and showing it again lights it there if the user is here.
   */
  @OnEvent('privacy.changed', { async: true, promisify: true, suppressErrors: true })
  async onPrivacyChanged({ userId }: DomainEvents['privacy.changed']): Promise<void> {
    const [audience, user] = await Promise.all([
      this.visibility.audienceOfUser(userId, 'online'),
      this.users.findById(userId),
    ]);
    if (!user) return;
    const shown = audience.kind === 'everyone';
    this.publisher.toAudience(
      { kind: 'room', room: presenceRoom(userId), except: shown ? audience.except : [userId] },
      'presence_update',
      { userId, isActive: shown && user.isActive },
    );
  }

  /** A block hides each from the other: a dot either shows of the other goes out at once. */
  @OnEvent('user.blocked')
  onBlocked({ blockerId, blockedId }: DomainEvents['user.blocked']): void {
    this.publisher.toUser(blockedId, 'presence_update', { userId: blockerId, isActive: false });
    this.publisher.toUser(blockerId, 'presence_update', { userId: blockedId, isActive: false });
  }
}
