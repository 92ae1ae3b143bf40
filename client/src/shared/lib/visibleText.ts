/**
 * Whitespace and the characters that show nothing (zero-width space and joiners, direction marks,
 * word joiner, BOM, soft hyphen, Mongolian vowel separator, Hangul fillers, combining grapheme
 * joiner): the server trims the same ones from every text a user writes
 * (server/src/core/http/visible-text.ts), so a caption of only U+200B is blank on both sides.
 */
const INVISIBLE = String.raw`(?:[\s\u200b-\u200f\u2060-\u2064\ufeff\u00ad\u180e\u3164\u115f\u1160]|\u034f)`;
const EDGES = new RegExp(`^${INVISIBLE}+|${INVISIBLE}+$`, 'g');

/** `text` without whitespace or invisible characters at either end ('' when it is only those). */
export function trimInvisible(text: string): string {
  return text.replace(EDGES, '');
}
