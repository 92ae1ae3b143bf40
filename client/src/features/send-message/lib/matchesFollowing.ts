/** Case and accents dropped, as the server's search compares names ('Müller' is 'muller'). */
function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
}

/** SPEC §5: user name or full name contains the search, ignoring case (and accents). */
export function matchesFollowing(
  user: { userName: string; fullName: string },
  search: string,
): boolean {
  const q = fold(search.trim());
  if (!q) return true;
  return fold(user.userName).includes(q) || fold(user.fullName).includes(q);
}
