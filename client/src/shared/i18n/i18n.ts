import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';
import type { AppLanguage } from '@contracts';
import { APP_LANGUAGES, DEFAULT_APP_LANGUAGE } from '../config';
import { readStoredUser } from '../lib/storage';
import { resolveAppLanguage } from './language';
import { ENGLISH, loadCatalogues } from './catalogues';
import { NAMESPACES } from './namespaces';

/**
 * The app's one i18next instance. Messages are ICU (`{count, plural, one {…} other {…}}`), the
 * format FormatJS and translators share, so plurals follow each language's CLDR rules.
 */
export const i18n = i18next.createInstance();

void i18n
  .use(ICU)
  .use(initReactI18next)
  .init({
    // English until `i18nReady` switches to the stored user's or the browser's language.
    lng: DEFAULT_APP_LANGUAGE,
    fallbackLng: DEFAULT_APP_LANGUAGE,
    supportedLngs: [...APP_LANGUAGES],
    resources: { en: ENGLISH },
    // The other languages are added when chosen (loadCatalogues).
    partialBundledLanguages: true,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // English is bundled: ready before the first render, no Suspense needed.
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

/** Switches to `language` once its catalogues are in (fetched the first time). */
export async function applyAppLanguage(language: AppLanguage): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'common')) {
    const catalogues = await loadCatalogues(language);
    for (const ns of NAMESPACES) i18n.addResourceBundle(language, ns, catalogues[ns], true, true);
  }
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

/**
 * The first paint waits for this: the stored signed-in user's language (the account's choice,
 * else the browser's), its catalogues fetched when it is not English.
 */
export const i18nReady: Promise<void> = applyAppLanguage(
  resolveAppLanguage(readStoredUser()?.appLanguage),
).catch(() => undefined);
