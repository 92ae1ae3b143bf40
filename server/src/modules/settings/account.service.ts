import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AccountStatus } from '../../contracts/settings';
import type { AuthUser } from '../../core/http/current-user.decorator';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { MediaOutbox } from '../../core/storage/media-outbox.service';
import { avatarListKey } from '../../core/storage/object-key';
import { AuthService } from '../auth/auth.service';
import { CommunitiesService } from '../communities/communities.service';
import { PostsService } from '../posts/posts.service';
import { UsersService } from '../users/users.service';
import { VisibilityService } from '../visibility';
import { DataExportStore } from './export/data-export.store';
import { INCORRECT_PASSWORD } from './settings.rules';

/**
 * The account's life: password, hibernation, reactivation and deletion. Hidden-while-hibernated
 * is the visibility rule's (it reads `users.hibernated_at`); this only sets it and ends sessions.
 */
@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly posts: PostsService,
    private readonly communities: CommunitiesService,
    private readonly exports: DataExportStore,
    private readonly outbox: MediaOutbox,
    private readonly events: EventEmitter2,
    private readonly visibility: VisibilityService,
  ) {}

  changePassword(me: AuthUser, currentPassword: string, newPassword: string): Promise<void> {
    return this.auth.changePassword(me, currentPassword, newPassword);
  }

  /**
   * Hidden from everyone; every session ends and its sockets close, and every bearer link (a
   * data download's) stops working. Logging in still works.
   */
  async hibernate(userId: string): Promise<AccountStatus> {
    const at = await this.users.setHibernated(userId, new Date());
    await this.auth.revokeAll(userId);
    this.emit('account.hibernated', { userId });
    return { isHibernated: true, hibernatedAt: at?.toISOString() ?? null };
  }

  async reactivate(userId: string): Promise<AccountStatus> {
    await this.users.setHibernated(userId, null);
    this.emit('account.reactivated', { userId });
    return { isHibernated: false, hibernatedAt: null };
  }

  /** The check the deletion makes first, on its own: nothing changes either way. */
  async checkPassword(userId: string, password: string): Promise<void> {
    await this.auth.assertPassword(userId, password, INCORRECT_PASSWORD);
  }

  /**
   * Deletes the user and everything that hangs on them, in one transaction: the user row goes
   * and the FK cascades take posts, comments, likes, saves, reposts, follows, connections,
   * memberships, owned communities with their posts, settings, sessions and exports; the
   * counters on other rows move by trigger. Every media object of theirs is recorded in the
   * media outbox in the same transaction, so either all of it goes or nothing does.
   */
  async deleteAccount(userId: string, password: string): Promise<void> {
    await this.auth.assertPassword(userId, password, INCORRECT_PASSWORD);
    const sessionIds = await this.auth.liveSessionIds(userId);
    const { communityIds, audience } = await this.db.transaction(async (m) => {
      const { imageKey } = await this.users.lockForDeletion(m, userId);
      // Who could see the account, asked while its blocks still stand: they hear it is gone.
      const audience = await this.visibility.audienceOfUser(userId, 'gone', m);
      const owned = await this.communities.lockOwnedBy(m, userId);
      const keys = [imageKey, avatarListKey(imageKey), ...owned.bannerKeys];
      keys.push(...(await this.posts.mediaKeysByUser(userId, m)));
      for (const communityId of owned.ids) {
        keys.push(...(await this.posts.mediaKeysByCommunity(communityId, m)));
      }
      keys.push(...(await this.exports.objectKeysOf(m, userId)));
      await this.outbox.record(m, keys);
      await this.users.deleteInTransaction(m, userId);
      return { communityIds: owned.ids, audience };
    });
    this.outbox.kick();
    this.auth.sessionsEnded(sessionIds);
    for (const communityId of communityIds) this.emit('community.deleted', { communityId });
    this.emit('account.deleted', { userId, audience });
  }

  private emit<E extends keyof DomainEvents>(name: E, payload: DomainEvents[E]): void {
    this.events.emit(name, payload);
  }
}
