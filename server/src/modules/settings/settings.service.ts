import { EventEmitter2, OnEvent } from '@nestjs/event-emitter';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../core/http/app-error';
import { mediaUrl } from '../../core/storage/media-url';
import type { AppLanguage } from '../../contracts/app-language';
import type {
  NotificationPreferences,
  PrivacySettings,
  SettingsDto,
} from '../../contracts/settings';
import { StoredAppLanguages } from '../users/app-languages';
import { UsersService } from '../users/users.service';
import { TWO_FACTOR_BY_ROUTES } from './settings.rules';
import { SettingsRepository, type SettingsRow, wantsNotificationsSql } from './settings.repository';

/** Each wire key and its column in `user_settings` (this module owns that table). */
const PRIVACY_COLUMNS: { [K in keyof PrivacySettings]: string } = {
  profileVisibility: 'profile_visibility',
  postVisibility: 'post_visibility',
  storyVisibility: 'story_visibility',
  allowComments: 'allow_comments',
  allowMessages: 'allow_messages',
  allowTags: 'allow_tags',
  showOnlineStatus: 'show_online_status',
  showActivity: 'show_activity',
  showFollowers: 'show_followers',
  allowSearchByEmail: 'allow_search_by_email',
  allowSearchByPhone: 'allow_search_by_phone',
  twoFactorAuth: 'two_factor_auth',
  loginAlerts: 'login_alerts',
};

const NOTIFICATION_COLUMNS: { [K in keyof NotificationPreferences]: string } = {
  emailNotifications: 'email_notifications',
  pushNotifications: 'push_notifications',
  smsNotifications: 'sms_notifications',
  likeNotifications: 'like_notifications',
  commentNotifications: 'comment_notifications',
  followNotifications: 'follow_notifications',
  messageNotifications: 'message_notifications',
};

function pick<T>(row: SettingsRow, columns: Record<string, string>): T {
  return Object.fromEntries(
    Object.entries(columns).map(([key, column]) => [key, row[column]]),
  ) as T;
}

/**
 * A user's settings (the `user_settings` row every user has, made by a trigger at signup):
 * privacy, notification preferences and languages. The visibility rule reads the privacy
 * columns in its SQL; everything that changes them goes through here.
 */
@Injectable()
export class SettingsService {
  constructor(
    private readonly rows: SettingsRepository,
    private readonly users: UsersService,
    private readonly events: EventEmitter2,
    private readonly languages: StoredAppLanguages,
  ) {}

  /** `GET /settings`. */
  async get(userId: string): Promise<SettingsDto> {
    const [row, user] = await Promise.all([this.row(userId), this.users.getById(userId)]);
    return {
      privacy: pick<PrivacySettings>(row, PRIVACY_COLUMNS),
      notifications: pick<NotificationPreferences>(row, NOTIFICATION_COLUMNS),
      profile: {
        fullName: user.fullName,
        bio: user.bio,
        website: user.website,
        location: user.location,
        profilePic: mediaUrl(user.imageKey, { public: false, viewer: userId }),
      },
      languages: row.languages,
      appLanguage: user.appLanguage ?? null,
      account_status: {
        isHibernated: user.hibernatedAt !== null,
        hibernatedAt: user.hibernatedAt?.toISOString() ?? null,
      },
    };
  }

  async privacy(userId: string): Promise<PrivacySettings> {
    return pick<PrivacySettings>(await this.row(userId), PRIVACY_COLUMNS);
  }

  /**
   * SQL condition: the user `user` (an SQL expression) wants notifications of this kind (false
   * for a user who is gone), for a statement that asks more at once.
   */
  wantsNotificationsSql(user: string, preference: keyof NotificationPreferences): string {
    return wantsNotificationsSql(user, NOTIFICATION_COLUMNS[preference]);
  }

  async notificationPreferences(userId: string): Promise<NotificationPreferences> {
    return pick<NotificationPreferences>(await this.row(userId), NOTIFICATION_COLUMNS);
  }

  /**
   * Stores the given keys only; answers the whole privacy object as stored. `twoFactorAuth` is
   * the two-factor routes' to switch (they need a code): sent as stored it passes (the client
   * saves the whole object), a change is refused with 400.
   */
  async updatePrivacy(userId: string, changes: Partial<PrivacySettings>): Promise<PrivacySettings> {
    if (changes.twoFactorAuth !== undefined) {
      const current = (await this.row(userId))[PRIVACY_COLUMNS.twoFactorAuth];
      if (current !== changes.twoFactorAuth) {
        throw new AppError('VALIDATION_FAILED', TWO_FACTOR_BY_ROUTES, {
          twoFactorAuth: TWO_FACTOR_BY_ROUTES,
        });
      }
    }
    return this.storePrivacy(userId, changes);
  }

  /** Two-factor sign-in went on or off (`two_factor.changed`): the setting follows. */
  @OnEvent('two_factor.changed')
  async onTwoFactorChanged({ userId, enabled }: DomainEvents['two_factor.changed']): Promise<void> {
    await this.storePrivacy(userId, { twoFactorAuth: enabled });
  }

  private async storePrivacy(
    userId: string,
    changes: Partial<PrivacySettings>,
  ): Promise<PrivacySettings> {
    const stored = pick<PrivacySettings>(
      await this.update(userId, PRIVACY_COLUMNS, changes),
      PRIVACY_COLUMNS,
    );
    // Who may see this user's posts and profile may have changed: shared caches drop their copy.
    const event: DomainEvents['privacy.changed'] = { userId };
    this.events.emit('privacy.changed', event);
    return stored;
  }

  /** Stores the given keys only; answers all the preferences as stored. */
  async updateNotificationPreferences(
    userId: string,
    changes: Partial<NotificationPreferences>,
  ): Promise<NotificationPreferences> {
    return pick<NotificationPreferences>(
      await this.update(userId, NOTIFICATION_COLUMNS, changes),
      NOTIFICATION_COLUMNS,
    );
  }

  /** Replaces the language list (already checked by the DTO); answers it as stored. */
  async updateLanguages(userId: string, languages: string[]): Promise<string[]> {
    const stored = await this.rows.setLanguages(userId, languages);
    if (!stored) throw new AppError('NOT_FOUND', 'User not found');
    return stored;
  }

  /** Sets the app's language on the account; answers it as stored. */
  async updateAppLanguage(userId: string, language: AppLanguage): Promise<AppLanguage> {
    const stored = await this.languages.set(userId, language);
    if (!stored) throw new AppError('NOT_FOUND', 'User not found');
    return stored;
  }

  private async row(userId: string): Promise<SettingsRow> {
    const row = await this.rows.row(userId);
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return row;
  }

  private async update(
    userId: string,
    columns: Record<string, string>,
    changes: Record<string, unknown>,
  ): Promise<SettingsRow> {
    const sets = Object.entries(changes)
      .filter(([key, value]) => key in columns && value !== undefined)
      .map(([key, value]): [string, unknown] => [columns[key], value]);
    if (sets.length === 0) return this.row(userId);
    const row = await this.rows.update(userId, sets);
    if (!row) throw new AppError('NOT_FOUND', 'User not found');
    return row;
  }
}
