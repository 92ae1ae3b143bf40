import { useState } from 'react';
import toast from 'react-hot-toast';
import { useChangePasswordMutation } from '@/entities/account';
import { getFieldErrors } from '@/shared/api';
import { TEXT_LIMITS } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { Button, MutedText, TextField, toastError } from '@/shared/ui';
import styles from './AccountViews.module.css';

const NEW_PASSWORD_MIN = TEXT_LIMITS.passwordMin;
const NEW_PASSWORD_MAX = TEXT_LIMITS.passwordMax;

/** A new password; the server ends every other session, this one stays signed in. */
export function ChangePasswordView() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ current?: string; next?: string; repeat?: string }>({});
  const [change, { isLoading }] = useChangePasswordMutation();

  const submit = async () => {
    const problems: typeof errors = {};
    if (!current) problems.current = t('settings:password.currentRequired');
    if (next.length < NEW_PASSWORD_MIN)
      problems.next = t('settings:password.tooShort', { min: NEW_PASSWORD_MIN });
    else if (next.length > NEW_PASSWORD_MAX)
      problems.next = t('settings:password.tooLong', { max: NEW_PASSWORD_MAX });
    else if (repeat !== next) problems.repeat = t('settings:password.mismatch');
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await change({ currentPassword: current, newPassword: next }).unwrap();
      toast.success(t('settings:password.changed'));
      setCurrent('');
      setNext('');
      setRepeat('');
    } catch (error) {
      // A refused new password (too common, the user name) is said under its field.
      const refused = getFieldErrors(error).newPassword;
      if (refused) setErrors({ next: refused });
      else toastError(error, t('settings:password.failed'));
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <MutedText>{t('settings:password.intro')}</MutedText>
      <TextField
        label={t('settings:password.current')}
        type="password"
        autoComplete="current-password"
        value={current}
        error={errors.current}
        onChange={(e) => setCurrent(e.target.value)}
      />
      <TextField
        label={t('settings:password.new')}
        type="password"
        autoComplete="new-password"
        value={next}
        error={errors.next}
        onChange={(e) => setNext(e.target.value)}
      />
      <TextField
        label={t('settings:password.confirm')}
        type="password"
        autoComplete="new-password"
        value={repeat}
        error={errors.repeat}
        onChange={(e) => setRepeat(e.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" loading={isLoading}>
          {t('settings:password.action')}
        </Button>
      </div>
    </form>
  );
}
