/**
 * The limits of what users write, as both sides apply them: the server refuses past them and the
 * client's boxes stop at them and count toward them. Characters are code points (`charCount`).
 */
export const TEXT_LIMITS = {
  captionMax: 600,
  commentMax: 200,
  messageMax: 2000,
  communityNameMin: 3,
  communityNameMax: 60,
  communityDescriptionMax: 1000,
  fullNameMin: 2,
  fullNameMax: 100,
  bioMax: 500,
  locationMax: 100,
  /** Years a player spent at one team: a whole number up to a career's length. */
  playerYearsMax: 60,
  passwordMin: 8,
  passwordMax: 128,
  languagesMax: 5,
  languageMinLength: 2,
  /** A reporter's optional words on a report. */
  reportCommentMax: 1000,
  /** A moderator's reason for an action, an appeal's decision. */
  moderationReasonMax: 1000,
} as const;
