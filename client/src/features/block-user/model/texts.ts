/** The spec's texts for blocking (SPEC §5, §6, §8). */
export const BLOCK_TEXTS = {
  blocked: 'User blocked successfully',
  unblocked: 'User unblocked successfully',
  blockFailed: 'Could not block user',
  unblockFailed: 'Could not unblock user',
  loginToBlock: 'Please login to block users',
  loginToUnblock: 'Please login to unblock users',
} as const;

export const BLOCK_FORM_TEXTS = {
  required: 'Please enter a username',
  notFound: 'User not found',
} as const;
