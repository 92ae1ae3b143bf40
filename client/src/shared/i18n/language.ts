import type { AppLanguage } from '@contracts';
import { DEFAULT_APP_LANGUAGE, isAppLanguage } from '../config';

/** The first of the browser's preferred languages that the app speaks ('es-MX' counts as 'es'). */
export function browserLanguage(
  preferred: readonly string[] = typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language],
): AppLanguage | null {
  for (const tag of preferred) {
    const primary = tag?.split('-')[0]?.toLowerCase();
    if (isAppLanguage(primary)) return primary;
  }
  return null;
}

/**
 * The language the app shows: the account's choice, else the browser's when the app speaks it,
 * else English. Signed-out pages (login, signup) have no account and so follow the browser.
 */
export function resolveAppLanguage(
  account: string | null | undefined,
  preferred?: readonly string[],
): AppLanguage {
  if (isAppLanguage(account)) return account;
  return browserLanguage(preferred) ?? DEFAULT_APP_LANGUAGE;
}
