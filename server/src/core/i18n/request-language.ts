import Negotiator from 'negotiator';
import {
  APP_LANGUAGES,
  type AppLanguage,
  DEFAULT_APP_LANGUAGE,
  isAppLanguage,
} from '../../contracts/app-language';
import type { UserLanguages } from './user-languages';

/**
 * The app language an `Accept-Language` header prefers most (`es-MX` is Spanish), or null when it
 * names none the app speaks (or there is no header).
 */
export function acceptedLanguage(header: string | string[] | undefined): AppLanguage | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value?.trim()) return null;
  // Negotiator answers the available languages in the order the header prefers them.
  const [best] = new Negotiator({ headers: { 'accept-language': value } }).languages([
    ...APP_LANGUAGES,
  ]);
  return isAppLanguage(best) ? best : null;
}

/** What the language of an answer is decided from. */
export interface LanguageSource {
  headers?: Record<string, string | string[] | undefined>;
  user?: { userId?: unknown } | null;
}

/**
 * The language an answer speaks: the signed-in caller's chosen language, else the best match of
 * the request's `Accept-Language`, else English. The stored language is best effort: when it
 * cannot be read (the database is away), the header decides.
 */
export async function requestLanguage(
  request: LanguageSource | undefined,
  languages: UserLanguages | null | undefined,
): Promise<AppLanguage> {
  const userId = request?.user?.userId;
  if (languages && typeof userId === 'string') {
    const chosen = await languages.of(userId).catch(() => null);
    if (chosen) return chosen;
  }
  return acceptedLanguage(request?.headers?.['accept-language']) ?? DEFAULT_APP_LANGUAGE;
}
