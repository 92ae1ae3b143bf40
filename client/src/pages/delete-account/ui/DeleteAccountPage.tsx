import { useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
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
import { i18n, useTranslation } from '@/shared/i18n';
import { BackHeader, Button, Page, TextField } from '@/shared/ui';
import styles from './DeleteAccountPage.module.css';

const statusOf = (error: unknown) => (error as { status?: number }).status;

/**
 * `/settings/delete-account`: password and the word DELETE, typed once; the server then says
 * whether the password is right, and only then comes the browser's last, irreversible confirm.
 */
export function DeleteAccountPage() {
  const { t } = useTranslation();
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
    // Each broken rule, told under its field in the app's language.
    const problems = validateDeleteForm(password, typed);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setOutcome({ ok: false, text: i18n.t('profile:deleteAccount.incomplete') });
      return;
    }
    // A wrong password is told now, not after the user has said yes to losing everything.
    try {
      await checkPassword({ password }).unwrap();
    } catch (error) {
      failed(error);
      return;
    }
    if (!window.confirm(i18n.t('profile:deleteAccount.browserConfirm'))) return;
    try {
      await endingSession(() => remove({ password }).unwrap());
      setOutcome({ ok: true, text: i18n.t('profile:deleteAccount.done') });
    } catch (error) {
      failed(error);
    }
  };

  const failed = (error: unknown) => {
    if (statusOf(error) === 403) {
      setErrors({ password: i18n.t('profile:deleteAccount.incorrectPassword') });
    } else {
      setErrors(getFieldErrors(error));
    }
    setOutcome({ ok: false, text: i18n.t('profile:deleteAccount.failed') });
  };

  return (
    <Page narrow>
      <BackHeader
        backLabel={t('profile:deleteAccount.back')}
        onBack={() => navigate(`${ROUTES.settings}?view=account`)}
        title={t('profile:deleteAccount.title')}
      />
      <p className={styles.warning}>{t('profile:deleteAccount.warning')}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!outcome?.ok) void submit();
        }}
      >
        <TextField
          label={t('profile:deleteAccount.password')}
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
          label={t('profile:deleteAccount.typeDelete')}
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
          {t('profile:deleteAccount.submit')}
        </Button>
      </form>
    </Page>
  );
}
