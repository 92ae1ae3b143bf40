import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link } from 'react-router-dom';
import {
  DELETE_DONE,
  DELETE_FAILED,
  DELETE_INCOMPLETE,
  DELETE_REDIRECT_MS,
  useDeleteAccountMutation,
  validateDeleteForm,
  type DeleteFormErrors,
} from '@/entities/account';
import { endingSession, getFieldErrors } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { clearSession } from '@/shared/lib';
import { loggedOut } from '@/shared/model';
import { Button, Page, TextField } from '@/shared/ui';
import styles from './DeleteAccountPage.module.css';

export const DELETE_BROWSER_CONFIRM =
  'Are you sure you want to permanently delete your account? This cannot be undone.';

/** `/settings/delete-account`: password, the word DELETE, a browser confirm, then the deletion. */
export function DeleteAccountPage() {
  const dispatch = useDispatch();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<DeleteFormErrors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [remove, { isLoading }] = useDeleteAccountMutation();

  // After a deletion the session is gone: show the message, then leave for the start page.
  useEffect(() => {
    if (!outcome?.ok) return undefined;
    const timer = setTimeout(() => {
      clearSession();
      dispatch(loggedOut());
    }, DELETE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [outcome, dispatch]);

  const submit = async () => {
    const problems = validateDeleteForm(password, typed);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setOutcome({ ok: false, text: DELETE_INCOMPLETE });
      return;
    }
    if (!window.confirm(DELETE_BROWSER_CONFIRM)) return;
    try {
      await endingSession(() => remove({ password }).unwrap());
      setOutcome({ ok: true, text: DELETE_DONE });
    } catch (error) {
      const wrongPassword = (error as { status?: number }).status === 403;
      if (wrongPassword) setErrors({ password: 'Incorrect password' });
      else setErrors(getFieldErrors(error));
      setOutcome({ ok: false, text: DELETE_FAILED });
    }
  };

  return (
    <Page narrow>
      <Link to={`${ROUTES.settings}?view=account`} className={styles.back}>
        Back to Settings
      </Link>
      <h1>Delete Account</h1>
      <p className={styles.warning}>
        This permanently deletes your profile, posts, comments, likes, connections, the communities
        you own and your messages. Your user name and email become free for anyone to use.
      </p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!outcome?.ok) void submit();
        }}
      >
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((x) => ({ ...x, password: undefined }));
            setOutcome(null);
          }}
        />
        <TextField
          label="Type DELETE to confirm"
          value={typed}
          autoComplete="off"
          error={errors.confirm}
          onChange={(e) => {
            setTyped(e.target.value);
            setErrors((x) => ({ ...x, confirm: undefined }));
            setOutcome(null);
          }}
        />
        {outcome && (
          <p role="status" className={outcome.ok ? styles.done : styles.failed}>
            {outcome.text}
          </p>
        )}
        <Button type="submit" variant="danger" loading={isLoading} disabled={outcome?.ok}>
          Delete My Account
        </Button>
      </form>
    </Page>
  );
}
