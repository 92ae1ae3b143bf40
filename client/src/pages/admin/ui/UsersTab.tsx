import { useEffect, useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { StaffUserDto, UserRole } from '@/shared/api';
import { Button, SearchField, toastError } from '@/shared/ui';
import {
  useLazyLookupUsersQuery,
  useSetRoleMutation,
  useSuspendUserMutation,
  useUnsuspendUserMutation,
} from '../api/adminApi';
import { ADMIN_TEXTS } from '../model/texts';
import { ActionHistory } from './parts';
import styles from './AdminPage.module.css';

function StaffUser({
  user,
  isAdmin,
  onChanged,
}: {
  user: StaffUserDto;
  isAdmin: boolean;
  onChanged: () => void;
}) {
  const [reason, setReason] = useState('');
  const [days, setDays] = useState('');
  const [suspend, suspending] = useSuspendUserMutation();
  const [unsuspend, lifting] = useUnsuspendUserMutation();
  const [setRole] = useSetRoleMutation();
  const id = useId();

  const done = (result: { data?: { message?: string }; error?: unknown }, failed: string) => {
    if (result.data) {
      toast.success(result.data.message ?? ADMIN_TEXTS.done);
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
      'Could not suspend',
    );
  };

  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <strong>@{user.userName}</strong>
        <span className={styles.muted}>{user.fullName}</span>
        <span className={styles.badge}>{user.role}</span>
        {user.suspended && (
          <span className={styles.state}>
            suspended{' '}
            {user.suspendedUntil
              ? `until ${new Date(user.suspendedUntil).toLocaleDateString()}`
              : 'until lifted'}
          </span>
        )}
      </div>
      {user.suspensionReason && <p className={styles.muted}>Reason: {user.suspensionReason}</p>}
      <ActionHistory actions={user.history} label="History" />
      {isAdmin && (
        <label className={styles.field}>
          Role
          <select
            className={styles.control}
            value={user.role}
            onChange={(e) =>
              void setRole({ userId: user._id, role: e.target.value as UserRole }).then((r) =>
                done(r, 'Could not change the role'),
              )
            }
          >
            <option value="user">User</option>
            <option value="moderator">Moderator</option>
            <option value="admin">Admin</option>
          </select>
        </label>
      )}
      {user.suspended ? (
        <div>
          <Button
            variant="secondary"
            loading={lifting.isLoading}
            onClick={() =>
              void unsuspend({ userId: user._id }).then((r) =>
                done(r, 'Could not lift the suspension'),
              )
            }
          >
            Lift the suspension
          </Button>
        </div>
      ) : (
        <form
          className={styles.actions}
          onSubmit={(e) => void onSuspend(e)}
          aria-label={`Suspend ${user.userName}`}
        >
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
            <Button
              type="submit"
              variant="danger"
              disabled={!reason.trim()}
              loading={suspending.isLoading}
            >
              Suspend
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}

/** Find a user by name or id; suspend, lift, and (admins) set the role. */
export function UsersTab({ isAdmin }: { isAdmin: boolean }) {
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
    <section aria-label={ADMIN_TEXTS.tabs.users}>
      <div className={styles.filters}>
        <SearchField
          label="User name or id"
          placeholder="User name or id"
          value={term}
          onChange={setTerm}
        />
      </div>
      {result.data && result.data.length === 0 && (
        <p className={styles.muted}>{ADMIN_TEXTS.noUsers}</p>
      )}
      <ul className={styles.list}>
        {(result.data ?? []).map((u) => (
          <StaffUser key={u._id} user={u} isAdmin={isAdmin} onChanged={() => search()} />
        ))}
      </ul>
    </section>
  );
}
