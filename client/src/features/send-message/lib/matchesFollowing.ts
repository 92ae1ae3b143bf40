/** SPEC §5: user name or full name contains the search, ignoring case. */
export function matchesFollowing(
  user: { userName: string; fullName: string },
  search: string,
): boolean {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return user.userName.toLowerCase().includes(q) || user.fullName.toLowerCase().includes(q);
}
