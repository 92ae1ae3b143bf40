import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import { SqlParams } from '../../core/database/sql';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import type { NotificationType } from '../../contracts/notifications';
import { CommunitiesService } from '../communities/communities.service';
import { PostsService } from '../posts/posts.service';
import { notifiedAboutPostSql } from './notified-about.sql';
import { fromPostsSql } from '../posts/posts.sql';
import { SettingsService } from '../settings/settings.service';
import { VisibilityService } from '../visibility';
import { LoginAlertMailer } from './login-alert-mail';
import {
  type ActorKey,
  type BatchCheck,
  type LikeItem,
  type MessageItem,
  type MessageItemRow,
  NotificationsRepository,
  type SingleNotification,
  type WrittenItem,
} from './notifications.repository';
import { type ItemRow, toNotificationDto } from './notification.mapper';
import { toCard } from '../people/with-cards';
import { TickBatch } from '../../core/database/tick-batch';
import { RealtimePublisher } from '../../core/realtime/realtime-publisher';
import { preferenceOf } from './notification-text';
import { NotificationsService } from './notifications.service';
import { SerialQueue } from './serial-queue';
import { isForeignKeyViolation } from '../../core/http/known-errors';
import { oneByOneOnVanished } from './one-by-one-on-vanished';

/** Handlers run after the request answered, never inside it (a like answers as fast as before). */
const OFF_REQUEST = { async: true, promisify: true, suppressErrors: true } as const;

/**
 * Turns domain events into notifications. The only way items are made: nothing else in the app
 * calls this module. Each recipient's events are handled one after the other, in the order they
 * happened, so a like and its quick unlike never cross.
 */
@Injectable()
export class NotificationTriggers implements OnModuleInit {
  private readonly logger = new Logger(NotificationTriggers.name);
  private readonly queue = new SerialQueue();
  /** Likes taken back, and the undoing of follows, requests and joins: batched as items are. */
  private readonly likeRemovals = new TickBatch<LikeItem, boolean>(
    (items) => this.store.removeLikes(items),
    { maxItems: 32 },
  );
  private readonly actorRemovals = new TickBatch<ActorKey, boolean>(
    (keys) => this.store.removeByActors(keys),
    { maxItems: 32 },
  );
  /** Batches of single-actor items, by kind (`singleItemsOf`). */
  private readonly singleItems = new Map<
    string,
    TickBatch<SingleNotification, WrittenItem | null>
  >();

  constructor(
    private readonly store: NotificationsRepository,
    private readonly notifications: NotificationsService,
    private readonly settings: SettingsService,
    private readonly visibility: VisibilityService,
    private readonly communities: CommunitiesService,
    private readonly events: EventEmitter2,
    private readonly posts: PostsService,
    private readonly alertMail: LoginAlertMailer,
    private readonly publisher: RealtimePublisher,
  ) {}

  /** A post's deletion names who held an item about it, in its own statement (the cascade). */
  onModuleInit(): void {
    this.posts.readNotifiedOnDelete(notifiedAboutPostSql);
  }

  @OnEvent('post.engagement.changed', OFF_REQUEST)
  onEngagement(e: DomainEvents['post.engagement.changed']): Promise<void> {
    if (e.kind !== 'like') return Promise.resolve();
    const recipient = e.postAuthorId;
    return this.run(recipient, async () => {
      if (!e.active)
        return this.removed(recipient, () =>
          this.likeRemovals.add({ recipientId: recipient, postId: e.postId, actorId: e.actorId }),
        );
      if (e.actorId === recipient) return;
      const item = await this.likeItems.add({
        recipientId: recipient,
        postId: e.postId,
        actorId: e.actorId,
      });
      if (item) await this.addedFor(recipient, item);
    });
  }

  /**
   * Like items of different recipients made meanwhile go to PostgreSQL together, as message
   * items do: one statement's round trip, plan and commit for the batch. A recipient's own events
   * still run in order (`run`), so a batch never holds two of one recipient's.
   */
  private readonly likeItems = this.itemBatch<LikeItem, WrittenItem>('like', true, (items, ok) =>
    this.store.addLikes(items, ok),
  );

  @OnEvent('comment.changed', OFF_REQUEST)
  async onComment(e: DomainEvents['comment.changed']): Promise<void> {
    if (e.action === 'updated') return;
    if (e.action === 'deleted') {
      // The cascade took the comment's items and its replies' already; this pushes the counts of
      // whoever had one (the post's author, the author replied to, the comment's own author).
      const recipients = new Set([e.postAuthorId, e.parentAuthorId, e.authorId]);
      await Promise.all(
        [...recipients]
          .filter((r): r is string => r !== null)
          .map((r) =>
            this.run(r, async () => {
              await this.store.removeForComment(e.commentId, r);
              await this.pushCount(r);
            }),
          ),
      );
      return;
    }
    // A reply tells the comment's author; the post's author hears of it as a comment on their
    // post, unless they wrote the comment replied to (one item per person per comment).
    const replyTo = e.parentCommentId ? e.parentAuthorId : null;
    const jobs: Promise<void>[] = [];
    if (replyTo) jobs.push(this.single(replyTo, 'reply', e.authorId, e.postId, e.commentId));
    if (e.postAuthorId !== replyTo) {
      jobs.push(this.single(e.postAuthorId, 'comment', e.authorId, e.postId, e.commentId));
    }
    await Promise.all(jobs);
  }

  @OnEvent('follow.changed', OFF_REQUEST)
  onFollow(e: DomainEvents['follow.changed']): Promise<void> {
    const recipient = e.followingId;
    return this.run(recipient, async () => {
      const key = { recipientId: recipient, type: 'follow' as const, actorId: e.followerId };
      if (!e.following) return this.removed(recipient, () => this.actorRemovals.add(key));
      await this.addSingle(key, true);
    });
  }

  @OnEvent('connection.changed', OFF_REQUEST)
  async onConnection(e: DomainEvents['connection.changed']): Promise<void> {
    const { actorId, otherId } = e;
    // The request the actor answered (or withdrew) has nothing left to ask.
    const requestTo = (recipientId: string, from: string) =>
      this.run(recipientId, () =>
        this.removed(recipientId, () =>
          this.actorRemovals.add({ recipientId, type: 'connection_request', actorId: from }),
        ),
      );
    switch (e.kind) {
      case 'request':
        return this.single(otherId, 'connection_request', actorId, null, null);
      case 'cancelled':
        return requestTo(otherId, actorId);
      case 'rejected':
        return requestTo(actorId, otherId);
      case 'accepted':
        await requestTo(actorId, otherId);
        return this.single(otherId, 'connection_accepted', actorId, null, null);
      case 'disconnected':
        await Promise.all(
          [
            [otherId, actorId],
            [actorId, otherId],
          ].map(([recipientId, from]) =>
            this.run(recipientId, () =>
              this.removed(recipientId, () =>
                this.actorRemovals.add({
                  recipientId,
                  type: 'connection_accepted',
                  actorId: from,
                }),
              ),
            ),
          ),
        );
        return;
    }
  }

  /**
   * A block ends the pair's follows and connection without their undo events (the blocked user is
   * never told), so the items about those ties go here; they used to come back, unread, at an
   * unblock. Each side's count changes either way, since the rule hides the other's items.
   */
  @OnEvent('user.blocked', OFF_REQUEST)
  async onBlocked({ blockerId, blockedId }: DomainEvents['user.blocked']): Promise<void> {
    await Promise.all(
      [
        [blockerId, blockedId],
        [blockedId, blockerId],
      ].map(([recipientId, otherId]) =>
        this.run(recipientId, async () => {
          await this.store.removeTiesWith(recipientId, otherId);
          await this.pushCount(recipientId);
        }),
      ),
    );
  }

  /** The other's items that are left (likes, comments) show again: both counts change. */
  @OnEvent('user.unblocked', OFF_REQUEST)
  async onUnblocked({ blockerId, blockedId }: DomainEvents['user.unblocked']): Promise<void> {
    await Promise.all(
      [blockerId, blockedId].map((userId) => this.run(userId, () => this.pushCount(userId))),
    );
  }

  @OnEvent('community.membership.changed', OFF_REQUEST)
  async onMembership(e: DomainEvents['community.membership.changed']): Promise<void> {
    const owner = await this.communities.ownerOf(e.communityId);
    if (!owner) return;
    const key = {
      recipientId: owner,
      type: 'community_join' as const,
      actorId: e.userId,
      communityId: e.communityId,
    };
    return this.run(owner, async () => {
      if (!e.member) return this.removed(owner, () => this.actorRemovals.add(key));
      await this.addSingle(key, true);
    });
  }

  /** A deleted post took its notifications with it: their holders' counts are told again. */
  @OnEvent('post.deleted', OFF_REQUEST)
  async onPostDeleted(e: DomainEvents['post.deleted']): Promise<void> {
    await Promise.all(e.notifiedIds.map((id) => this.run(id, () => this.pushCount(id))));
  }

  /**
   * Message items of different recipients made meanwhile go to PostgreSQL together: one round
   * trip writes the items and reads what their pushes carry. A recipient's own events still run
   * in order.
   */
  private readonly messageItems = this.itemBatch<MessageItem, MessageItemRow>(
    'message',
    false,
    (items, ok) => this.store.addMessages(items, ok),
  );

  @OnEvent('message.sent', OFF_REQUEST)
  onMessage(e: DomainEvents['message.sent']): Promise<void> {
    const recipient = e.receiverId;
    if (e.senderId === recipient) return Promise.resolve();
    return this.run(recipient, async () => {
      const row = await this.messageItems.add({
        recipientId: recipient,
        chatId: e.chatId,
        senderId: e.senderId,
      });
      if (!row) return;
      const item: ItemRow = {
        ...row,
        type: 'message',
        post_id: null,
        post_title: null,
        post_image_key: null,
        post_image_feed_key: null,
        post_public: false,
        comment_id: null,
        comment_text: null,
        community_id: null,
        read: false,
      };
      const notification = toNotificationDto(item, toCard(recipient, row), new Map(), recipient);
      this.events.emit('notification.pushed', {
        recipientId: recipient,
        notification,
        unreadCount: row.unread_count,
      });
    });
  }

  @OnEvent('chat.read', OFF_REQUEST)
  onChatRead(e: DomainEvents['chat.read']): Promise<void> {
    return this.run(e.userId, () =>
      this.removed(e.userId, () => this.store.removeChat(e.userId, e.chatId)),
    );
  }

  @OnEvent('data_export.finished', OFF_REQUEST)
  onDataExport(e: DomainEvents['data_export.finished']): Promise<void> {
    if (e.status !== 'ready') return Promise.resolve();
    return this.run(e.userId, async () => {
      const id = await this.store.addSystem(e.userId, 'data_export_ready', { url: e.url });
      await this.added(e.userId, id);
    });
  }

  @OnEvent('recruiting.interest.sent', OFF_REQUEST)
  onInterest(e: DomainEvents['recruiting.interest.sent']): Promise<void> {
    return this.single(e.playerId, 'recruiting_interest', e.coachId, null, null);
  }

  @OnEvent('recruiting.interest.answered', OFF_REQUEST)
  onInterestAnswered(e: DomainEvents['recruiting.interest.answered']): Promise<void> {
    // A decline is not told: the coach simply hears nothing back.
    if (!e.accepted) return Promise.resolve();
    return this.single(e.coachId, 'interest_accepted', e.playerId, null, null);
  }

  @OnEvent('recruiting.saved_search.matched', OFF_REQUEST)
  onSavedSearch(e: DomainEvents['recruiting.saved_search.matched']): Promise<void> {
    return this.run(e.userId, async () => {
      const id = await this.store.addSystem(e.userId, 'saved_search_match', {
        count: String(e.count),
        searchId: e.searchId,
      });
      await this.added(e.userId, id);
    });
  }

  /**
   * A sign-in from a device the account was not used on before: the browser carried no device
   * cookie of this account, and the device its agent names ('Chrome on Linux', not the exact
   * agent, which changes with every browser update) was not seen. With loginAlerts on, a
   * notification and an e-mail naming the device, the address and the time.
   */
  @OnEvent('auth.login', OFF_REQUEST)
  onLogin(e: DomainEvents['auth.login']): Promise<void> {
    return this.run(e.userId, async () => {
      const fresh = await this.store.recordLoginSource(e.userId, e.device ?? e.userAgent, e.ip);
      if (!fresh || e.knownDevice || !(await this.settings.privacy(e.userId)).loginAlerts) return;
      const id = await this.store.addSystem(e.userId, 'login_alert', {
        userAgent: e.userAgent,
        device: e.device,
        ip: e.ip,
        at: e.at,
      });
      await this.added(e.userId, id);
      await this.alertMail.send(e.userId, { device: e.device, ip: e.ip, at: e.at });
    });
  }

  /**
   * Staff decided: the reporter hears the outcome (never the action), the author a warning, a
   * removal, a restore or an appeal's decision, with the reason. Always kept (no preference
   * turns safety notices off).
   */
  @OnEvent('moderation.notice', OFF_REQUEST)
  onModerationNotice(e: DomainEvents['moderation.notice']): Promise<void> {
    return this.run(e.recipientId, async () => {
      const id = await this.store.addSystem(e.recipientId, e.type, {
        kind: e.kind,
        reason: e.reason,
        actionId: e.actionId,
        targetType: e.targetType,
      });
      await this.added(e.recipientId, id);
    });
  }

  /** An item with one actor (comment, reply, connection request or acceptance). */
  private single(
    recipientId: string,
    type: NotificationType,
    actorId: string,
    postId: string | null,
    commentId: string | null,
  ): Promise<void> {
    return this.run(recipientId, () =>
      // A request asked again after a withdrawal replaces the old item.
      this.addSingle(
        {
          recipientId,
          type,
          actorId,
          postId: postId ?? undefined,
          commentId: commentId ?? undefined,
        },
        commentId === null,
      ),
    );
  }

  /**
   * Writes the item, in a statement that asks `allowedSql` first, and pushes it. No notification
   * to oneself.
   */
  private async addSingle(item: SingleNotification, replace: boolean): Promise<void> {
    if (item.actorId === item.recipientId) return;
    const written = await this.singleItemsOf(item.type, replace, item.postId !== undefined).add(
      item,
    );
    if (written) await this.addedFor(item.recipientId, written);
  }

  /**
   * Items of one kind (type, replacing or not, about a post or not) made meanwhile for different
   * recipients go to PostgreSQL together, as like and message items do. A recipient's own events
   * still run in order (`run`), so a batch never holds two of one recipient's.
   */
  private singleItemsOf(
    type: NotificationType,
    replace: boolean,
    aboutPost: boolean,
  ): TickBatch<SingleNotification, WrittenItem | null> {
    const kind = `${type}:${replace}:${aboutPost}`;
    let batch = this.singleItems.get(kind);
    if (!batch) {
      batch = this.itemBatch<SingleNotification, WrittenItem>(type, aboutPost, (items, ok) =>
        this.store.addSingles(type, replace, items, ok),
      );
      this.singleItems.set(kind, batch);
    }
    return batch;
  }

  /**
   * Items of one `type` made meanwhile for different recipients, written together by `write`
   * (one statement), each checked by `allowedSql` over the batch's columns, the post's visibility
   * too when the items are `aboutPost`. A batch that fails on a reference deleted at that moment
   * is written again item by item.
   */
  private itemBatch<T, R>(
    type: NotificationType,
    aboutPost: boolean,
    write: (items: T[], allowed: BatchCheck) => Promise<(R | null)[]>,
  ): TickBatch<T, R | null> {
    const allowed: BatchCheck = (params, { recipient, actor, post }) =>
      this.allowedSql(params, recipient, type, actor, aboutPost ? post : null);
    return new TickBatch((items) => oneByOneOnVanished(items, (some) => write(some, allowed)), {
      maxItems: 32,
    });
  }

  /**
   * `added`, for a recipient with a socket open to hear it: on this process, or anywhere as
   * `is_active` (read with the write) says. The push view is the dearest statement of a
   * notification (its plan alone, a list item with its card and the unread count); most
   * recipients are offline when someone likes or follows them, and their list and count are read
   * afresh when they next open the app.
   */
  private async addedFor(recipientId: string, item: WrittenItem): Promise<void> {
    if (item.online || this.publisher.hasSocketsHere(recipientId)) {
      await this.added(recipientId, item.id);
    }
  }

  /**
   * No notification for a type the recipient turned off, between users blocked either way, or
   * about a post the recipient may no longer see: one SQL condition, in the batch's statement.
   * `recipient`, `actor` and `post` are the batch's columns; the batch binds the visibility rule's
   * viewer (`params.named('viewer')`) to `recipient`, so the rule reads each item's recipient.
   */
  private allowedSql(
    params: SqlParams,
    recipient: string,
    type: NotificationType,
    actor: string,
    post: string | null = null,
  ): string {
    const preference = preferenceOf(type);
    // The recipient may see the actor: no block either way, and the actor is awake.
    const conditions = [this.visibility.visibleUser(params, actor, recipient)];
    if (preference) {
      conditions.push(
        this.settings.wantsNotificationsSql(params.named('viewer', recipient), preference),
      );
    }
    if (post) {
      conditions.push(`EXISTS (SELECT 1 FROM ${fromPostsSql('n_post')}
        WHERE n_post.id = ${post}
          AND ${this.visibility.visiblePost(params, 'n_post', recipient)})`);
    }
    return conditions.join(' AND ');
  }

  private async added(recipientId: string, notificationId: string): Promise<void> {
    const view = await this.notifications.pushView(recipientId, notificationId);
    if (view) this.events.emit('notification.pushed', { recipientId, ...view });
  }

  private async removed(recipientId: string, remove: () => Promise<boolean>): Promise<void> {
    if (await remove()) await this.pushCount(recipientId);
  }

  private async pushCount(userId: string): Promise<void> {
    const unreadCount = await this.notifications.unreadCount(userId);
    this.events.emit('notification.count.changed', { userId, unreadCount });
  }

  /** One recipient's work in order; a failure is logged and never reaches the request. */
  private run(recipientId: string, work: () => Promise<void>): Promise<void> {
    return this.queue.run(recipientId, async () => {
      try {
        await work();
      } catch (error) {
        // A recipient who deleted their account meanwhile has nobody left to notify, and a
        // comment, post or chat deleted before its item was written has nothing left to say.
        if (error instanceof AppError && error.code === 'NOT_FOUND') return;
        if (isForeignKeyViolation(error)) return;
        this.logger.error(`A notification for ${recipientId} failed`, error as Error);
      }
    });
  }
}
