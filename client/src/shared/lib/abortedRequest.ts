/**
 * A request cut off before any answer came: ending the session resets the api state, which aborts
 * whatever is in flight (RTK rejects it as an AbortError), or a condition stopped it. It has
 * nothing of its own to tell the user: the session's toast already speaks for it.
 */
export function isAbortedRequest(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'ConditionError';
}
