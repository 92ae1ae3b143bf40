import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { getErrorCode, getErrorMessage, type SuspensionNotice as Notice } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { clearSession, saveSession, toastFlow } from '@/shared/lib';
import { loggedIn } from '@/shared/model';
import { Button, TextField } from '@/shared/ui';
import { useLoginMutation } from '../api/authApi';
import styles from './AuthForm.module.css';
import { SuspensionNotice } from './SuspensionNotice';

export const LOGIN_FAILED_MESSAGE = 'Login failed';

const loginToasts = toastFlow('login');

/** A suspended account's refusal (403 ACCOUNT_SUSPENDED) carries why and until when. */
function suspensionOf(error: unknown): Notice | null {
  if (getErrorCode(error) !== 'ACCOUNT_SUSPENDED') return null;
  const data = (error as { data?: { suspension?: Notice } }).data;
  return data?.suspension ?? null;
}

export function LoginForm() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [suspension, setSuspension] = useState<Notice | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const response = await login({ userName: userName.trim(), password }).unwrap();
      if (!response.success || !response.token || !response.user) {
        throw { data: response };
      }
      saveSession(response.token, response.user);
      // 'Invalid user name or password' from an earlier try must not follow the user to /feed.
      loginToasts.done();
      dispatch(loggedIn({ token: response.token, user: response.user }));
      navigate(ROUTES.feed, { replace: true });
    } catch (error) {
      clearSession();
      const notice = suspensionOf(error);
      setSuspension(notice);
      if (!notice) loginToasts.error(getErrorMessage(error, LOGIN_FAILED_MESSAGE));
    }
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label="Login">
      <TextField
        label="Username"
        name="userName"
        autoComplete="username"
        value={userName}
        onChange={(e) => setUserName(e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {suspension && <SuspensionNotice notice={suspension} />}
      <Button type="submit" fullWidth loading={isLoading}>
        Login
      </Button>
      <a className={styles.subtleLink} href="#">
        Forgot your password?
      </a>
      <p className={styles.switch}>
        Don&apos;t have an account? <Link to={ROUTES.signup}>Sign up</Link>
      </p>
    </form>
  );
}
