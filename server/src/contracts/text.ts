/**
 * The text rules both sides apply to what users write, so that a box and the server never
 * disagree on whether a text is blank or how long it is.
 */

/**
 * One whitespace or format character that shows nothing (zero-width space and joiners, direction
 * marks, word joiner, BOM, soft hyphen, Mongolian vowel separator, Hangul fillers, and the
 * combining grapheme joiner, which stays outside the class as a combining mark), as a pattern.
 */
export const INVISIBLE_CHARACTER = String.raw`(?:[\s\u200b-\u200f\u2060-\u2064\ufeff\u00ad\u180e\u3164\u115f\u1160]|\u034f)`;

const EDGES = new RegExp(`^${INVISIBLE_CHARACTER}+|${INVISIBLE_CHARACTER}+$`, 'g');

/**
 * The text without whitespace or invisible characters at either end, so text made only of them
 * is '' and fails a "not empty" rule with its own message (`String.prototype.trim` keeps U+200B).
 */
export function trimInvisible(text: string): string {
  return text.replace(EDGES, '');
}

/**
 * Characters as PostgreSQL's `char_length` and a `varchar(n)` column count them: code points.
 * validator.js's `MaxLength` counts an emoji's variation selector as nothing, and a browser's
 * `length` counts UTF-16 units ('🏀' as two).
 */
export function charCount(text: string): number {
  return Array.from(text).length;
}
