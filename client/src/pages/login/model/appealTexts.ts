export const APPEAL_TEXTS = {
  title: 'Appeal a decision',
  subtitle: 'A moderator who did not take the decision will read your appeal. You can appeal once.',
  label: 'Why should the decision change?',
  submit: 'Send appeal',
  sent: 'Your appeal was sent. We will let you know the outcome.',
  failed: 'Could not send the appeal',
  missing: 'This link does not name a decision to appeal.',
} as const;
