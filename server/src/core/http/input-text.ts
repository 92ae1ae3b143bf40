/**
 * The one text rule for everything a client sends (bodies, queries, route parameters, cursors):
 * PostgreSQL refuses U+0000 in text, and a lone UTF-16 surrogate has no UTF-8 form, so both are
 * refused at the door instead of failing deep in a query. Nesting is bounded too: a body of
 * 5,000 nested arrays would otherwise overflow the stack of the validators that walk it.
 */
export const MAX_INPUT_DEPTH = 32;

export const BAD_CHARACTER_MESSAGE = 'Text contains a character that is not allowed';
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply';

export interface InputProblem {
  path: string;
  message: string;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True for text PostgreSQL and UTF-8 can hold: no NUL, no lone surrogate. */
export function isAcceptableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The first problem in a parsed input, walking it without recursion (the input may be deeper
 * than the stack), or null when every string and key is acceptable.
 */
export function findInputProblem(value: unknown, root = 'body'): InputProblem | null {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [
    { value, path: root, depth: 0 },
  ];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      if (!isAcceptableText(item.value)) return { path: item.path, message: BAD_CHARACTER_MESSAGE };
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (Buffer.isBuffer(item.value)) continue;
    if (item.depth >= MAX_INPUT_DEPTH) return { path: item.path, message: TOO_DEEP_MESSAGE };
    for (const [key, child] of Object.entries(item.value)) {
      const path = `${item.path}.${key}`;
      if (!isAcceptableText(key)) return { path, message: BAD_CHARACTER_MESSAGE };
      stack.push({ value: child, path, depth: item.depth + 1 });
    }
  }
  return null;
}
