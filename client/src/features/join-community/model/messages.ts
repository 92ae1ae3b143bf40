/** One id for the refusal, so a later join can take it off the screen. */
export const MUST_JOIN_TOAST_ID = 'community-must-join';
