export type {
  AccountStatus,
  AudienceLevel,
  ChangePasswordRequest,
  DataDownloadStatus,
  InteractionLevel,
  NotificationPreferences,
  PrivacySettings,
  ProfileInfo,
  SettingsDto,
  SettingsProfile,
} from '@/shared/api';
