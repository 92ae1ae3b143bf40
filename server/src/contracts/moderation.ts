import type { UserRole } from './users';

/** What can be reported. */
export type ReportTargetType = 'post' | 'comment' | 'user' | 'message' | 'community';

/** Why something is reported, in the order the report dialog offers them. */
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
] as const;

export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export type ReportStatus = 'open' | 'resolved';

/** `POST /reports`. */
export interface ReportBody {
  targetType: ReportTargetType;
  targetId: string;
  category: ReportCategory;
  comment?: string;
}

/** What was reported, as it was when the first report came in. */
export interface ReportSnapshot {
  text: string | null;
  mediaKeys: string[];
  authorId: string | null;
  authorUserName: string | null;
  /** A message's chat, a comment's post: where the target sits. */
  contextId: string | null;
}

/** `POST /reports` answer data: the reporter's own report. */
export interface ReportDto {
  _id: string;
  targetType: ReportTargetType;
  targetId: string;
  category: ReportCategory;
  comment: string | null;
  status: ReportStatus;
  createdAt: string;
}

export type ModerationActionKind = 'dismiss' | 'remove' | 'warn' | 'suspend';
export type StaffActionKind = ModerationActionKind | 'unsuspend' | 'restore';

/** An action staff took, as the queue and a user's history show it. */
export interface ModerationActionDto {
  _id: string;
  action: StaffActionKind;
  targetType: ReportTargetType;
  targetId: string;
  reason: string;
  days: number | null;
  actorUserName: string | null;
  reversed: boolean;
  createdAt: string;
}

/** One target in the queue with every report on it. */
export interface ReportGroupDto {
  /** The newest report's id: `POST /admin/reports/{id}/resolve` takes any of the group's. */
  _id: string;
  targetType: ReportTargetType;
  targetId: string;
  status: ReportStatus;
  snapshot: ReportSnapshot;
  /** Now: `visible`, `autohidden` (enough reporters), `removed`, `gone` (deleted). */
  targetState: 'visible' | 'autohidden' | 'removed' | 'gone';
  reportCount: number;
  reporterCount: number;
  categories: ReportCategory[];
  comments: string[];
  author: { _id: string; userName: string; suspended: boolean } | null;
  /** The author's earlier actions, newest first (at most 10). */
  authorHistory: ModerationActionDto[];
  firstReportedAt: string;
  lastReportedAt: string;
}

/** `POST /admin/reports/{id}/resolve`. */
export interface ResolveBody {
  action: ModerationActionKind;
  reason: string;
  days?: number;
}

/** `POST /admin/users/{id}/suspend`. */
export interface SuspendBody {
  reason: string;
  days?: number;
}

/** `PUT /admin/users/{id}/role`. */
export interface RoleBody {
  role: UserRole;
}

/** A user as staff look them up. */
export interface StaffUserDto {
  _id: string;
  userName: string;
  fullName: string;
  role: UserRole;
  suspended: boolean;
  suspendedUntil: string | null;
  suspensionReason: string | null;
  history: ModerationActionDto[];
}

/**
 * `POST /appeals`: `appealToken` when a suspended account appeals without a session (then
 * `actionId` may be left out: the suspension the token names).
 */
export interface AppealBody {
  actionId?: string;
  text: string;
  appealToken?: string;
}

export type AppealStatus = 'open' | 'upheld' | 'reversed';

export interface AppealDto {
  _id: string;
  actionId: string;
  action: ModerationActionDto | null;
  appellant: { _id: string; userName: string } | null;
  text: string;
  status: AppealStatus;
  decisionReason: string | null;
  createdAt: string;
}

/** `POST /admin/appeals/{id}/decide`. */
export interface DecideBody {
  uphold: boolean;
  reason: string;
}

export interface AuditEntryDto {
  _id: string;
  actor: string | null;
  action: string;
  targetType: string;
  targetId: string;
  reason: string | null;
  createdAt: string;
}

/** Login's 403 ACCOUNT_SUSPENDED carries this beside `message`, as `suspension`. */
export interface SuspensionNotice {
  reason: string;
  /** ISO time the suspension lifts; null: until staff lift it. */
  until: string | null;
  /** Lets the account appeal its suspension (`POST /appeals`), and nothing else. */
  appealToken: string;
}
