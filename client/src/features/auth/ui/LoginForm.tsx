import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { getErrorCode, getErrorMessage, type SuspensionNotice as Notice } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { clearSession, saveSession, toastFlow } from '@/shared/lib';
import { loggedIn } from '@/shared/model';
import { Button, TextField } from '@/shared/ui';
import { useLoginMutation, useLoginSecondFactorMutation, type LoginResponse } from '../api/authApi';
import styles from './AuthForm.module.css';
import { SuspensionNotice } from './SuspensionNotice';

export const LOGIN_FAILED_MESSAGE = 'Login failed';
export const CODE_STEP_TITLE = 'Two-factor authentication';
export const CODE_STEP_HINT = 'Enter the 6-digit code from your authenticator app.';
export const RECOVERY_STEP_HINT = 'Enter one of your recovery codes. Each one works once.';
export const CHALLENGE_GONE_MESSAGE = 'This sign-in has expired. Please log in again.';

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
  const [secondFactor, secondStep] = useLoginSecondFactorMutation();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  // Set once the password was right and the account asks for its second factor.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');

  const signedIn = (response: LoginResponse) => {
    if (!response.success || !response.token || !response.user) throw { data: response };
    saveSession(response.token, response.user);
    // 'Invalid user name or password' from an earlier try must not follow the user to /feed.
    loginToasts.done();
    dispatch(loggedIn({ token: response.token, user: response.user }));
    navigate(ROUTES.feed, { replace: true });
  };
  const [suspension, setSuspension] = useState<Notice | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      const response = await login({ userName: userName.trim(), password }).unwrap();
      if (response.success && response.twoFactorRequired && response.challenge) {
        loginToasts.done();
        setChallenge(response.challenge);
        setCode('');
        setUseRecovery(false);
        return;
      }
      signedIn(response);
    } catch (error) {
      clearSession();
      const notice = suspensionOf(error);
      setSuspension(notice);
      if (!notice) loginToasts.error(getErrorMessage(error, LOGIN_FAILED_MESSAGE));
    }
  };

  const onSubmitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!challenge) return;
    const given = code.trim();
    try {
      const response = await secondFactor(
        useRecovery ? { challenge, recoveryCode: given } : { challenge, code: given },
      ).unwrap();
      signedIn(response);
    } catch (error) {
      clearSession();
      const message = getErrorMessage(error, LOGIN_FAILED_MESSAGE);
      loginToasts.error(message);
      // Five wrong codes or five minutes: the password again, for a new challenge.
      if (message === CHALLENGE_GONE_MESSAGE) setChallenge(null);
      setCode('');
    }
  };

  if (challenge) {
    return (
      <form className={styles.form} onSubmit={onSubmitCode} aria-label={CODE_STEP_TITLE}>
        <h2 className={styles.stepTitle}>{CODE_STEP_TITLE}</h2>
        <p className={styles.stepHint}>{useRecovery ? RECOVERY_STEP_HINT : CODE_STEP_HINT}</p>
        {useRecovery ? (
          <TextField
            key="recovery"
            label="Recovery code"
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={32}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoFocus
          />
        ) : (
          <TextField
            key="code"
            label="6-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/[^0-9]/g, ''))}
            autoFocus
          />
        )}
        <Button type="submit" fullWidth loading={secondStep.isLoading} disabled={!code.trim()}>
          Verify
        </Button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
          }}
        >
          {useRecovery ? 'Use the code from your app' : 'Use a recovery code'}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => setChallenge(null)}>
          Back to login
        </button>
      </form>
    );
  }

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
