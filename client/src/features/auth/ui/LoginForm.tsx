import { useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import {
  getErrorCode,
  getErrorMessage,
  LOGIN_CHALLENGE_EXPIRED,
  type SuspensionNotice as Notice,
} from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { clearSession, saveSession, toastFlow } from '@/shared/lib';
import { loggedIn } from '@/shared/model';
import { Button, TextField } from '@/shared/ui';
import { useLoginMutation, useLoginSecondFactorMutation, type LoginResponse } from '../api/authApi';
import styles from './AuthForm.module.css';
import { SuspensionNotice } from './SuspensionNotice';
import { useTranslation } from '@/shared/i18n';

const loginToasts = toastFlow('login');

/** A suspended account's refusal (403 ACCOUNT_SUSPENDED) carries why and until when. */
function suspensionOf(error: unknown): Notice | null {
  if (getErrorCode(error) !== 'ACCOUNT_SUSPENDED') return null;
  const data = (error as { data?: { suspension?: Notice } }).data;
  return data?.suspension ?? null;
}

export function LoginForm() {
  const { t } = useTranslation();
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
      if (!notice) loginToasts.error(getErrorMessage(error, t('auth:login.failed')));
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
      loginToasts.error(getErrorMessage(error, t('auth:login.failed')));
      // Five wrong codes or five minutes: the password again, for a new challenge.
      if (getErrorCode(error) === LOGIN_CHALLENGE_EXPIRED) setChallenge(null);
      setCode('');
    }
  };

  if (challenge) {
    return (
      <form className={styles.form} onSubmit={onSubmitCode} aria-label={t('auth:twoFactor.title')}>
        <h2 className={styles.stepTitle}>{t('auth:twoFactor.title')}</h2>
        <p className={styles.stepHint}>
          {useRecovery ? t('auth:twoFactor.recoveryHint') : t('auth:twoFactor.codeHint')}
        </p>
        {useRecovery ? (
          <TextField
            key="recovery"
            label={t('auth:twoFactor.recoveryCode')}
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
            label={t('auth:twoFactor.code')}
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
          {t('auth:twoFactor.verify')}
        </Button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => {
            setUseRecovery(!useRecovery);
            setCode('');
          }}
        >
          {useRecovery ? t('auth:twoFactor.useApp') : t('auth:twoFactor.useRecovery')}
        </button>
        <button type="button" className={styles.linkButton} onClick={() => setChallenge(null)}>
          {t('auth:twoFactor.back')}
        </button>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={t('auth:login.action')}>
      <TextField
        label={t('auth:fields.userName')}
        name="userName"
        autoComplete="username"
        value={userName}
        onChange={(e) => setUserName(e.target.value)}
      />
      <TextField
        label={t('auth:fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {suspension && <SuspensionNotice notice={suspension} />}
      <Button type="submit" fullWidth loading={isLoading}>
        {t('auth:login.action')}
      </Button>
      <a className={styles.subtleLink} href="#">
        {t('auth:login.forgot')}
      </a>
      <p className={styles.switch}>
        {t('auth:login.noAccount')} <Link to={ROUTES.signup}>{t('auth:login.signUp')}</Link>
      </p>
    </form>
  );
}
