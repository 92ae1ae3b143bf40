import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  DELETE_DONE,
  DELETE_FAILED,
  DELETE_INCOMPLETE,
  DELETE_REDIRECT_MS,
  useCheckPasswordMutation,
  useDeleteAccountMutation,
  validateDeleteForm,
  type DeleteFormErrors,
} from '@/entities/account';
import { endingSession, getFieldErrors } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { clearSession } from '@/shared/lib';
import { loggedOut } from '@/shared/model';
import { BackHeader, Button, Page, TextField } from '@/shared/ui';
import styles from './DeleteAccountPage.module.css';

export const DELETE_BROWSER_CONFIRM =
  'Are you sure you want to permanently delete your account? This cannot be undone.';

const INCORRECT_PASSWORD = 'Incorrect password';

const statusOf = (error: unknown) => (error as { status?: number }).status;

/**
 * `/settings/delete-account`: password and the word DELETE, typed once; the server then says
 * whether the password is right, and only then comes the browser's last, irreversible confirm.
 */
export function DeleteAccountPage() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<DeleteFormErrors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [checkPassword, checking] = useCheckPasswordMutation();
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
    // A wrong password is told now, not after the user has said yes to losing everything.
    try {
      await checkPassword({ password }).unwrap();
    } catch (error) {
      failed(error);
      return;
    }
    if (!window.confirm(DELETE_BROWSER_CONFIRM)) return;
    try {
      await endingSession(() => remove({ password }).unwrap());
      setOutcome({ ok: true, text: DELETE_DONE });
    } catch (error) {
      failed(error);
    }
  };

  const failed = (error: unknown) => {
    if (statusOf(error) === 403) setErrors({ password: INCORRECT_PASSWORD });
    else setErrors(getFieldErrors(error));
    setOutcome({ ok: false, text: DELETE_FAILED });
  };

  return (
    <Page narrow>
      <BackHeader
        backLabel="Back to Settings"
        onBack={() => navigate(`${ROUTES.settings}?view=account`)}
        title="Delete Account"
      />
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
        <Button
          type="submit"
          variant="danger"
          loading={checking.isLoading || isLoading}
          disabled={outcome?.ok}
        >
          Delete My Account
        </Button>
      </form>
    </Page>
  );
}
