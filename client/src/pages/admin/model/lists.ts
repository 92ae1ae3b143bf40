import type { ReportTargetType } from '@/shared/api';

/** The staff area's tabs, in order; each one's name is `admin:tabs.<tab>`. */
export const ADMIN_TABS = ['reports', 'appeals', 'users', 'audit'] as const;

/** What can be reported, in the order the Type filter offers it (`admin:targets.<type>`). */
export const TARGET_TYPES = [
  'post',
  'comment',
  'user',
  'message',
  'community',
] as const satisfies readonly ReportTargetType[];
