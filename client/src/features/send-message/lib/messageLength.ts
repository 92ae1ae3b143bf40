const SURROGATE_PAIR = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;
const PRESENTATION_SEQUENCE = /[^\uFE0E\uFE0F][\uFE0E\uFE0F]/g;

/**
 * A message's length as the server counts it against its limit: trimmed, an emoji or other
 * character beyond the basic plane counting once, an emoji-style selector not at all (the rule of
 * class-validator's MaxLength).
 */
export function messageLength(text: string): number {
  const content = text.trim();
  const pairs = content.match(SURROGATE_PAIR)?.length ?? 0;
  const selectors = content.match(PRESENTATION_SEQUENCE)?.length ?? 0;
  return content.length - pairs - selectors;
}
