import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useGetSettingsQuery,
  useNewRecoveryCodesMutation,
  useSetupTwoFactorMutation,
  type TwoFactorSetup,
} from '@/entities/account';
import { getErrorMessage } from '@/shared/api';
import { i18n, useTranslation } from '@/shared/i18n';
import { Button, TextField, toastError } from '@/shared/ui';
import viewStyles from './SettingsViews.module.css';
import styles from './AccountSecurity.module.css';

type Confirming = 'disable' | 'codes' | null;

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(i18n.t('settings:twoFactor.copyFailed'));
  }
}

function download(codes: string[]) {
  const blob = new Blob(
    [
      `${i18n.t('settings:twoFactor.recovery.fileTitle')}\n${i18n.t('settings:twoFactor.recovery.fileNote')}\n\n${codes.join('\n')}\n`,
    ],
    { type: 'text/plain' },
  );
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'sportsnet-recovery-codes.txt';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The recovery codes, shown once after turning on or asking for new ones. */
function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.form} role="region" aria-label={t('settings:twoFactor.recovery.region')}>
      <p className={styles.lead}>{t('settings:twoFactor.recovery.note')}</p>
      <ul className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={() => void copy(codes.join('\n'), t('settings:twoFactor.recovery.copied'))}
        >
          {t('settings:twoFactor.recovery.copy')}
        </Button>
        <Button variant="secondary" onClick={() => download(codes)}>
          {t('settings:twoFactor.recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('settings:twoFactor.recovery.done')}</Button>
      </div>
    </div>
  );
}

/**
 * Settings → Privacy & Security: turning two-factor sign-in on (scan the QR code or type the
 * secret, confirm with a code, keep the recovery codes), new recovery codes, turning it off.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const { data } = useGetSettingsQuery();
  const enabled = data?.privacy.twoFactorAuth ?? false;
  const [setup, settingUp] = useSetupTwoFactorMutation();
  const [enable, enabling] = useEnableTwoFactorMutation();
  const [disable, disabling] = useDisableTwoFactorMutation();
  const [renew, renewing] = useNewRecoveryCodesMutation();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setCode('');
    setPassword('');
    setError(null);
  };

  const start = async () => {
    reset();
    try {
      setPending(await setup().unwrap());
    } catch (e) {
      toastError(e, t('settings:twoFactor.startFailed'));
    }
  };

  const turnOn = async () => {
    if (!pending) return;
    try {
      const result = await enable({ code: code.trim() }).unwrap();
      setPending(null);
      reset();
      setCodes(result.recoveryCodes);
      toast.success(t('settings:twoFactor.enabled'));
    } catch (e) {
      setError(getErrorMessage(e, t('settings:twoFactor.enableFailed')));
    }
  };

  const confirm = async () => {
    const body = { password, code: code.trim() };
    try {
      if (confirming === 'disable') {
        await disable(body).unwrap();
        toast.success(t('settings:twoFactor.disabled'));
      } else {
        setCodes((await renew(body).unwrap()).recoveryCodes);
      }
      setConfirming(null);
      reset();
    } catch (e) {
      setError(getErrorMessage(e, t('settings:twoFactor.failed')));
    }
  };

  let body;
  if (codes) {
    body = <RecoveryCodesPanel codes={codes} onDone={() => setCodes(null)} />;
  } else if (pending) {
    body = (
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void turnOn();
        }}
      >
        <ol className={styles.steps}>
          <li>
            {t('settings:twoFactor.scan')}
            <img className={styles.qr} src={pending.qrCode} alt={t('settings:twoFactor.qrAlt')} />
          </li>
          <li>
            {t('settings:twoFactor.typeKey')}
            <span className={styles.secretRow}>
              <code className={styles.secret} data-testid="two-factor-secret">
                {pending.secret}
              </code>
              <Button
                variant="secondary"
                onClick={() => void copy(pending.secret, t('settings:twoFactor.keyCopied'))}
              >
                {t('settings:twoFactor.copyKey')}
              </Button>
            </span>
          </li>
          <li>{t('settings:twoFactor.enterCode')}</li>
        </ol>
        <TextField
          label={t('settings:twoFactor.codeLabel')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={error ?? undefined}
          onChange={(e) => setCode(e.target.value.replace(/[^0-9]/g, ''))}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={enabling.isLoading} disabled={code.length !== 6}>
            {t('settings:twoFactor.turnOn')}
          </Button>
          <Button variant="secondary" onClick={() => setPending(null)}>
            {t('common:cancel')}
          </Button>
        </div>
      </form>
    );
  } else if (confirming) {
    body = (
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <p className={styles.lead}>
          {confirming === 'disable'
            ? t('settings:twoFactor.disableIntro')
            : t('settings:twoFactor.renewIntro')}
        </p>
        <TextField
          label={t('settings:twoFactor.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label={t('settings:twoFactor.code')}
          name="code"
          autoComplete="one-time-code"
          maxLength={32}
          value={code}
          error={error ?? undefined}
          onChange={(e) => setCode(e.target.value)}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant={confirming === 'disable' ? 'danger' : 'primary'}
            loading={disabling.isLoading || renewing.isLoading}
            disabled={!password || !code.trim()}
          >
            {confirming === 'disable'
              ? t('settings:twoFactor.turnOff')
              : t('settings:twoFactor.getCodes')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setConfirming(null);
              reset();
            }}
          >
            {t('common:cancel')}
          </Button>
        </div>
      </form>
    );
  } else if (enabled) {
    body = (
      <>
        <p className={`${styles.status} ${styles.on}`}>{t('settings:twoFactor.on')}</p>
        <p className={styles.lead}>{t('settings:twoFactor.onLead')}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setConfirming('codes')}>
            {t('settings:twoFactor.newCodes')}
          </Button>
          <Button variant="danger" onClick={() => setConfirming('disable')}>
            {t('settings:twoFactor.turnOff')}
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.status}>{t('settings:twoFactor.off')}</p>
        <p className={styles.lead}>{t('settings:twoFactor.offLead')}</p>
        <div className={styles.actions}>
          <Button loading={settingUp.isLoading} onClick={() => void start()}>
            {t('settings:twoFactor.setUp')}
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className={viewStyles.section} aria-label={t('settings:twoFactor.title')}>
      <h2 className={viewStyles.sectionTitle}>{t('settings:twoFactor.title')}</h2>
      {body}
    </section>
  );
}
