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
import { communityPath, ROUTES } from '@/shared/config';
import { Button, toastError } from '@/shared/ui';
import { useReportQueueInfiniteQuery, useResolveReportMutation } from '../api/adminApi';
import { ADMIN_TEXTS, CATEGORY_LABELS, TARGET_LABELS } from '../model/texts';
import { ActionHistory, LoadMore } from './parts';
import styles from './AdminPage.module.css';

const ACTIONS: { value: ModerationActionKind; label: string }[] = [
  { value: 'dismiss', label: 'Dismiss (nothing wrong)' },
  { value: 'remove', label: 'Remove the content' },
  { value: 'warn', label: 'Warn the author' },
  { value: 'suspend', label: 'Suspend the author' },
];

/** The decision form of one target: an action, a required reason, days for a suspension. */
function ResolveForm({ group }: { group: ReportGroupDto }) {
  const [action, setAction] = useState<ModerationActionKind>('dismiss');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('');
  const [resolve, { isLoading }] = useResolveReportMutation();
  const id = useId();
  const actions = ACTIONS.filter((a) => !(a.value === 'remove' && group.targetType === 'user'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await resolve({
      reportId: group._id,
      action,
      reason: reason.trim(),
      ...(action === 'suspend' && days ? { days: Number(days) } : {}),
    });
    if ('data' in result) toast.success(result.data?.message ?? ADMIN_TEXTS.done);
    else toastError(result.error, 'Could not resolve the report');
  };

  return (
    <form className={styles.actions} onSubmit={(e) => void submit(e)} aria-label="Decide">
      <div className={styles.actionRow}>
        <label className={styles.field}>
          Action
          <select
            className={styles.control}
            value={action}
            onChange={(e) => setAction(e.target.value as ModerationActionKind)}
          >
            {actions.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        {action === 'suspend' && (
          <label className={styles.field}>
            Days (empty: until lifted)
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
        {ADMIN_TEXTS.reasonLabel}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        required
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div>
        <Button type="submit" loading={isLoading} disabled={!reason.trim()}>
          Apply
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
  const s = group.snapshot;
  const link = group.targetState === 'gone' ? null : contextLink(group);
  return (
    <li className={styles.card} data-target-id={group.targetId}>
      <div className={styles.cardHead}>
        <strong>{TARGET_LABELS[group.targetType]}</strong>
        {group.targetState !== 'visible' && (
          <span className={styles.state}>{group.targetState}</span>
        )}
        <span className={styles.badge}>
          {group.reportCount} {group.reportCount === 1 ? 'report' : 'reports'} ·{' '}
          {group.reporterCount} {group.reporterCount === 1 ? 'reporter' : 'reporters'}
        </span>
        {group.categories.map((c) => (
          <span key={c} className={styles.badge}>
            {CATEGORY_LABELS[c]}
          </span>
        ))}
      </div>
      <blockquote className={styles.snapshot} dir="auto">
        {s.text || '(no text)'}
        {s.mediaKeys.length > 0 && ` · ${s.mediaKeys.length} media file(s)`}
      </blockquote>
      <p className={styles.muted}>
        By {group.author ? `@${group.author.userName}` : 'a deleted account'}
        {group.author?.suspended ? ' (suspended)' : ''} · last reported{' '}
        {new Date(group.lastReportedAt).toLocaleString()}
        {link && (
          <>
            {' · '}
            <Link to={link}>Open in context</Link>
          </>
        )}
      </p>
      {group.comments.length > 0 && (
        <ul className={styles.history} aria-label="Reporters' comments">
          {group.comments.map((c, i) => (
            <li key={i}>“{c}”</li>
          ))}
        </ul>
      )}
      <ActionHistory actions={group.authorHistory} label="Author's history" />
      {group.status === 'open' && <ResolveForm group={group} />}
    </li>
  );
}

/** The queue, grouped by target, with its filters; pages to its end with Load more. */
export function ReportsTab() {
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
    <section aria-label={ADMIN_TEXTS.tabs.reports}>
      <div className={styles.filters}>
        <label className={styles.field}>
          Status
          <select
            className={styles.control}
            value={status}
            onChange={(e) => setStatus(e.target.value as ReportStatus)}
          >
            <option value="open">Open</option>
            <option value="resolved">Resolved</option>
          </select>
        </label>
        <label className={styles.field}>
          Type
          <select
            className={styles.control}
            value={targetType}
            onChange={(e) => setTargetType(e.target.value as ReportTargetType | '')}
          >
            <option value="">All</option>
            {Object.entries(TARGET_LABELS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          Category
          <select
            className={styles.control}
            value={category}
            onChange={(e) => setCategory(e.target.value as ReportCategory | '')}
          >
            <option value="">All</option>
            {Object.entries(CATEGORY_LABELS).map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isLoading ? (
        <p className={styles.muted}>Loading...</p>
      ) : groups.length === 0 ? (
        <p className={styles.muted}>{ADMIN_TEXTS.noReports}</p>
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
