import type { AppLanguage } from './app-language';
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
  /** The app's own language (see APP_LANGUAGES); null until the user chooses one. */
  appLanguage: AppLanguage | null;
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

/** `GET /settings/sessions`: one signed-in device; `current` is the one asking. */
export interface SessionInfo {
  _id: string;
  /** From the User-Agent: 'Chrome on Linux'; null when the client sent none. */
  device: string | null;
  ip: string | null;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** `POST /settings/2fa/setup`: shown once, while setting up; nothing is on until confirmed. */
export interface TwoFactorSetup {
  /** Base32, for typing into an authenticator app by hand. */
  secret: string;
  /** `otpauth://totp/SportsNet:<userName>?secret=…&issuer=SportsNet`. */
  otpauthUrl: string;
  /** The same URL as a QR code: a `data:image/png;base64,…` URL. */
  qrCode: string;
}

/** `POST /settings/2fa/enable`. */
export interface EnableTwoFactorRequest {
  code: string;
}

/** `POST /settings/2fa/disable` and `POST /settings/2fa/recovery-codes`. */
export interface ConfirmTwoFactorRequest {
  password: string;
  /** A code from the authenticator app, or one of the recovery codes. */
  code: string;
}

/** `POST /settings/2fa/enable` and `/recovery-codes`: ten single-use codes, shown this once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}
