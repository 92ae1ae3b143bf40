import { useId, useState } from 'react';
import toast from 'react-hot-toast';
import type { AppealDto, AppealStatus } from '@/shared/api';
import { Button, toastError } from '@/shared/ui';
import { useAppealsInfiniteQuery, useDecideAppealMutation } from '../api/adminApi';
import { ADMIN_TEXTS } from '../model/texts';
import { ActionHistory, LoadMore } from './parts';
import styles from './AdminPage.module.css';

function Appeal({ appeal }: { appeal: AppealDto }) {
  const [reason, setReason] = useState('');
  const [decide, { isLoading }] = useDecideAppealMutation();
  const id = useId();
  const send = async (uphold: boolean) => {
    const result = await decide({ appealId: appeal._id, uphold, reason: reason.trim() });
    if ('data' in result) toast.success(result.data?.message ?? ADMIN_TEXTS.done);
    else toastError(result.error, 'Could not decide the appeal');
  };
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <strong>@{appeal.appellant?.userName ?? 'deleted account'}</strong>
        <span className={styles.badge}>{appeal.status}</span>
      </div>
      <blockquote className={styles.snapshot} dir="auto">
        {appeal.text}
      </blockquote>
      {appeal.action && <ActionHistory actions={[appeal.action]} label="Decision appealed" />}
      {appeal.decisionReason && <p className={styles.muted}>Decided: {appeal.decisionReason}</p>}
      {appeal.status === 'open' && (
        <div className={styles.actions}>
          <label className={styles.field} htmlFor={id}>
            {ADMIN_TEXTS.reasonLabel}
          </label>
          <textarea
            id={id}
            className={styles.textarea}
            maxLength={1000}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <div className={styles.actionRow}>
            <Button disabled={!reason.trim()} loading={isLoading} onClick={() => void send(true)}>
              Keep the decision
            </Button>
            <Button
              variant="danger"
              disabled={!reason.trim()}
              loading={isLoading}
              onClick={() => void send(false)}
            >
              Reverse it
            </Button>
          </div>
        </div>
      )}
    </li>
  );
}

/** Appeals by status; a moderator other than the one who acted decides (the server says so). */
export function AppealsTab() {
  const [status, setStatus] = useState<AppealStatus>('open');
  const query = useAppealsInfiniteQuery({ status });
  const appeals = query.data?.pages.flatMap((p) => p.data ?? []) ?? [];
  return (
    <section aria-label={ADMIN_TEXTS.tabs.appeals}>
      <div className={styles.filters}>
        <label className={styles.field}>
          Status
          <select
            className={styles.control}
            value={status}
            onChange={(e) => setStatus(e.target.value as AppealStatus)}
          >
            <option value="open">Open</option>
            <option value="upheld">Upheld</option>
            <option value="reversed">Reversed</option>
          </select>
        </label>
      </div>
      {appeals.length === 0 ? (
        <p className={styles.muted}>{query.isLoading ? 'Loading...' : ADMIN_TEXTS.noAppeals}</p>
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
