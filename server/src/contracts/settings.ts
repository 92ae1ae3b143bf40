/** Who may see something: everyone, one's connections, or oneself only. */
export type AudienceLevel = 'public' | 'friends' | 'private';
/** Who may do something towards one: everyone, one's connections, or nobody. */
export type InteractionLevel = 'everyone' | 'friends' | 'none';

/** SPEC §3 privacy settings; "friends" means connected users. */
export interface PrivacySettings {
  profileVisibility: AudienceLevel;
  postVisibility: AudienceLevel;
  storyVisibility: AudienceLevel;
  allowComments: InteractionLevel;
  allowMessages: InteractionLevel;
  allowTags: InteractionLevel;
  showOnlineStatus: boolean;
  showActivity: boolean;
  showFollowers: boolean;
  allowSearchByEmail: boolean;
  allowSearchByPhone: boolean;
  twoFactorAuth: boolean;
  loginAlerts: boolean;
}

/** SPEC §3 notification preferences. */
export interface NotificationPreferences {
  emailNotifications: boolean;
  pushNotifications: boolean;
  smsNotifications: boolean;
  likeNotifications: boolean;
  commentNotifications: boolean;
  followNotifications: boolean;
  messageNotifications: boolean;
}

/** The profile fields the settings page edits. */
export interface SettingsProfile {
  fullName: string;
  bio: string | null;
  website: string | null;
  location: string | null;
  /** Avatar URL. */
  profilePic: string | null;
}

export interface AccountStatus {
  isHibernated: boolean;
  hibernatedAt: string | null;
}

/** `GET /settings` answers this as `data`. */
export interface SettingsDto {
  privacy: PrivacySettings;
  notifications: NotificationPreferences;
  profile: SettingsProfile;
  languages: string[];
  account_status: AccountStatus;
}

/** `PUT /settings/password`. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** `DELETE /settings/delete-account`. */
export interface DeleteAccountRequest {
  password: string;
}

/**
 * `POST /settings/check-password`: whether `password` is the caller's, asked before the
 * irreversible step of deleting the account (403 'Incorrect password' when it is not).
 */
export type CheckPasswordRequest = DeleteAccountRequest;

/** `GET /settings/data-download`: the latest data download of the caller. */
export interface DataDownloadStatus {
  status: 'none' | 'pending' | 'ready' | 'failed';
  /** A signed link to the ZIP, valid until `expiresAt` (when ready). */
  url: string | null;
  expiresAt: string | null;
  requestedAt: string | null;
}
