import { textLength } from '@/shared/lib';

/** A message's length as the server counts it against its limit: trimmed, in code points. */
export function messageLength(text: string): number {
  return textLength(text.trim());
}
