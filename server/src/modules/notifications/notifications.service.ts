import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { decodeCursor, Page, PageRequest, pageSize, slicePage } from '../../core/http/pagination';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { type AppLanguage, DEFAULT_APP_LANGUAGE } from '../../contracts/app-language';
import type { NotificationDto } from '../../contracts/notifications';
import { UserLanguages } from '../../core/i18n/user-languages';
import { CommunitiesService } from '../communities/communities.service';
import { type CardRow, toCard } from '../people/with-cards';
import { type ItemWithCard, NotificationsRepository } from './notifications.repository';
import { toNotificationDto } from './notification.mapper';

/**
 * A user's notifications as they may see them now. The visibility rule runs in the query, for
 * the list and the count alike: an item whose post the recipient may no longer see, or whose
 * every actor is hidden from them (blocked either way, hibernated), is left out; a like item
 * names only the likers still visible.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly store: NotificationsRepository,
    private readonly communities: CommunitiesService,
    private readonly events: EventEmitter2,
    private readonly languages: UserLanguages,
  ) {}

  /**
   * The language a recipient reads their items in: the one they chose, else `fallback` (the
   * browser's, when they are reading), else English.
   */
  async languageOf(recipientId: string, fallback: AppLanguage | null = null): Promise<AppLanguage> {
    const chosen = await this.languages.of(recipientId).catch(() => null);
    return chosen ?? fallback ?? DEFAULT_APP_LANGUAGE;
  }

  /** `GET /notifications`: newest activity first, keyset pages. */
  async list(
    recipientId: string,
    page: PageRequest,
    only: { unread?: boolean } = {},
    browserLanguage: AppLanguage | null = null,
  ): Promise<Page<NotificationDto>> {
    const size = pageSize(page.limit);
    const after = decodeCursor(page.cursor, 'millis');
    const [rows, language] = await Promise.all([
      this.store.list(
        recipientId,
        only,
        after ? { at: Number(after.key), id: after.id } : null,
        size + 1,
      ),
      this.languageOf(recipientId, browserLanguage),
    ]);
    const { rows: kept, nextCursor } = slicePage(rows, size, (r) => ({
      key: String(r.activity_at.getTime()),
      id: r.item_id,
    }));
    return { items: await this.toDtos(recipientId, kept, language), nextCursor };
  }

  /**
   * What a push of a new or grown item carries: the item as its recipient sees it now, in their
   * chosen language, and their unread count, read together. Null when the item is gone or hidden
   * from them.
   */
  async pushView(
    recipientId: string,
    id: string,
  ): Promise<{ notification: NotificationDto; unreadCount: number } | null> {
    const [row, language] = await Promise.all([
      this.store.withUnreadCount(recipientId, id),
      this.languageOf(recipientId),
    ]);
    if (!row) return null;
    const [notification] = await this.toDtos(recipientId, [row], language);
    return { notification, unreadCount: row.unread_count };
  }

  /** `GET /notifications/unread-count`: the unread items the list would show. */
  unreadCount(recipientId: string): Promise<number> {
    return this.store.unreadCount(recipientId);
  }

  /**
   * `POST /notifications/read`: those ids (all when absent) are read; the user's other tabs get
   * the new count. Ids that are not the caller's change nothing.
   */
  async markRead(recipientId: string, ids?: string[]): Promise<number> {
    await this.store.markRead(recipientId, ids);
    const unreadCount = await this.unreadCount(recipientId);
    this.emit('notification.count.changed', { userId: recipientId, unreadCount });
    return unreadCount;
  }

  private async toDtos(
    recipientId: string,
    rows: ItemWithCard[],
    language: AppLanguage,
  ): Promise<NotificationDto[]> {
    const communityIds = [
      ...new Set(rows.flatMap((r) => (r.community_id ? [r.community_id] : []))),
    ];
    const names = await this.communities.namesOf(communityIds);
    return rows.map((r) =>
      toNotificationDto(
        r,
        r.actor_id ? toCard(recipientId, r as CardRow) : undefined,
        names,
        recipientId,
        language,
      ),
    );
  }

  private emit<E extends keyof DomainEvents>(name: E, payload: DomainEvents[E]): void {
    this.events.emit(name, payload);
  }
}
