import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import type { AppLanguage } from '@contracts';
import { APP_LANGUAGES, DEFAULT_APP_LANGUAGE } from '../config';
import { readStoredUser } from '../lib/storage';
import { resolveAppLanguage } from './language';
import { NAMESPACES, RESOURCES } from './resources';

/**
 * The app's one i18next instance. Messages are ICU (`{count, plural, one {…} other {…}}`), the
 * format FormatJS and translators share, so plurals follow each language's CLDR rules.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    // The stored signed-in user carries the account's choice, so a reload paints in it at once.
    lng: resolveAppLanguage(readStoredUser()?.appLanguage),
    fallbackLng: DEFAULT_APP_LANGUAGE,
    supportedLngs: [...APP_LANGUAGES],
    resources: RESOURCES,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // Bundled resources: ready before the first render, no Suspense needed.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });

syncDocumentLanguage(i18n.language);
i18n.on('languageChanged', syncDocumentLanguage);

function syncDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language texts, dates and numbers are shown in now. */
export function currentLanguage(): AppLanguage {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (APP_LANGUAGES as readonly string[]).includes(language)
    ? (language as AppLanguage)
    : DEFAULT_APP_LANGUAGE;
}

export function applyAppLanguage(language: AppLanguage): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
}
