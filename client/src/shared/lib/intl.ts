import type { AppLanguage } from '@contracts';
import { currentLanguage, i18n } from '../i18n/i18n';

/**
 * Every date, time and number the app shows goes through here, in the app's language (not the
 * browser's): a Spanish account on an English browser reads "hace 5 minutos", "3 dic 2026".
 */
type DateInput = string | number | Date;

const formatters = new Map<
  string,
  Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat
>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function toTime(value: DateInput): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/** A date (and, with options, a time) in the app's language; an unreadable date gives ''. */
export function formatDate(
  value: DateInput,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
  locale: AppLanguage = currentLanguage(),
): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return '';
  return cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(
    time,
  );
}

/** '3 Dec 2026, 14:05' in the app's language. */
export function formatDateTime(value: DateInput, locale: AppLanguage = currentLanguage()): string {
  return formatDate(value, { dateStyle: 'medium', timeStyle: 'short' }, locale);
}

/** The clock time alone: a chat message's time. */
export function formatTime(value: DateInput, locale: AppLanguage = currentLanguage()): string {
  return formatDate(value, { hour: '2-digit', minute: '2-digit' }, locale);
}

export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  locale: AppLanguage = currentLanguage(),
): string {
  return cached('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(
    value,
  );
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** '5 minutes ago', 'yesterday', 'just now' in the app's language; an unreadable date gives ''. */
export function formatRelativeTime(
  value: DateInput,
  now: number = Date.now(),
  locale: AppLanguage = currentLanguage(),
): string {
  const time = toTime(value);
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return i18n.t('common:time.justNow', { lng: locale });
  const rtf = cached(
    'relative',
    locale,
    {},
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  for (const [unit, size] of UNITS) {
    if (abs >= size) return rtf.format(Math.round(seconds / size), unit);
  }
  return rtf.format(Math.round(seconds / 60), 'minute');
}
