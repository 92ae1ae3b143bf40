import type { ReportCategory } from '@/shared/api';

export const REPORT_TEXTS = {
  menuItem: 'Report',
  title: 'Report',
  intro: 'Tell us what is wrong. A moderator will look at it; the author is not told who reported.',
  category: 'What is the problem?',
  comment: 'Anything else we should know? (optional)',
  submit: 'Send report',
  cancel: 'Cancel',
  thanks: 'Thanks, we received your report.',
  failed: 'Could not send the report',
  commentMax: 1000,
} as const;

/** The categories in the order the dialog offers them, with what each means to a reader. */
export const REPORT_CATEGORIES: { value: ReportCategory; label: string }[] = [
  { value: 'spam', label: 'Spam or scam' },
  { value: 'harassment', label: 'Harassment or bullying' },
  { value: 'hate', label: 'Hate speech' },
  { value: 'violence', label: 'Violence or threats' },
  { value: 'nudity', label: 'Nudity or sexual content' },
  { value: 'self_harm', label: 'Self-harm' },
  { value: 'minor_safety', label: 'A child’s safety' },
  { value: 'impersonation', label: 'Impersonation' },
  { value: 'other', label: 'Something else' },
];
