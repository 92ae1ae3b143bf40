/** What a count badge reads: '99+' past 99, nothing at 0. */
export function badgeText(count: number | undefined): string | null {
  if (!count || count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
