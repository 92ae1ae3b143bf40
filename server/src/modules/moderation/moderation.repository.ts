import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { limitSql, type Queryable, sqlRows } from '../../core/database/sql';
import { fromUsersSql } from '../users/user-row';
import type {
  AppealStatus,
  ReportCategory,
  ReportSnapshot,
  ReportStatus,
  ReportTargetType,
  StaffActionKind,
} from '../../contracts/moderation';

export type HideableType = 'post' | 'comment' | 'message' | 'community';

export interface ReportRow {
  id: string;
  reporter_id: string;
  target_type: ReportTargetType;
  target_id: string;
  target_user_id: string | null;
  category: ReportCategory;
  comment: string | null;
  status: ReportStatus;
  created_at: Date;
}

export interface GroupRow {
  id: string;
  target_type: ReportTargetType;
  target_id: string;
  target_user_id: string | null;
  snapshot: ReportSnapshot;
  report_count: number;
  reporter_count: number;
  categories: ReportCategory[];
  comments: string[] | null;
  first_at: Date;
  last_at: Date;
  last_key: string;
}

export interface ActionRow {
  id: string;
  actor_id: string | null;
  actor_user_name: string | null;
  action: StaffActionKind;
  target_type: ReportTargetType;
  target_id: string;
  target_user_id: string | null;
  reason: string;
  days: number | null;
  reversed_at: Date | null;
  created_at: Date;
}

export interface AppealRow {
  id: string;
  action_id: string;
  appellant_id: string;
  appellant_user_name: string | null;
  text: string;
  status: AppealStatus;
  decided_by: string | null;
  decision_reason: string | null;
  created_at: Date;
  key: string;
}

export interface AuditRow {
  id: string;
  actor_name: string | null;
  action: string;
  target_type: string;
  target_id: string;
  reason: string | null;
  created_at: Date;
}

const ACTION_COLUMNS = `a.id, a.actor_id, (SELECT u.user_name FROM ${fromUsersSql('u')} WHERE u.id = a.actor_id)
  AS actor_user_name, a.action, a.target_type, a.target_id, a.target_user_id, a.reason, a.days,
  a.reversed_at, a.created_at`;

/**
 * Every statement of `reports`, `moderation_actions`, `moderated_content`, `appeals` and
 * `audit_log` (this module owns them). `audit_log` is only ever inserted into.
 */
@Injectable()
export class ModerationRepository {
  constructor(@InjectDataSource() readonly db: DataSource) {}

  async insertReport(r: {
    reporterId: string;
    targetType: ReportTargetType;
    targetId: string;
    targetUserId: string | null;
    category: ReportCategory;
    comment: string | null;
    snapshot: ReportSnapshot;
  }): Promise<ReportRow> {
    const [row] = await sqlRows<ReportRow>(
      this.db,
      `INSERT INTO reports (reporter_id, target_type, target_id, target_user_id, category,
                            comment, snapshot)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)
       RETURNING id, reporter_id, target_type, target_id, target_user_id, category, comment,
                 status, created_at`,
      [
        r.reporterId,
        r.targetType,
        r.targetId,
        r.targetUserId,
        r.category,
        r.comment,
        JSON.stringify(r.snapshot),
      ],
    );
    return row;
  }

  async openReporters(type: ReportTargetType, id: string): Promise<number> {
    const [row] = await sqlRows<{ n: number }>(
      this.db,
      `SELECT count(DISTINCT reporter_id)::int AS n FROM reports
        WHERE target_type = $1 AND target_id = $2 AND status = 'open'`,
      [type, id],
    );
    return row.n;
  }

  /** Autohides (never over a removal); answers whether a row was made. */
  async autohide(type: HideableType, id: string, authorId: string | null): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      this.db,
      `INSERT INTO moderated_content (target_type, target_id, author_id, state)
       VALUES ($1, $2, $3, 'autohidden') ON CONFLICT DO NOTHING RETURNING target_id`,
      [type, id, authorId],
    );
    return rows.length > 0;
  }

  async remove(tx: Queryable, type: HideableType, id: string, authorId: string | null) {
    await tx.query(
      `INSERT INTO moderated_content (target_type, target_id, author_id, state)
       VALUES ($1, $2, $3, 'removed')
       ON CONFLICT (target_type, target_id)
       DO UPDATE SET state = 'removed', hidden_at = now()`,
      [type, id, authorId],
    );
  }

  /** Shows the content again: `state` only that kind of hiding (a dismissal lifts autohiding). */
  async unhide(
    tx: Queryable,
    type: ReportTargetType,
    id: string,
    state?: 'autohidden' | 'removed',
    sinceDays?: number,
  ): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      tx,
      `DELETE FROM moderated_content
        WHERE target_type = $1 AND target_id = $2 AND ($3::text IS NULL OR state = $3)
          AND ($4::int IS NULL OR hidden_at > now() - make_interval(days => $4))
        RETURNING target_id`,
      [type, id, state ?? null, sinceDays ?? null],
    );
    return rows.length > 0;
  }

  async hiddenStates(
    targets: { type: ReportTargetType; id: string }[],
  ): Promise<Map<string, 'autohidden' | 'removed'>> {
    if (targets.length === 0) return new Map();
    const rows = await sqlRows<{
      target_type: string;
      target_id: string;
      state: 'autohidden' | 'removed';
    }>(
      this.db,
      `SELECT target_type, target_id, state FROM moderated_content
        WHERE (target_type, target_id) IN (SELECT * FROM unnest($1::text[], $2::uuid[]))`,
      [targets.map((t) => t.type), targets.map((t) => t.id)],
    );
    return new Map(rows.map((r) => [`${r.target_type}:${r.target_id}`, r.state]));
  }

  async report(id: string): Promise<ReportRow | null> {
    const [row] = await sqlRows<ReportRow>(
      this.db,
      `SELECT id, reporter_id, target_type, target_id, target_user_id, category, comment, status,
              created_at FROM reports WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Closes every open report on the target with the action; answers their reporters. */
  async closeReports(
    tx: Queryable,
    type: ReportTargetType,
    id: string,
    actionId: string,
  ): Promise<string[]> {
    const rows = await sqlRows<{ reporter_id: string }>(
      tx,
      `UPDATE reports SET status = 'resolved', action_id = $3, resolved_at = now()
        WHERE target_type = $1 AND target_id = $2 AND status = 'open'
        RETURNING reporter_id`,
      [type, id, actionId],
    );
    return [...new Set(rows.map((r) => r.reporter_id))];
  }

  async insertAction(
    tx: Queryable,
    a: {
      actorId: string | null;
      action: StaffActionKind;
      targetType: ReportTargetType;
      targetId: string;
      targetUserId: string | null;
      reason: string;
      days: number | null;
    },
  ): Promise<string> {
    const [row] = await sqlRows<{ id: string }>(
      tx,
      `INSERT INTO moderation_actions (actor_id, action, target_type, target_id, target_user_id,
                                       reason, days)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [a.actorId, a.action, a.targetType, a.targetId, a.targetUserId, a.reason, a.days],
    );
    return row.id;
  }

  async action(id: string, tx: Queryable = this.db): Promise<ActionRow | null> {
    const [row] = await sqlRows<ActionRow>(
      tx,
      `SELECT ${ACTION_COLUMNS} FROM moderation_actions a WHERE a.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** The newest suspension of the user (an appeal by token names it). */
  async latestSuspension(userId: string): Promise<ActionRow | null> {
    const [row] = await sqlRows<ActionRow>(
      this.db,
      `SELECT ${ACTION_COLUMNS} FROM moderation_actions a
        WHERE a.target_user_id = $1 AND a.action = 'suspend'
        ORDER BY a.created_at DESC LIMIT 1`,
      [userId],
    );
    return row ?? null;
  }

  async reverseAction(tx: Queryable, id: string): Promise<void> {
    await tx.query(
      `UPDATE moderation_actions SET reversed_at = now() WHERE id = $1 AND reversed_at IS NULL`,
      [id],
    );
  }

  /** The users' actions against them, newest first, at most `per` each. */
  async historyOf(userIds: string[], per = 10): Promise<Map<string, ActionRow[]>> {
    const history = new Map<string, ActionRow[]>();
    if (userIds.length === 0) return history;
    const rows = await sqlRows<ActionRow>(
      this.db,
      `SELECT h.* FROM unnest($1::uuid[]) AS t(user_id)
        CROSS JOIN LATERAL (
          SELECT ${ACTION_COLUMNS} FROM moderation_actions a
           WHERE a.target_user_id = t.user_id
           ORDER BY a.created_at DESC LIMIT $2) h`,
      [userIds, per],
    );
    for (const r of rows) {
      const list = history.get(r.target_user_id ?? '') ?? [];
      list.push(r);
      history.set(r.target_user_id ?? '', list);
    }
    return history;
  }

  /**
   * A page of the queue: the reports of `status`, grouped by target, the target with the newest
   * report first (keyset on that time and the target id).
   */
  async queue(
    filter: { status: ReportStatus; targetType?: ReportTargetType; category?: ReportCategory },
    after: { key: string; id: string } | null,
    limit: number,
  ): Promise<GroupRow[]> {
    const values: unknown[] = [filter.status];
    const where = ['r.status = $1'];
    if (filter.targetType) {
      values.push(filter.targetType);
      where.push(`r.target_type = $${values.length}`);
    }
    const having: string[] = [];
    if (filter.category) {
      values.push(filter.category);
      having.push(`bool_or(r.category = $${values.length})`);
    }
    if (after) {
      values.push(after.key, after.id);
      having.push(
        `(max(r.created_at), r.target_id) < ($${values.length - 1}::timestamptz, $${values.length}::uuid)`,
      );
    }
    return sqlRows<GroupRow>(
      this.db,
      `SELECT (array_agg(r.id ORDER BY r.created_at DESC))[1] AS id, r.target_type, r.target_id,
              (array_agg(r.target_user_id))[1] AS target_user_id,
              (array_agg(r.snapshot ORDER BY r.created_at))[1] AS snapshot,
              count(*)::int AS report_count, count(DISTINCT r.reporter_id)::int AS reporter_count,
              array_agg(DISTINCT r.category) AS categories,
              array_agg(r.comment ORDER BY r.created_at) FILTER (WHERE r.comment IS NOT NULL)
                AS comments,
              min(r.created_at) AS first_at, max(r.created_at) AS last_at,
              max(r.created_at)::text AS last_key
         FROM reports r
        WHERE ${where.join(' AND ')}
        GROUP BY r.target_type, r.target_id
        ${having.length ? `HAVING ${having.join(' AND ')}` : ''}
        ORDER BY max(r.created_at) DESC, r.target_id DESC ${limitSql(limit)}`,
      values,
    );
  }

  async insertAppeal(actionId: string, appellantId: string, text: string): Promise<string> {
    const [row] = await sqlRows<{ id: string }>(
      this.db,
      `INSERT INTO appeals (action_id, appellant_id, text) VALUES ($1, $2, $3) RETURNING id`,
      [actionId, appellantId, text],
    );
    return row.id;
  }

  async appeal(id: string, tx: Queryable = this.db): Promise<AppealRow | null> {
    const [row] = await sqlRows<AppealRow>(
      tx,
      `SELECT p.id, p.action_id, p.appellant_id,
              (SELECT u.user_name FROM ${fromUsersSql('u')} WHERE u.id = p.appellant_id) AS appellant_user_name,
              p.text, p.status, p.decided_by, p.decision_reason, p.created_at,
              p.created_at::text AS key
         FROM appeals p WHERE p.id = $1`,
      [id],
    );
    return row ?? null;
  }

  async appeals(
    status: AppealStatus,
    after: { key: string; id: string } | null,
    limit: number,
  ): Promise<AppealRow[]> {
    const values: unknown[] = [status];
    let keyset = '';
    if (after) {
      values.push(after.key, after.id);
      keyset = 'AND (p.created_at, p.id) < ($2::timestamptz, $3::uuid)';
    }
    return sqlRows<AppealRow>(
      this.db,
      `SELECT p.id, p.action_id, p.appellant_id,
              (SELECT u.user_name FROM ${fromUsersSql('u')} WHERE u.id = p.appellant_id) AS appellant_user_name,
              p.text, p.status, p.decided_by, p.decision_reason, p.created_at,
              p.created_at::text AS key
         FROM appeals p WHERE p.status = $1 ${keyset}
        ORDER BY p.created_at DESC, p.id DESC ${limitSql(limit)}`,
      values,
    );
  }

  /** Decides an open appeal; answers false when it was decided meanwhile. */
  async decideAppeal(
    tx: Queryable,
    id: string,
    status: 'upheld' | 'reversed',
    deciderId: string,
    reason: string,
  ): Promise<boolean> {
    const rows = await sqlRows<unknown>(
      tx,
      `UPDATE appeals SET status = $2, decided_by = $3, decision_reason = $4, decided_at = now()
        WHERE id = $1 AND status = 'open' RETURNING id`,
      [id, status, deciderId, reason],
    );
    return rows.length > 0;
  }

  /** One line of the audit log (the only statement that writes it). */
  async audit(
    tx: Queryable,
    e: {
      actorId: string | null;
      action: string;
      targetType: string;
      targetId: string;
      reason: string | null;
      details?: Record<string, unknown>;
    },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO audit_log (actor_id, actor_name, action, target_type, target_id, reason, details)
       VALUES ($1, (SELECT u.user_name FROM ${fromUsersSql('u')} WHERE u.id = $1), $2, $3, $4, $5, $6::jsonb)`,
      [e.actorId, e.action, e.targetType, e.targetId, e.reason, JSON.stringify(e.details ?? {})],
    );
  }

  async auditPage(afterId: string | null, limit: number): Promise<AuditRow[]> {
    return sqlRows<AuditRow>(
      this.db,
      `SELECT id::text AS id, actor_name, action, target_type, target_id, reason, created_at
         FROM audit_log WHERE ($1::bigint IS NULL OR id < $1::bigint)
        ORDER BY id DESC ${limitSql(limit)}`,
      [afterId],
    );
  }
}
