import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { getErrorMessage, getFieldErrors } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { toastFlow } from '@/shared/lib';
import { Button, TextField } from '@/shared/ui';
import { useSignupMutation, type SignupRequest } from '../api/authApi';
import styles from './AuthForm.module.css';
import { Trans, useTranslation } from '@/shared/i18n';

type Field = keyof SignupRequest;

const signupToasts = toastFlow('signup');

const EMPTY: SignupRequest = { userName: '', fullName: '', email: '', password: '' };

export function SignupForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [signup, { isLoading }] = useSignupMutation();
  const [values, setValues] = useState<SignupRequest>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    error: fieldErrors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      setValues((prev) => ({ ...prev, [field]: event.target.value }));
      // A field's server error no longer applies once the user edits it.
      setFieldErrors((prev) => ({ ...prev, [field]: undefined }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const response = await signup({
        userName: values.userName.trim(),
        fullName: values.fullName.trim(),
        email: values.email.trim(),
        password: values.password,
      }).unwrap();
      if (!response.success) throw { data: response };
      signupToasts.success(t('auth:signup.success'));
      toast.success(t('auth:signup.loginHint'));
      navigate(ROUTES.root);
    } catch (error) {
      setFieldErrors(getFieldErrors(error));
      signupToasts.error(getErrorMessage(error, t('auth:signup.failed')));
    }
  };

  const fields = {
    userName: bind('userName'),
    fullName: bind('fullName'),
    email: bind('email'),
    password: bind('password'),
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={t('auth:signup.title')}>
      <TextField label={t('auth:fields.userName')} autoComplete="username" {...fields.userName} />
      <TextField label={t('auth:fields.fullName')} autoComplete="name" {...fields.fullName} />
      <TextField
        label={t('auth:fields.email')}
        type="email"
        autoComplete="email"
        {...fields.email}
      />
      <TextField
        label={t('auth:fields.newPassword')}
        type="password"
        autoComplete="new-password"
        {...fields.password}
      />
      <Button type="submit" fullWidth loading={isLoading}>
        {t('auth:signup.action')}
      </Button>
      <p className={styles.legal}>
        <Trans
          i18nKey="auth:signup.legal"
          components={{ terms: <a href="#" />, privacy: <a href="#" />, cookies: <a href="#" /> }}
        />
      </p>
      <p className={styles.switch}>
        {t('auth:signup.haveAccount')} <Link to={ROUTES.root}>{t('auth:login.action')}</Link>
      </p>
    </form>
  );
}
