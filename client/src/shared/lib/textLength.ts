import { charCount } from '@contracts';

/**
 * A text's length as the server counts it against its limits (and PostgreSQL stores it): code
 * points, the shared contract's `charCount`. `String.prototype.length` counts UTF-16 units, so
 * '🏀' was two and a caption of 350 basketballs read 700/600 and was refused here.
 */
export const textLength = charCount;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first `max` characters of `text` as a reader sees them (graphemes: a flag or a family
 * emoji is one), so a preview never ends in half an emoji; null when the text is not longer.
 */
export function clipText(text: string, max: number): string | null {
  if (text.length <= max) return null;
  let shown = '';
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) return shown;
    shown += segment;
    count += 1;
  }
  return null;
}

/**
 * `text` cut to `max` characters as the server counts them: what a box's `maxlength` does, but
 * `maxlength` counts UTF-16 units and stopped a 200-character comment at 100 emoji.
 */
export function limitText(text: string, max: number): string {
  return text.length <= max ? text : Array.from(text).slice(0, max).join('');
}
