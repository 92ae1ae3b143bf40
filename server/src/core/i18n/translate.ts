import { type Formatters, IntlMessageFormat } from 'intl-messageformat';
import type { AppLanguage } from '../../contracts/app-language';
import { type Catalogue, en, type MessageKey } from './messages/en';
import { es } from './messages/es';
import { fr } from './messages/fr';

export type { MessageKey } from './messages/en';

/** Every catalogue the server speaks, by language. */
export const CATALOGUES: Record<AppLanguage, Catalogue> = { en, es, fr };

export type MessageValues = Record<string, string | number>;

/**
 * The Intl objects every message formats with, made once per language and options for the whole
 * process: making one costs tens of microseconds, and intl-messageformat would make a plural's
 * rules and number format for every message object. The key is cheap for the calls every plural
 * makes (rules by type, numbers without options).
 */
const made = new Map<string, object>();
function once<T extends object>(kind: string, args: unknown[], make: () => T): T {
  const [locales, options] = args as [unknown, Record<string, unknown> | undefined];
  const simple = !options || (kind === 'p' && Object.keys(options).length === 1);
  const id = simple
    ? `${kind}:${String(locales)}:${String(options?.type ?? '')}`
    : `${kind}:${JSON.stringify(args)}`;
  let value = made.get(id) as T | undefined;
  if (!value) {
    value = make();
    made.set(id, value);
  }
  return value;
}
const formatters: Formatters = {
  getNumberFormat: (...args) => once('n', args, () => new Intl.NumberFormat(...args)),
  getDateTimeFormat: (...args) => once('d', args, () => new Intl.DateTimeFormat(...args)),
  getPluralRules: (...args) => once('p', args, () => new Intl.PluralRules(...args)),
};

/** Compiled messages, by language and key: parsing ICU is the costly part, done once. */
const compiled = new Map<string, IntlMessageFormat>();

function formatter(language: AppLanguage, key: MessageKey): IntlMessageFormat {
  const id = `${language}:${key}`;
  let message = compiled.get(id);
  if (!message) {
    message = new IntlMessageFormat(CATALOGUES[language][key], language, undefined, {
      formatters,
    });
    compiled.set(id, message);
  }
  return message;
}

/**
 * Sentences already written, by language, key and values: a notification list is read again and
 * again with the same items, and formatting an ICU plural costs microseconds each time.
 */
const WRITTEN_MAX = 5000;
const written = new Map<string, string>();

function idOf(language: AppLanguage, key: MessageKey, values?: MessageValues): string {
  let id = `${language}\u0000${key}`;
  if (values) for (const name in values) id += `\u0000${name}\u0001${values[name]}`;
  return id;
}

/** The text of `key` in `language`, its ICU plurals and selects decided by `values`. */
export function translate(language: AppLanguage, key: MessageKey, values?: MessageValues): string {
  const id = idOf(language, key, values);
  let text = written.get(id);
  if (text === undefined) {
    text = String(formatter(language, key).format(values));
    if (written.size >= WRITTEN_MAX) written.clear();
    written.set(id, text);
  }
  return text;
}

/** A date and time in a sentence: the language's own way to write it, in UTC (as the server knows no zone of the reader). */
export function formatDateTime(language: AppLanguage, at: Date): string {
  return formatters
    .getDateTimeFormat(language, { dateStyle: 'full', timeStyle: 'long', timeZone: 'UTC' })
    .format(at);
}

/** A calendar day in a sentence ('1 December 2026', '1 de diciembre de 2026'). */
export function formatDay(language: AppLanguage, day: Date): string {
  return formatters.getDateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

const DEVICE = /^(.+?) on (.+?)(?: \((mobile|tablet)\))?$/;

/**
 * A device as `describeDevice` names it in English ('Chrome on Linux (mobile)'), in `language`;
 * the browser and system names stay as they are.
 */
export function translateDevice(language: AppLanguage, device: string): string {
  if (language === 'en') return device;
  const match = DEVICE.exec(device);
  if (!match) return device;
  const [, browser, system, kind] = match;
  const base = translate(language, 'device.on', { browser, system });
  if (kind === 'mobile') return translate(language, 'device.mobile', { device: base });
  if (kind === 'tablet') return translate(language, 'device.tablet', { device: base });
  return base;
}
