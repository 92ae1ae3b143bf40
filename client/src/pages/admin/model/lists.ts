import type { ReportCategory, ReportTargetType } from '@/shared/api';

export const ADMIN_TEXTS = {
  title: 'Moderation',
  tabs: { reports: 'Reports', appeals: 'Appeals', users: 'Users', audit: 'Audit log' },
  reasonLabel: 'Reason (required)',
  noReports: 'No reports here.',
  noAppeals: 'No appeals here.',
  noAudit: 'Nothing logged yet.',
  noUsers: 'No users found.',
  loadMore: 'Load more',
  done: 'Done',
} as const;

export const TARGET_LABELS: Record<ReportTargetType, string> = {
  post: 'Post',
  comment: 'Comment',
  user: 'Profile',
  message: 'Message',
  community: 'Community',
};

export const CATEGORY_LABELS: Record<ReportCategory, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  hate: 'Hate',
  violence: 'Violence',
  nudity: 'Nudity',
  self_harm: 'Self-harm',
  minor_safety: 'Minor safety',
  impersonation: 'Impersonation',
  other: 'Other',
};
