/** The texts of the Privacy & Security and Blocked Accounts views (SPEC §2, §8). */
export const BLOCKED_TEXTS = {
  empty: 'No Blocked Users',
  noMatch: 'No blocked users match your search.',
  loadFailed: 'Failed to load blocked users',
  search: 'Search blocked users',
} as const;

/** '1 blocked user' or 'N blocked users' (SPEC §2). */
export const blockedCount = (n: number) => `${n} blocked ${n === 1 ? 'user' : 'users'}`;

export const PRIVACY_TEXTS = {
  loadFailed: 'Failed to load privacy settings',
  saveFailed: 'Could not update privacy settings',
  saved: 'Privacy settings updated',
  unsaved: 'You have unsaved changes',
} as const;
