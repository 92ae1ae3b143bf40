import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import toast from 'react-hot-toast';
import { getErrorMessage, getFieldErrors } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { toastFlow } from '@/shared/lib';
import { Button, TextField } from '@/shared/ui';
import { useSignupMutation, type SignupRequest } from '../api/authApi';
import styles from './AuthForm.module.css';

export const SIGNUP_SUCCESS_MESSAGE = 'Account Created Successfully';
export const SIGNUP_LOGIN_HINT = 'Please login';
export const SIGNUP_FAILED_MESSAGE = 'Sign up failed';

type Field = keyof SignupRequest;

const signupToasts = toastFlow('signup');

const EMPTY: SignupRequest = { userName: '', fullName: '', email: '', password: '' };

export function SignupForm() {
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
      signupToasts.success(SIGNUP_SUCCESS_MESSAGE);
      toast.success(SIGNUP_LOGIN_HINT);
      navigate(ROUTES.root);
    } catch (error) {
      setFieldErrors(getFieldErrors(error));
      signupToasts.error(getErrorMessage(error, SIGNUP_FAILED_MESSAGE));
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Sign up">
      <TextField label="Username" autoComplete="username" {...bind('userName')} />
      <TextField label="Full Name" autoComplete="name" {...bind('fullName')} />
      <TextField label="Email" type="email" autoComplete="email" {...bind('email')} />
      <TextField
        label="Create a Password"
        type="password"
        autoComplete="new-password"
        {...bind('password')}
      />
      <Button type="submit" fullWidth loading={isLoading}>
        Sign Up
      </Button>
      <p className={styles.legal}>
        By signing up, you agree to our <a href="#">Terms</a>, <a href="#">Privacy Policy</a> and{' '}
        <a href="#">Cookies Policy</a>.
      </p>
      <p className={styles.switch}>
        Have an account? <Link to={ROUTES.root}>Login</Link>
      </p>
    </form>
  );
}
