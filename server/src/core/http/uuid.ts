const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whatever PostgreSQL's `uuid` type takes in its canonical form (any version): an id that fails
 * this cannot name a row, so callers answer "not found" (or ignore it) without asking.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
