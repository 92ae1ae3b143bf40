import { TEXT_LIMITS } from '@/shared/config';
import { i18n } from '@/shared/i18n';

/** SPEC §9: the 30 built-in languages. */
export const BUILT_IN_LANGUAGES = [
  'English',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Chinese',
  'Japanese',
  'Korean',
  'Arabic',
  'Russian',
  'Hindi',
  'Dutch',
  'Swedish',
  'Norwegian',
  'Danish',
  'Finnish',
  'Polish',
  'Turkish',
  'Greek',
  'Hebrew',
  'Thai',
  'Vietnamese',
  'Indonesian',
  'Malay',
  'Filipino',
  'Bengali',
  'Urdu',
  'Persian',
  'Ukrainian',
] as const;

export const LANGUAGES_MAX = TEXT_LIMITS.languagesMax;
export const LANGUAGE_SUGGESTIONS_MAX = 10;
export const LANGUAGE_NOTICE_MS = 3000;
export const LANGUAGE_NAME_MIN = 2;

const lower = (s: string) => s.trim().toLowerCase();

/** Built-in languages containing the typed text (any case), not chosen yet, at most 10. */
export function languageSuggestions(typed: string, chosen: readonly string[]): string[] {
  const needle = lower(typed);
  if (!needle) return [];
  const taken = new Set(chosen.map(lower));
  return BUILT_IN_LANGUAGES.filter(
    (language) => language.toLowerCase().includes(needle) && !taken.has(language.toLowerCase()),
  ).slice(0, LANGUAGE_SUGGESTIONS_MAX);
}

export type LanguageCheck =
  { ok: false; error: string } | { ok: true; language: string; custom: boolean };

/**
 * Whether `typed` may join the list, as what (a built-in name keeps its spelling); a refusal says
 * why in the app's language.
 */
export function checkLanguage(typed: string, chosen: readonly string[]): LanguageCheck {
  const name = typed.trim();
  if (chosen.length >= LANGUAGES_MAX) {
    return { ok: false, error: i18n.t('settings:languages.tooMany', { max: LANGUAGES_MAX }) };
  }
  if (name.length < LANGUAGE_NAME_MIN) {
    return { ok: false, error: i18n.t('settings:languages.tooShort', { min: LANGUAGE_NAME_MIN }) };
  }
  if (chosen.some((c) => lower(c) === lower(name))) {
    return { ok: false, error: i18n.t('settings:languages.taken') };
  }
  const builtIn = BUILT_IN_LANGUAGES.find((l) => l.toLowerCase() === lower(name));
  return builtIn
    ? { ok: true, language: builtIn, custom: false }
    : { ok: true, language: name, custom: true };
}

export function sameLanguages(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((language, i) => language === b[i]);
}
