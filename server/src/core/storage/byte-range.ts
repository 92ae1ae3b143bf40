/** A single `Range: bytes=…` resolved against the object's size (RFC 9110 §14.1.2). */
export type ResolvedRange =
  { kind: 'whole' } | { kind: 'part'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * `bytes=5-9`, `bytes=5-` and the suffix form `bytes=-5` (the last 5 bytes) become absolute
 * positions; `bytes=-0`, a start past the end or an end before the start cannot be satisfied.
 * Anything else (several ranges, other units, garbage) is ignored: the whole object is sent.
 */
export function resolveRange(header: string | undefined, size: number): ResolvedRange {
  const match = header ? SINGLE.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'whole' };
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
