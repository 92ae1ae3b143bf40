import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type {
  ModerationActionKind,
  ReportCategory,
  ReportGroupDto,
  ReportStatus,
  ReportTargetType,
} from '@/shared/api';
import { Link } from 'react-router-dom';
import { communityPath, REPORT_CATEGORIES, ROUTES, TEXT_LIMITS } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { formatDateTime } from '@/shared/lib';
import { Button, toastError } from '@/shared/ui';
import { useReportQueueInfiniteQuery, useResolveReportMutation } from '../api/adminApi';
import { TARGET_TYPES } from '../model/lists';
import { ActionHistory, LoadMore } from './parts';
import styles from './AdminPage.module.css';

/** The decisions, each worded as `admin:actions.<action>`. */
const ACTIONS = [
  'dismiss',
  'remove',
  'warn',
  'suspend',
] as const satisfies readonly ModerationActionKind[];

const REPORT_STATUSES = ['open', 'resolved'] as const satisfies readonly ReportStatus[];

/** The decision form of one target: an action, a required reason, days for a suspension. */
function ResolveForm({ group }: { group: ReportGroupDto }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<ModerationActionKind>('dismiss');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('');
  const [resolve, { isLoading }] = useResolveReportMutation();
  const id = useId();
  const actions = ACTIONS.filter((a) => !(a === 'remove' && group.targetType === 'user'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await resolve({
      reportId: group._id,
      action,
      reason: reason.trim(),
      ...(action === 'suspend' && days ? { days: Number(days) } : {}),
    });
    if ('data' in result) toast.success(result.data?.message ?? t('admin:done'));
    else toastError(result.error, t('admin:reports.failed'));
  };

  return (
    <form
      className={styles.actions}
      onSubmit={(e) => void submit(e)}
      aria-label={t('admin:reports.decide')}
    >
      <div className={styles.actionRow}>
        <label className={styles.field}>
          {t('admin:reports.action')}
          <select
            className={styles.control}
            value={action}
            onChange={(e) => setAction(e.target.value as ModerationActionKind)}
          >
            {actions.map((a) => (
              <option key={a} value={a}>
                {t(`admin:actions.${a}`)}
              </option>
            ))}
          </select>
        </label>
        {action === 'suspend' && (
          <label className={styles.field}>
            {t('admin:days')}
            <input
              className={`${styles.control} ${styles.days}`}
              type="number"
              min={1}
              max={3650}
              value={days}
              onChange={(e) => setDays(e.target.value)}
            />
          </label>
        )}
      </div>
      <label className={styles.field} htmlFor={id}>
        {t('admin:reasonLabel')}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        required
        maxLength={TEXT_LIMITS.moderationReasonMax}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div>
        <Button type="submit" loading={isLoading} disabled={!reason.trim()}>
          {t('admin:reports.apply')}
        </Button>
      </div>
    </form>
  );
}

/** Where the target sits in the app, for a look in context (a chat is its members' only). */
function contextLink(group: ReportGroupDto): string | null {
  const post = (id: string) => `${ROUTES.feed}?post=${encodeURIComponent(id)}`;
  switch (group.targetType) {
    case 'post':
      return post(group.targetId);
    case 'comment':
      return group.snapshot.contextId ? post(group.snapshot.contextId) : null;
    case 'user':
      return `/profile/${encodeURIComponent(group.targetId)}`;
    case 'community':
      return communityPath(group.targetId);
    case 'message':
      return null;
  }
}

function ReportGroup({ group }: { group: ReportGroupDto }) {
  const { t } = useTranslation();
  const s = group.snapshot;
  const link = group.targetState === 'gone' ? null : contextLink(group);
  return (
    <li className={styles.card} data-target-id={group.targetId}>
      <div className={styles.cardHead}>
        <strong>{t(`admin:targets.${group.targetType}`)}</strong>
        {group.targetState !== 'visible' && (
          <span className={styles.state}>{t(`admin:targetStates.${group.targetState}`)}</span>
        )}
        <span className={styles.badge}>
          {t('admin:reports.counts', {
            reports: group.reportCount,
            reporters: group.reporterCount,
          })}
        </span>
        {group.categories.map((c) => (
          <span key={c} className={styles.badge}>
            {t(`admin:categories.${c}`)}
          </span>
        ))}
      </div>
      <blockquote className={styles.snapshot} dir="auto">
        {s.text || t('admin:reports.noText')}
        {s.mediaKeys.length > 0 && ` · ${t('admin:reports.media', { count: s.mediaKeys.length })}`}
      </blockquote>
      <p className={styles.muted}>
        {t(group.author?.suspended ? 'admin:reports.bylineSuspended' : 'admin:reports.byline', {
          author: group.author ? `@${group.author.userName}` : t('admin:reports.deletedAuthor'),
          date: formatDateTime(group.lastReportedAt),
        })}
        {link && (
          <>
            {' · '}
            <Link to={link}>{t('admin:reports.openInContext')}</Link>
          </>
        )}
      </p>
      {group.comments.length > 0 && (
        <ul className={styles.history} aria-label={t('admin:reports.comments')}>
          {group.comments.map((c, i) => (
            <li key={i}>{t('admin:reports.quote', { text: c })}</li>
          ))}
        </ul>
      )}
      <ActionHistory actions={group.authorHistory} label={t('admin:reports.authorHistory')} />
      {group.status === 'open' && <ResolveForm group={group} />}
    </li>
  );
}

/** The queue, grouped by target, with its filters; pages to its end with Load more. */
export function ReportsTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReportStatus>('open');
  const [targetType, setTargetType] = useState<ReportTargetType | ''>('');
  const [category, setCategory] = useState<ReportCategory | ''>('');
  const query = useReportQueueInfiniteQuery({
    status,
    targetType: targetType || undefined,
    category: category || undefined,
  });
  const groups = query.data?.pages.flatMap((p) => p.data ?? []) ?? [];
  return (
    <section aria-label={t('admin:tabs.reports')}>
      <div className={styles.filters}>
        <label className={styles.field}>
          {t('admin:status')}
          <select
            className={styles.control}
            value={status}
            onChange={(e) => setStatus(e.target.value as ReportStatus)}
          >
            {REPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin:reportStatuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('admin:reports.type')}
          <select
            className={styles.control}
            value={targetType}
            onChange={(e) => setTargetType(e.target.value as ReportTargetType | '')}
          >
            <option value="">{t('admin:all')}</option>
            {TARGET_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`admin:targets.${v}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('admin:reports.category')}
          <select
            className={styles.control}
            value={category}
            onChange={(e) => setCategory(e.target.value as ReportCategory | '')}
          >
            <option value="">{t('admin:allCategories')}</option>
            {REPORT_CATEGORIES.map((v) => (
              <option key={v} value={v}>
                {t(`admin:categories.${v}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isLoading ? (
        <p className={styles.muted}>{t('admin:loading')}</p>
      ) : groups.length === 0 ? (
        <p className={styles.muted}>{t('admin:noReports')}</p>
      ) : (
        <ul className={styles.list}>
          {groups.map((g) => (
            <ReportGroup key={`${g.targetType}:${g.targetId}`} group={g} />
          ))}
        </ul>
      )}
      <LoadMore query={query} />
    </section>
  );
}
