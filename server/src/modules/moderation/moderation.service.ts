import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type {
  AppealDto,
  AuditEntryDto,
  ModerationActionDto,
  ReportDto,
  ReportGroupDto,
  ReportTargetType,
  StaffUserDto,
} from '../../contracts/moderation';
import type { UserRole } from '../../contracts/users';
import { AppConfig } from '../../config/app-config';
import { AppError } from '../../core/http/app-error';
import { isUniqueViolation } from '../../core/http/known-errors';
import {
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR,
  type Page,
  type PageRequest,
  pageSize,
} from '../../core/http/pagination';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { BackgroundJob } from '../../core/jobs/background-job';
import { AuthService } from '../auth/auth.service';
import { JwtSecret } from '../auth/jwt-secret';
import { readAppealToken } from '../auth/suspension';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { existingTargets, readTarget } from './evidence/report-targets';
import type { ReportDto as ReportBodyDto, ResolveDto } from './dto/moderation.dto';
import {
  type ActionRow,
  type AppealRow,
  type HideableType,
  ModerationRepository,
} from './moderation.repository';

export const NOT_FOUND_TEXT: Record<ReportTargetType, string> = {
  post: 'Post not found',
  comment: 'Comment not found',
  user: 'User not found',
  message: 'Message not found',
  community: 'Community not found',
};
export const OWN_CONTENT = 'You cannot report your own content';
export const ALREADY_REPORTED = 'You already reported this; a moderator will look at it';
export const REPORT_NOT_FOUND = 'Report not found';
export const ALREADY_RESOLVED = 'These reports were already resolved';
export const REMOVE_ACCOUNT = 'An account cannot be removed; suspend it instead';
export const ACTION_NOT_FOUND = 'Action not found';
export const ACTION_REQUIRED = 'actionId must be a valid id';
export const ALREADY_APPEALED = 'You already appealed this decision';
export const APPEAL_NOT_FOUND = 'Appeal not found';
export const APPEAL_DECIDED = 'This appeal was already decided';
export const SAME_MODERATOR = 'A moderator other than the one who acted must decide this appeal';
export const NOT_RESTORABLE = 'Nothing removed to restore (or removed more than 30 days ago)';
export const NOT_SUSPENDED = 'This account is not suspended';
export const OWN_ACCOUNT = 'Staff cannot act on their own account';

/** Removed content can be restored for this long. */
export const RESTORE_DAYS = 30;

const HIDEABLE: ReadonlySet<ReportTargetType> = new Set([
  'post',
  'comment',
  'message',
  'community',
]);

export function isHideable(type: ReportTargetType): type is HideableType {
  return HIDEABLE.has(type);
}

/** The moment a suspension of `days` ends (null: until lifted). */
export function suspensionEnd(days: number | undefined | null, now = new Date()): Date | null {
  return days ? new Date(now.getTime() + days * 24 * 3600 * 1000) : null;
}

function toActionDto(a: ActionRow): ModerationActionDto {
  return {
    _id: a.id,
    action: a.action,
    targetType: a.target_type,
    targetId: a.target_id,
    reason: a.reason,
    days: a.days,
    actorUserName: a.actor_user_name,
    reversed: a.reversed_at !== null,
    createdAt: a.created_at.toISOString(),
  };
}

/**
 * Safety: reports, the queue, staff actions, suspensions, appeals and the audit log. What is
 * hidden is the visibility rule's to enforce (it reads `moderated_content` and the account's
 * suspension); this module only records decisions, and every decision writes an audit line in
 * the same transaction.
 */
@Injectable()
export class ModerationService {
  constructor(
    private readonly rows: ModerationRepository,
    private readonly users: UsersService,
    private readonly auth: AuthService,
    private readonly secret: JwtSecret,
    private readonly config: AppConfig,
    private readonly events: EventEmitter2,
  ) {}

  private get db() {
    return this.rows.db;
  }

  // ---- Reporting ----

  async report(reporterId: string, dto: ReportBodyDto): Promise<ReportDto> {
    const target = await readTarget(this.db, dto.targetType, dto.targetId, reporterId);
    if (!target || !target.visible) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT[dto.targetType]);
    if (target.authorId === reporterId) {
      throw new AppError('VALIDATION_FAILED', OWN_CONTENT, { targetId: OWN_CONTENT });
    }
    let row;
    try {
      row = await this.rows.insertReport({
        reporterId,
        targetType: dto.targetType,
        targetId: dto.targetId,
        targetUserId: target.authorId,
        category: dto.category,
        comment: dto.comment || null,
        snapshot: target.snapshot,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_REPORTED);
      throw error;
    }
    await this.autohideIfReached(dto.targetType, dto.targetId, target.authorId);
    return {
      _id: row.id,
      targetType: row.target_type,
      targetId: row.target_id,
      category: row.category,
      comment: row.comment,
      status: row.status,
      createdAt: row.created_at.toISOString(),
    };
  }

  /** Enough distinct reporters: hidden from all but its author until a moderator decides. */
  private async autohideIfReached(
    type: ReportTargetType,
    id: string,
    authorId: string | null,
  ): Promise<void> {
    if (!isHideable(type)) return;
    const reporters = await this.rows.openReporters(type, id);
    if (reporters < this.config.MODERATION_AUTOHIDE_REPORTS) return;
    if (await this.rows.autohide(type, id, authorId)) this.contentChanged(type, id);
  }

  // ---- The queue ----

  async queue(
    filter: {
      status?: 'open' | 'resolved';
      targetType?: ReportTargetType;
      category?: ReportGroupDto['categories'][number];
    },
    page: PageRequest,
  ): Promise<Page<ReportGroupDto>> {
    const size = pageSize(page.limit);
    const after = decodeCursor(page.cursor, 'timestamp');
    const rows = await this.rows.queue(
      { ...filter, status: filter.status ?? 'open' },
      after,
      size + 1,
    );
    const kept = rows.slice(0, size);
    const targets = kept.map((r) => ({ type: r.target_type, id: r.target_id }));
    const authorIds = [
      ...new Set(kept.map((r) => r.target_user_id).filter((x): x is string => !!x)),
    ];
    const [states, existing, history, authors] = await Promise.all([
      this.rows.hiddenStates(targets),
      existingTargets(this.db, targets),
      this.rows.historyOf(authorIds),
      Promise.all(authorIds.map((id) => this.users.findById(id))),
    ]);
    const byId = new Map(authors.filter((u): u is User => !!u).map((u) => [u.id, u]));
    const items = kept.map((r): ReportGroupDto => {
      const key = `${r.target_type}:${r.target_id}`;
      const author = r.target_user_id ? byId.get(r.target_user_id) : undefined;
      return {
        _id: r.id,
        targetType: r.target_type,
        targetId: r.target_id,
        status: filter.status ?? 'open',
        snapshot: r.snapshot,
        targetState: !existing.has(key) ? 'gone' : (states.get(key) ?? 'visible'),
        reportCount: r.report_count,
        reporterCount: r.reporter_count,
        categories: r.categories,
        comments: r.comments ?? [],
        author: author
          ? { _id: author.id, userName: author.userName, suspended: author.suspendedAt !== null }
          : null,
        authorHistory: (history.get(r.target_user_id ?? '') ?? []).map(toActionDto),
        firstReportedAt: r.first_at.toISOString(),
        lastReportedAt: r.last_at.toISOString(),
      };
    });
    const last = kept[kept.length - 1];
    const nextCursor =
      rows.length > size && last ? encodeCursor({ key: last.last_key, id: last.target_id }) : null;
    return { items, nextCursor };
  }

  /**
   * Decides every open report on the report's target at once: one action, an audit line, the
   * reports closed; then the reporters hear the outcome and the author what was done.
   */
  async resolve(staffId: string, reportId: string, dto: ResolveDto): Promise<ModerationActionDto> {
    const report = await this.rows.report(reportId);
    if (!report) throw new AppError('NOT_FOUND', REPORT_NOT_FOUND);
    if (report.status !== 'open') throw new AppError('CONFLICT', ALREADY_RESOLVED);
    const { target_type: type, target_id: id, target_user_id: authorId } = report;
    if (dto.action === 'remove' && !isHideable(type)) {
      throw new AppError('VALIDATION_FAILED', REMOVE_ACCOUNT, { action: REMOVE_ACCOUNT });
    }
    if (dto.action === 'suspend') {
      if (!authorId) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT.user);
      if (authorId === staffId) throw new AppError('FORBIDDEN', OWN_ACCOUNT);
    }
    const days = dto.action === 'suspend' ? (dto.days ?? null) : null;
    const { actionId, reporters } = await this.db.transaction(async (tx) => {
      const actionId = await this.rows.insertAction(tx, {
        actorId: staffId,
        action: dto.action,
        targetType: type,
        targetId: id,
        targetUserId: authorId,
        reason: dto.reason,
        days,
      });
      const reporters = await this.rows.closeReports(tx, type, id, actionId);
      if (reporters.length === 0) throw new AppError('CONFLICT', ALREADY_RESOLVED);
      if (dto.action === 'dismiss') await this.rows.unhide(tx, type, id, 'autohidden');
      if (dto.action === 'remove' && isHideable(type)) {
        await this.rows.remove(tx, type, id, authorId);
      }
      await this.rows.audit(tx, {
        actorId: staffId,
        action: `report.${dto.action}`,
        targetType: type,
        targetId: id,
        reason: dto.reason,
        details: { reportId, actionId, days },
      });
      return { actionId, reporters };
    });
    if (dto.action === 'suspend' && authorId) {
      await this.applySuspension(authorId, dto.reason, days);
    }
    if (dto.action === 'dismiss' || dto.action === 'remove') this.contentChanged(type, id);
    for (const reporterId of reporters) {
      this.notice(
        reporterId,
        'report_outcome',
        dto.action === 'dismiss' ? 'reviewed' : 'actioned',
        null,
        null,
        null,
      );
    }
    if (authorId && (dto.action === 'warn' || dto.action === 'remove')) {
      this.notice(authorId, 'moderation_notice', dto.action, dto.reason, actionId, type);
    }
    return toActionDto((await this.rows.action(actionId))!);
  }

  // ---- Accounts ----

  async suspend(
    staffId: string,
    userId: string,
    reason: string,
    days: number | null,
  ): Promise<ModerationActionDto> {
    if (userId === staffId) throw new AppError('FORBIDDEN', OWN_ACCOUNT);
    if (!(await this.users.exists(userId))) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT.user);
    const actionId = await this.db.transaction(async (tx) => {
      const actionId = await this.rows.insertAction(tx, {
        actorId: staffId,
        action: 'suspend',
        targetType: 'user',
        targetId: userId,
        targetUserId: userId,
        reason,
        days,
      });
      await this.rows.audit(tx, {
        actorId: staffId,
        action: 'user.suspend',
        targetType: 'user',
        targetId: userId,
        reason,
        details: { actionId, days },
      });
      return actionId;
    });
    await this.applySuspension(userId, reason, days);
    return toActionDto((await this.rows.action(actionId))!);
  }

  /**
   * Hidden exactly as a hibernated account (the visibility rule reads both), every session ends
   * and its sockets close at once, every bearer link stops working; screens open elsewhere hear
   * it is gone (`account.hibernated`'s listeners: the same pushes and caches as hibernation).
   */
  private async applySuspension(
    userId: string,
    reason: string,
    days: number | null,
  ): Promise<void> {
    await this.users.setSuspended(userId, reason, suspensionEnd(days));
    await this.auth.revokeAll(userId);
    this.emit('account.hibernated', { userId });
  }

  async unsuspend(staffId: string, userId: string, reason: string | null): Promise<void> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT.user);
    // Nothing to lift is refused before anything is written: the log holds only what happened.
    if (!user.suspendedAt) throw new AppError('CONFLICT', NOT_SUSPENDED);
    await this.db.transaction(async (tx) => {
      await this.rows.insertAction(tx, {
        actorId: staffId,
        action: 'unsuspend',
        targetType: 'user',
        targetId: userId,
        targetUserId: userId,
        reason: reason ?? 'Suspension lifted',
        days: null,
      });
      await this.rows.audit(tx, {
        actorId: staffId,
        action: 'user.unsuspend',
        targetType: 'user',
        targetId: userId,
        reason,
      });
    });
    if (await this.users.liftSuspension(userId)) this.emit('account.reactivated', { userId });
  }

  /** Suspensions whose end passed are lifted, and their accounts show again. */
  @BackgroundJob('suspension-expiry', 60_000)
  async liftExpired(): Promise<number> {
    const lifted = await this.users.liftExpiredSuspensions();
    for (const userId of lifted) this.emit('account.reactivated', { userId });
    return lifted.length;
  }

  async restore(
    staffId: string,
    type: ReportTargetType,
    id: string,
    reason: string | null,
  ): Promise<void> {
    if (!isHideable(type)) throw new AppError('NOT_FOUND', NOT_RESTORABLE);
    const authorId = await this.db.transaction(async (tx) => {
      if (!(await this.rows.unhide(tx, type, id, 'removed', RESTORE_DAYS))) {
        throw new AppError('NOT_FOUND', NOT_RESTORABLE);
      }
      const target = await readTarget(tx, type, id, staffId);
      const authorId = target?.authorId ?? null;
      await this.rows.insertAction(tx, {
        actorId: staffId,
        action: 'restore',
        targetType: type,
        targetId: id,
        targetUserId: authorId,
        reason: reason ?? 'Restored',
        days: null,
      });
      await this.rows.audit(tx, {
        actorId: staffId,
        action: 'content.restore',
        targetType: type,
        targetId: id,
        reason,
      });
      return authorId;
    });
    this.contentChanged(type, id);
    if (authorId) this.notice(authorId, 'moderation_notice', 'restore', null, null, type);
  }

  /** Only an admin; never through any other body. */
  async setRole(adminId: string, userId: string, role: UserRole): Promise<StaffUserDto> {
    if (userId === adminId) throw new AppError('FORBIDDEN', OWN_ACCOUNT);
    await this.db.transaction(async (tx) => {
      await this.rows.audit(tx, {
        actorId: adminId,
        action: 'user.role',
        targetType: 'user',
        targetId: userId,
        reason: null,
        details: { role },
      });
      if (!(await this.users.setRole(userId, role, tx))) {
        throw new AppError('NOT_FOUND', NOT_FOUND_TEXT.user);
      }
    });
    return this.staffUser(userId);
  }

  async lookup(term: string): Promise<StaffUserDto[]> {
    const found = await this.users.lookup(term);
    const history = await this.rows.historyOf(found.map((u) => u.id));
    return found.map((u) => this.toStaffUser(u, history.get(u.id) ?? []));
  }

  async staffUser(userId: string): Promise<StaffUserDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new AppError('NOT_FOUND', NOT_FOUND_TEXT.user);
    const history = await this.rows.historyOf([userId], 50);
    return this.toStaffUser(user, history.get(userId) ?? []);
  }

  private toStaffUser(u: User, history: ActionRow[]): StaffUserDto {
    return {
      _id: u.id,
      userName: u.userName,
      fullName: u.fullName,
      role: u.role,
      suspended: u.suspendedAt !== null,
      suspendedUntil: u.suspendedUntil?.toISOString() ?? null,
      suspensionReason: u.suspensionReason,
      history: history.map(toActionDto),
    };
  }

  // ---- Appeals ----

  /**
   * The author of removed content, or a suspended account (signed in, or through the token its
   * login answer gave), appeals an action once.
   */
  async appeal(
    callerId: string | null,
    dto: { actionId?: string; text: string; appealToken?: string },
  ): Promise<AppealDto> {
    let appellantId = callerId;
    let actionId = dto.actionId;
    if (!appellantId) {
      const suspension = await this.suspensionOfToken(dto.appealToken);
      appellantId = suspension.userId;
      actionId ??= suspension.actionId;
      if (actionId !== suspension.actionId) throw new AppError('NOT_FOUND', ACTION_NOT_FOUND);
    }
    if (!actionId) {
      throw new AppError('VALIDATION_FAILED', ACTION_REQUIRED, { actionId: ACTION_REQUIRED });
    }
    const action = await this.rows.action(actionId);
    const appealable =
      action &&
      action.target_user_id === appellantId &&
      (action.action === 'remove' || action.action === 'suspend' || action.action === 'warn') &&
      action.reversed_at === null;
    if (!action || !appealable) throw new AppError('NOT_FOUND', ACTION_NOT_FOUND);
    let id: string;
    try {
      id = await this.rows.insertAppeal(actionId, appellantId, dto.text);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', ALREADY_APPEALED);
      throw error;
    }
    return this.toAppealDto((await this.rows.appeal(id))!, action);
  }

  /**
   * The account and suspension a suspended account's token names, only while that suspension
   * runs: it appeals that suspension and nothing else.
   */
  private async suspensionOfToken(
    token: string | undefined,
  ): Promise<{ userId: string; actionId: string }> {
    const denied = new AppError('INVALID_TOKEN', 'Authentication required. Please log in.');
    if (!token) throw denied;
    const read = readAppealToken(this.secret.value, token);
    if (!read) throw denied;
    const user = await this.users.findById(read.userId);
    if (!user?.suspendedAt || user.suspendedAt.getTime() !== read.suspendedAt) throw denied;
    const latest = await this.rows.latestSuspension(user.id);
    if (!latest) throw new AppError('NOT_FOUND', ACTION_NOT_FOUND);
    return { userId: user.id, actionId: latest.id };
  }

  async appeals(
    status: 'open' | 'upheld' | 'reversed',
    page: PageRequest,
  ): Promise<Page<AppealDto>> {
    const size = pageSize(page.limit);
    const after = decodeCursor(page.cursor, 'timestamp');
    const rows = await this.rows.appeals(status, after, size + 1);
    const kept = rows.slice(0, size);
    const items = await Promise.all(
      kept.map(async (r) => this.toAppealDto(r, await this.rows.action(r.action_id))),
    );
    const last = kept[kept.length - 1];
    return {
      items,
      nextCursor: rows.length > size && last ? encodeCursor({ key: last.key, id: last.id }) : null,
    };
  }

  /** A moderator other than the one who acted decides; a reversal undoes the action. */
  async decide(
    staffId: string,
    appealId: string,
    uphold: boolean,
    reason: string,
  ): Promise<AppealDto> {
    const appeal = await this.rows.appeal(appealId);
    if (!appeal) throw new AppError('NOT_FOUND', APPEAL_NOT_FOUND);
    if (appeal.status !== 'open') throw new AppError('CONFLICT', APPEAL_DECIDED);
    const action = await this.rows.action(appeal.action_id);
    if (!action) throw new AppError('NOT_FOUND', ACTION_NOT_FOUND);
    if (action.actor_id === staffId) throw new AppError('FORBIDDEN', SAME_MODERATOR);
    await this.db.transaction(async (tx) => {
      const status = uphold ? 'upheld' : 'reversed';
      if (!(await this.rows.decideAppeal(tx, appealId, status, staffId, reason))) {
        throw new AppError('CONFLICT', APPEAL_DECIDED);
      }
      if (!uphold) {
        await this.rows.reverseAction(tx, action.id);
        if (action.action === 'remove') {
          await this.rows.unhide(tx, action.target_type, action.target_id, 'removed');
        }
      }
      await this.rows.audit(tx, {
        actorId: staffId,
        action: `appeal.${status}`,
        targetType: action.target_type,
        targetId: action.target_id,
        reason,
        details: { appealId, actionId: action.id },
      });
    });
    if (!uphold) await this.undo(action);
    this.notice(
      appeal.appellant_id,
      'moderation_notice',
      uphold ? 'appeal_upheld' : 'appeal_reversed',
      reason,
      action.id,
      action.target_type,
    );
    return this.toAppealDto((await this.rows.appeal(appealId))!, await this.rows.action(action.id));
  }

  /** What a reversed action leaves behind is undone (content shows, the account returns). */
  private async undo(action: ActionRow): Promise<void> {
    if (action.action === 'remove') this.contentChanged(action.target_type, action.target_id);
    if (action.action === 'suspend' && action.target_user_id) {
      const latest = await this.rows.latestSuspension(action.target_user_id);
      // Only the suspension appealed: a later one of its own stands.
      if (latest?.id === action.id && (await this.users.liftSuspension(action.target_user_id))) {
        this.emit('account.reactivated', { userId: action.target_user_id });
      }
    }
  }

  private toAppealDto(r: AppealRow, action: ActionRow | null): AppealDto {
    return {
      _id: r.id,
      actionId: r.action_id,
      action: action ? toActionDto(action) : null,
      appellant: r.appellant_user_name
        ? { _id: r.appellant_id, userName: r.appellant_user_name }
        : null,
      text: r.text,
      status: r.status,
      decisionReason: r.decision_reason,
      createdAt: r.created_at.toISOString(),
    };
  }

  // ---- The audit log ----

  async auditLog(page: PageRequest): Promise<Page<AuditEntryDto>> {
    const size = pageSize(page.limit);
    let after: string | null = null;
    if (page.cursor) {
      after = Buffer.from(page.cursor, 'base64url').toString('utf8');
      if (!/^\d{1,18}$/.test(after)) {
        throw new AppError('VALIDATION_FAILED', INVALID_CURSOR, { cursor: INVALID_CURSOR });
      }
    }
    const rows = await this.rows.auditPage(after, size + 1);
    const kept = rows.slice(0, size);
    const last = kept[kept.length - 1];
    return {
      items: kept.map((r) => ({
        _id: r.id,
        actor: r.actor_name,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        reason: r.reason,
        createdAt: r.created_at.toISOString(),
      })),
      nextCursor:
        rows.length > size && last ? Buffer.from(last.id, 'utf8').toString('base64url') : null,
    };
  }

  // ---- Plumbing ----

  private notice(
    recipientId: string,
    type: DomainEvents['moderation.notice']['type'],
    kind: DomainEvents['moderation.notice']['kind'],
    reason: string | null,
    actionId: string | null,
    targetType: string | null,
  ): void {
    this.emit('moderation.notice', { recipientId, type, kind, reason, actionId, targetType });
  }

  private contentChanged(targetType: string, targetId: string): void {
    this.emit('moderation.content', { targetType, targetId });
  }

  private emit<E extends keyof DomainEvents>(name: E, payload: DomainEvents[E]): void {
    this.events.emit(name, payload);
  }
}
