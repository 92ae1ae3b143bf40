import type { AppLanguage } from '../../contracts/app-language';
import { en, type MessageKey } from './messages/en';
import { formatDay, type MessageValues, translate } from './translate';

/** An English error text with values (`{field} must be true or false`), as a matcher. */
interface Pattern {
  key: MessageKey;
  names: string[];
  regex: RegExp;
  /** How much of the text is fixed: the most specific pattern is tried first. */
  fixed: number;
}

const VALUE = /\{(\w+)\}/g;

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The texts the server writes in English and answers in the caller's language: error messages
 * (`error.*`) and the success messages of the envelope (`success.*`).
 */
const ANSWERED = ['error.', 'success.'];

/** English texts without values, to their key; the others as matchers. */
const exact = new Map<string, MessageKey>();
const patterns: Pattern[] = [];
for (const [key, text] of Object.entries(en) as [MessageKey, string][]) {
  if (!ANSWERED.some((prefix) => key.startsWith(prefix))) continue;
  const names = [...text.matchAll(VALUE)].map((m) => m[1]);
  if (names.length === 0) {
    exact.set(text, key);
    continue;
  }
  const parts = text.split(VALUE).filter((_, i) => i % 2 === 0);
  patterns.push({
    key,
    names,
    regex: new RegExp(`^${parts.map(escape).join('(.+?)')}$`, 's'),
    fixed: parts.join('').length,
  });
}
patterns.sort((a, b) => b.fixed - a.fixed);

/** The catalogue entry an English text is, and its values as they were written in. */
export function findMessage(
  text: string,
): { key: MessageKey; values: Record<string, string> } | null {
  const key = exact.get(text);
  if (key) return { key, values: {} };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.names.forEach((name, i) => (values[name] = match[i + 1]));
    return { key: pattern.key, values };
  }
  return null;
}

const WAIT = /^(\d+) (second|minute)s?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const WHOLE_NUMBER = /^\d{1,9}$/;

/**
 * A value as the other language writes it: a number as a number (for its plurals), a wait
 * ('5 minutes') and a day ('2026-12-01') in the language's words, a nested sentence ('until
 * further notice') translated in turn; anything else (a field's name, a user's words) as is.
 */
function valueIn(language: AppLanguage, name: string, raw: string): string | number {
  if (WHOLE_NUMBER.test(raw)) return Number(raw);
  const wait = WAIT.exec(raw);
  if (wait) {
    return translate(language, wait[2] === 'second' ? 'wait.seconds' : 'wait.minutes', {
      count: Number(wait[1]),
    });
  }
  if (DAY.test(raw)) return formatDay(language, new Date(`${raw}T00:00:00Z`));
  if (name === 'end') return translateMessage(language, raw);
  return raw;
}

/** Texts already translated, by language: the same few errors come again and again. */
const KEPT_MAX = 2000;
const kept = new Map<string, string>();

/**
 * A message the server wrote in English (the SPEC's words: an error, or the `message` of a success
 * envelope), in `language`. A text the catalogue does not hold stays as it is: English is the
 * fallback, never an empty toast.
 */
export function translateMessage(language: AppLanguage, text: string): string {
  if (language === 'en' || !text) return text;
  const id = `${language}\u0000${text}`;
  const done = kept.get(id);
  if (done !== undefined) return done;
  const found = findMessage(text);
  let translated = text;
  if (found) {
    const values: MessageValues = {};
    for (const [name, raw] of Object.entries(found.values)) {
      values[name] = valueIn(language, name, raw);
    }
    translated = translate(language, found.key, values);
  }
  if (kept.size >= KEPT_MAX) kept.clear();
  kept.set(id, translated);
  return translated;
}
