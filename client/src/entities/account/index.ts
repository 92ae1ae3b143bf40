export type {
  AccountStatus,
  AudienceLevel,
  DataDownloadStatus,
  InteractionLevel,
  NotificationPreferences,
  PrivacySettings,
  SettingsDto,
  SettingsProfile,
} from './model/types';
export {
  settingsApi,
  useGetSettingsQuery,
  useUpdatePrivacyMutation,
  useUpdateNotificationsMutation,
  useUpdateLanguagesMutation,
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
  PROFILE_FIX_ERRORS,
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
  LANGUAGE_CUSTOM,
  languageSuggestions,
  checkLanguage,
  sameLanguages,
} from './lib/languageRules';
export {
  confirmWordError,
  validateDeleteForm,
  DELETE_INCOMPLETE,
  DELETE_DONE,
  DELETE_FAILED,
  DELETE_REDIRECT_MS,
  type ConfirmWord,
  type DeleteFormErrors,
} from './lib/confirmRules';
