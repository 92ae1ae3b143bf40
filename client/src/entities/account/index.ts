export type {
  AccountStatus,
  AudienceLevel,
  DataDownloadStatus,
  InteractionLevel,
  NotificationPreferences,
  PrivacySettings,
  SettingsDto,
  SettingsProfile,
  SessionInfo,
  TwoFactorSetup,
  RecoveryCodes,
  ConfirmTwoFactorRequest,
} from './model/types';
export {
  accountSecurityApi,
  useGetSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useNewRecoveryCodesMutation,
} from './api/accountSecurityApi';
export {
  settingsApi,
  useGetSettingsQuery,
  useUpdatePrivacyMutation,
  useUpdateNotificationsMutation,
  useUpdateLanguagesMutation,
  useUpdateAppLanguageMutation,
  useUpdateSettingsProfileMutation,
  useChangePasswordMutation,
  useHibernateMutation,
  useReactivateMutation,
  useRequestDataDownloadMutation,
  useGetDataDownloadQuery,
  useCheckPasswordMutation,
  useDeleteAccountMutation,
} from './api/settingsApi';
export {
  PROFILE_LIMITS,
  validateProfileForm,
  changedFields,
  type ProfileFormValues,
  type ProfileErrors,
  type ProfileField,
} from './lib/profileRules';
export {
  BUILT_IN_LANGUAGES,
  LANGUAGES_MAX,
  LANGUAGE_NOTICE_MS,
  languageSuggestions,
  checkLanguage,
  sameLanguages,
} from './lib/languageRules';
export {
  confirmWordError,
  validateDeleteForm,
  DELETE_REDIRECT_MS,
  type ConfirmWord,
  type DeleteFormErrors,
} from './lib/confirmRules';
