import { useEffect, useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { StaffUserDto, UserRole } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { TEXT_LIMITS } from '@/shared/config';
import { formatDate } from '@/shared/lib';
import { Button, SearchField, toastError } from '@/shared/ui';
import {
  useLazyLookupUsersQuery,
  useSetRoleMutation,
  useSuspendUserMutation,
  useUnsuspendUserMutation,
} from '../api/adminApi';
import { ActionHistory } from './parts';
import styles from './AdminPage.module.css';

const ROLES = ['user', 'moderator', 'admin'] as const satisfies readonly UserRole[];

function StaffUser({
  user,
  isAdmin,
  onChanged,
}: {
  user: StaffUserDto;
  isAdmin: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('');
  const [suspend, suspending] = useSuspendUserMutation();
  const [unsuspend, lifting] = useUnsuspendUserMutation();
  const [setRole] = useSetRoleMutation();
  const id = useId();

  const done = (result: { data?: { message?: string }; error?: unknown }, failed: string) => {
    if (result.data) {
      toast.success(result.data.message ?? t('admin:done'));
      onChanged();
    } else toastError(result.error, failed);
  };
  const onSuspend = async (event: FormEvent) => {
    event.preventDefault();
    done(
      await suspend({
        userId: user._id,
        reason: reason.trim(),
        ...(days ? { days: Number(days) } : {}),
      }),
      t('admin:users.suspendFailed'),
    );
  };

  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <strong>@{user.userName}</strong>
        <span className={styles.muted}>{user.fullName}</span>
        <span className={styles.badge}>{t(`admin:roles.${user.role}`)}</span>
        {user.suspended && (
          <span className={styles.state}>
            {user.suspendedUntil
              ? t('admin:users.suspendedUntil', { date: formatDate(user.suspendedUntil) })
              : t('admin:users.suspendedUntilLifted')}
          </span>
        )}
      </div>
      {user.suspensionReason && (
        <p className={styles.muted}>{t('admin:users.reason', { reason: user.suspensionReason })}</p>
      )}
      <ActionHistory actions={user.history} label={t('admin:users.history')} />
      {isAdmin && (
        <label className={styles.field}>
          {t('admin:users.role')}
          <select
            className={styles.control}
            value={user.role}
            onChange={(e) =>
              void setRole({ userId: user._id, role: e.target.value as UserRole }).then((r) =>
                done(r, t('admin:users.roleFailed')),
              )
            }
          >
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`admin:roles.${role}`)}
              </option>
            ))}
          </select>
        </label>
      )}
      {user.suspended ? (
        <div>
          <Button
            variant="secondary"
            loading={lifting.isLoading}
            onClick={() =>
              void unsuspend({ userId: user._id }).then((r) => done(r, t('admin:users.liftFailed')))
            }
          >
            {t('admin:users.lift')}
          </Button>
        </div>
      ) : (
        <form
          className={styles.actions}
          onSubmit={(e) => void onSuspend(e)}
          aria-label={t('admin:users.suspendForm', { userName: user.userName })}
        >
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
            <Button
              type="submit"
              variant="danger"
              disabled={!reason.trim()}
              loading={suspending.isLoading}
            >
              {t('admin:users.suspend')}
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

/** Find a user by name or id; suspend, lift, and (admins) set the role. */
export function UsersTab({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [lookup, result] = useLazyLookupUsersQuery();
  const search = () => {
    if (term.trim()) void lookup(term.trim());
  };
  // Looks up as the name is typed, once the typing pauses.
  useEffect(() => {
    const q = term.trim();
    if (!q) return undefined;
    const timer = setTimeout(() => void lookup(q), 300);
    return () => clearTimeout(timer);
  }, [term, lookup]);
  return (
    <section aria-label={t('admin:tabs.users')}>
      <div className={styles.filters}>
        <SearchField
          label={t('admin:users.search')}
          placeholder={t('admin:users.search')}
          value={term}
          onChange={setTerm}
        />
      </div>
      {result.data && result.data.length === 0 && (
        <p className={styles.muted}>{t('admin:noUsers')}</p>
      )}
      <ul className={styles.list}>
        {(result.data ?? []).map((u) => (
          <StaffUser key={u._id} user={u} isAdmin={isAdmin} onChanged={() => search()} />
        ))}
      </ul>
    </section>
  );
}
