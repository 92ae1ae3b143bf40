import {
  APP_LANGUAGES,
  type AppLanguage,
  type AppLanguageRequest,
} from '../../../contracts/app-language';
import { ApiProperty } from '@nestjs/swagger';
import type {
  AccountStatus,
  AudienceLevel,
  DataDownloadStatus,
  InteractionLevel,
  NotificationPreferences,
  PrivacySettings,
  SettingsDto,
  SettingsProfile,
} from '../../../contracts/settings';

const AUDIENCE: AudienceLevel[] = ['public', 'friends', 'private'];
const INTERACTION: InteractionLevel[] = ['everyone', 'friends', 'none'];
const DOWNLOAD_STATUSES: Array<DataDownloadStatus['status']> = [
  'none',
  'pending',
  'ready',
  'failed',
];

/** SPEC §3 privacy settings; "friends" means connected users. */
export class PrivacySettingsDto implements PrivacySettings {
  @ApiProperty({ enum: AUDIENCE }) profileVisibility: AudienceLevel;
  @ApiProperty({ enum: AUDIENCE }) postVisibility: AudienceLevel;
  @ApiProperty({ enum: AUDIENCE }) storyVisibility: AudienceLevel;
  @ApiProperty({ enum: INTERACTION }) allowComments: InteractionLevel;
  @ApiProperty({ enum: INTERACTION }) allowMessages: InteractionLevel;
  @ApiProperty({ enum: INTERACTION }) allowTags: InteractionLevel;
  @ApiProperty() showOnlineStatus: boolean;
  @ApiProperty() showActivity: boolean;
  @ApiProperty() showFollowers: boolean;
  @ApiProperty() allowSearchByEmail: boolean;
  @ApiProperty() allowSearchByPhone: boolean;
  @ApiProperty() twoFactorAuth: boolean;
  @ApiProperty() loginAlerts: boolean;
}

/** SPEC §3 notification preferences. */
export class NotificationPreferencesDto implements NotificationPreferences {
  @ApiProperty() emailNotifications: boolean;
  @ApiProperty() pushNotifications: boolean;
  @ApiProperty() smsNotifications: boolean;
  @ApiProperty() likeNotifications: boolean;
  @ApiProperty() commentNotifications: boolean;
  @ApiProperty() followNotifications: boolean;
  @ApiProperty() messageNotifications: boolean;
}

export class SettingsProfileDto implements SettingsProfile {
  @ApiProperty() fullName: string;
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Avatar URL' })
  profilePic: string | null;
}

export class AccountStatusDto implements AccountStatus {
  @ApiProperty() isHibernated: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) hibernatedAt: string | null;
}

/** `GET /settings`. */
export class SettingsAnswerDto implements SettingsDto {
  @ApiProperty({ type: PrivacySettingsDto }) privacy: PrivacySettingsDto;
  @ApiProperty({ type: NotificationPreferencesDto }) notifications: NotificationPreferencesDto;
  @ApiProperty({ type: SettingsProfileDto }) profile: SettingsProfileDto;
  @ApiProperty({ type: [String], maxItems: 5 }) languages: string[];
  @ApiProperty({
    type: String,
    enum: APP_LANGUAGES,
    nullable: true,
    description: "The app's own language; null until the user chooses one",
  })
  appLanguage: AppLanguage | null;
  @ApiProperty({ type: AccountStatusDto }) account_status: AccountStatusDto;
}

/** `PUT /settings/languages`: the list as stored. */
export class LanguagesDto implements Pick<SettingsDto, 'languages'> {
  @ApiProperty({ type: [String], maxItems: 5 }) languages: string[];
}

/** `PUT /settings/app-language`: the language as stored. */
export class AppLanguageDto implements AppLanguageRequest {
  @ApiProperty({ enum: APP_LANGUAGES }) appLanguage: AppLanguage;
}

export class DataDownloadStatusDto implements DataDownloadStatus {
  @ApiProperty({ enum: DOWNLOAD_STATUSES }) status: DataDownloadStatus['status'];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A signed link to the ZIP, valid until expiresAt (when ready)',
  })
  url: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) requestedAt: string | null;
}
