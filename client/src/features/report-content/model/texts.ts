import type { ReportCategory } from '@/shared/api';

/** The categories in the order the dialog offers them; each one's words: `admin:report.categories.<value>`. */
export const REPORT_CATEGORIES = [
  'spam',
  'harassment',
  'hate',
  'violence',
  'nudity',
  'self_harm',
  'minor_safety',
  'impersonation',
  'other',
] as const satisfies readonly ReportCategory[];

export const REPORT_COMMENT_MAX = 1000;
