/**
 * The languages the app itself speaks (menus, messages, e-mails, notification sentences): not the
 * spoken languages a user lists in Settings → Language Preferences, which are free text.
 */
export const APP_LANGUAGES = ['en', 'es', 'fr'] as const;

export type AppLanguage = (typeof APP_LANGUAGES)[number];

/** What a user sees before they choose and when their browser asks for none of the above. */
export const DEFAULT_APP_LANGUAGE: AppLanguage = 'en';

/** Each language's name in itself: the choice reads the same whatever the app's language is. */
export const APP_LANGUAGE_NAMES: Record<AppLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
};

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}

/** `PUT /settings/app-language`: sets the account's app language; answers the same shape. */
export interface AppLanguageRequest {
  appLanguage: AppLanguage;
}
