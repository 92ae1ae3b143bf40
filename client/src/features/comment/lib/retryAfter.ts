/** Seconds the server asks to wait (429 `retryAfter`), or undefined. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!error || typeof error !== 'object' || !('status' in error) || error.status !== 429) {
    return undefined;
  }
  const data = 'data' in error ? error.data : undefined;
  const value =
    data && typeof data === 'object' && 'retryAfter' in data ? Number(data.retryAfter) : NaN;
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
