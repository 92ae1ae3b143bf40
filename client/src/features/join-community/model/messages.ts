/** SPEC §4 and §8, word for word. */
export const COMMUNITY_MESSAGES = {
  joined: 'Joined community',
  left: 'Left community',
  deleted: 'Community deleted',
  joinFailed: 'Error joining community',
  leaveFailed: 'Error leaving community',
  deleteFailed: 'Error deleting community',
  mustJoin: 'You must join the community to view or post.',
  deleteConfirm: 'Are you sure you want to delete this community? Its posts will be deleted too.',
} as const;

/** One id for the refusal, so a later join can take it off the screen. */
export const MUST_JOIN_TOAST_ID = 'community-must-join';
