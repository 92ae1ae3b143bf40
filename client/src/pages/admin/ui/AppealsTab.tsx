import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { AppealDto, AppealStatus } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button, toastError } from '@/shared/ui';
import { useAppealsInfiniteQuery, useDecideAppealMutation } from '../api/adminApi';
import { ActionHistory, LoadMore } from './parts';
import styles from './AdminPage.module.css';
import { TEXT_LIMITS } from '@/shared/config';

const APPEAL_STATUSES = ['open', 'upheld', 'reversed'] as const satisfies readonly AppealStatus[];

function Appeal({ appeal }: { appeal: AppealDto }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [decide, { isLoading }] = useDecideAppealMutation();
  const id = useId();
  const send = async (uphold: boolean) => {
    const result = await decide({ appealId: appeal._id, uphold, reason: reason.trim() });
    if ('data' in result) toast.success(result.data?.message ?? t('admin:done'));
    else toastError(result.error, t('admin:appeals.failed'));
  };
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <strong>
          {appeal.appellant ? `@${appeal.appellant.userName}` : t('admin:appeals.deletedAccount')}
        </strong>
        <span className={styles.badge}>{t(`admin:appealStatuses.${appeal.status}`)}</span>
      </div>
      <blockquote className={styles.snapshot} dir="auto">
        {appeal.text}
      </blockquote>
      {appeal.action && (
        <ActionHistory actions={[appeal.action]} label={t('admin:appeals.appealed')} />
      )}
      {appeal.decisionReason && (
        <p className={styles.muted}>
          {t('admin:appeals.decided', { reason: appeal.decisionReason })}
        </p>
      )}
      {appeal.status === 'open' && (
        <div className={styles.actions}>
          <label className={styles.field} htmlFor={id}>
            {t('admin:reasonLabel')}
          </label>
          <textarea
            id={id}
            className={styles.textarea}
            maxLength={TEXT_LIMITS.moderationReasonMax}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className={styles.actionRow}>
            <Button disabled={!reason.trim()} loading={isLoading} onClick={() => void send(true)}>
              {t('admin:appeals.keep')}
            </Button>
            <Button
              variant="danger"
              disabled={!reason.trim()}
              loading={isLoading}
              onClick={() => void send(false)}
            >
              {t('admin:appeals.reverse')}
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** Appeals by status; a moderator other than the one who acted decides (the server says so). */
export function AppealsTab() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AppealStatus>('open');
  const query = useAppealsInfiniteQuery({ status });
  const appeals = query.data?.pages.flatMap((p) => p.data ?? []) ?? [];
  return (
    <section aria-label={t('admin:tabs.appeals')}>
      <div className={styles.filters}>
        <label className={styles.field}>
          {t('admin:status')}
          <select
            className={styles.control}
            value={status}
            onChange={(e) => setStatus(e.target.value as AppealStatus)}
          >
            {APPEAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`admin:appealStatuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {appeals.length === 0 ? (
        <p className={styles.muted}>
          {query.isLoading ? t('admin:loading') : t('admin:noAppeals')}
        </p>
      ) : (
        <ul className={styles.list}>
          {appeals.map((a) => (
            <Appeal key={a._id} appeal={a} />
          ))}
        </ul>
      )}
      <LoadMore query={query} />
    </section>
  );
}
