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
 * For `@Transform`: a string trimmed by `trimInvisible`, its line breaks as `\n`; anything else
 * as it came. A browser sends every line break of a multipart form field as `\r\n` (the HTML
 * form encoding), which counted two characters against a limit the box had counted as one.
 */
export const trimmedText = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? trimInvisible(value).replace(/\r\n?/g, '\n') : value;

/**
 * For `@Transform` on a display name: whitespace trimmed only, so that a name of nothing but
 * invisible characters reaches `IsDisplayName`, which says so ('Name must contain visible
 * characters') rather than that the name is missing.
 */
export const trimmedName = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;
