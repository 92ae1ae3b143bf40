import { Injectable, Logger } from '@nestjs/common';
import { BackgroundJob } from '../../core/jobs/background-job';
import { DEFAULT_APP_LANGUAGE } from '../../contracts/app-language';
import { type MessageKey, type MessageValues, translate } from '../../core/i18n/translate';
import { MailService } from '../../core/mail/mail.service';
import { SettingsService } from '../settings/settings.service';
import { UsersService } from '../users/users.service';
import { NotificationsService } from './notifications.service';
import { NotificationsRepository } from './notifications.repository';

/** How often replicas look for digests due; each user still gets at most one an hour. */
const SWEEP_EVERY_MS = 5 * 60 * 1000;
const DIGEST_ITEMS = 20;
const USERS_PER_SWEEP = 200;

/**
 * The hourly email of what is unread, for users with `emailNotifications` on. A user is due when
 * something unread has not been in a digest yet. The claim is one conditional upsert of their
 * `notification_digests` row (taken only if the last digest is an hour old), so with several
 * replicas sweeping, exactly one sends.
 */
@Injectable()
export class NotificationDigest {
  private readonly logger = new Logger(NotificationDigest.name);

  constructor(
    private readonly store: NotificationsRepository,
    private readonly notifications: NotificationsService,
    private readonly settings: SettingsService,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  /** Sends every digest due now; answers how many went. */
  @BackgroundJob('notification-digest', SWEEP_EVERY_MS)
  async sendDue(): Promise<number> {
    const due = await this.store.digestDue(USERS_PER_SWEEP);
    let sent = 0;
    for (const userId of due) {
      try {
        if (await this.sendTo(userId)) sent += 1;
      } catch (error) {
        this.logger.error(`Digest for ${userId} failed`, error as Error);
      }
    }
    return sent;
  }

  private async sendTo(userId: string): Promise<boolean> {
    if (!(await this.settings.notificationPreferences(userId)).emailNotifications) {
      // Turned off: these items will never be mailed, so they stop making the user due.
      await this.store.markEmailed(userId);
      return false;
    }
    if (!(await this.store.claimDigest(userId))) return false;
    const [page, unreadCount, user] = await Promise.all([
      this.notifications.list(userId, { limit: DIGEST_ITEMS }, { unread: true }),
      this.notifications.unreadCount(userId),
      this.users.getById(userId),
    ]);
    if (page.items.length === 0) return false;
    // The items' sentences came in the user's language (the list reads it); the mail's own too.
    const language = user.appLanguage ?? DEFAULT_APP_LANGUAGE;
    const t = (key: MessageKey, values?: MessageValues) => translate(language, key, values);
    try {
      await this.mail.send({
        to: user.email,
        subject: t('mail.digest.subject', { count: unreadCount }),
        text: [
          t('mail.greeting', { name: user.fullName }),
          '',
          t('mail.digest.intro'),
          '',
          ...page.items.map((item) => `- ${item.text}`),
          ...(unreadCount > page.items.length
            ? [t('mail.digest.more', { count: unreadCount - page.items.length })]
            : []),
          '',
          t('mail.digest.outro'),
        ].join('\n'),
      });
    } catch (error) {
      // Let a later sweep try again rather than wait an hour for a digest never sent.
      await this.store.releaseDigest(userId);
      throw error;
    }
    await this.store.markEmailed(userId);
    return true;
  }
}
