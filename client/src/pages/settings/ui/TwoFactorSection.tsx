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
import { Button, TextField, toastError } from '@/shared/ui';
import viewStyles from './SettingsViews.module.css';
import styles from './AccountSecurity.module.css';

export const TWO_FACTOR_TITLE = 'Two-factor authentication';
export const RECOVERY_CODES_NOTE =
  'Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only this once.';

type Confirming = 'disable' | 'codes' | null;

async function copy(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error('Could not copy. Select the text and copy it instead.');
  }
}

function download(codes: string[]) {
  const blob = new Blob(
    [`SportsNet recovery codes\nEach code signs you in once.\n\n${codes.join('\n')}\n`],
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
  return (
    <div className={styles.form} role="region" aria-label="Recovery codes">
      <p className={styles.lead}>{RECOVERY_CODES_NOTE}</p>
      <ul className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy(codes.join('\n'), 'Codes copied')}>
          Copy codes
        </Button>
        <Button variant="secondary" onClick={() => download(codes)}>
          Download
        </Button>
        <Button onClick={onDone}>I saved them</Button>
      </div>
    </div>
  );
}

/**
 * Settings → Privacy & Security: turning two-factor sign-in on (scan the QR code or type the
 * secret, confirm with a code, keep the recovery codes), new recovery codes, turning it off.
 */
export function TwoFactorSection() {
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
      toastError(e, 'Could not start two-factor set-up');
    }
  };

  const turnOn = async () => {
    if (!pending) return;
    try {
      const result = await enable({ code: code.trim() }).unwrap();
      setPending(null);
      reset();
      setCodes(result.recoveryCodes);
      toast.success('Two-factor authentication is on');
    } catch (e) {
      setError(getErrorMessage(e, 'Could not turn on two-factor authentication'));
    }
  };

  const confirm = async () => {
    const body = { password, code: code.trim() };
    try {
      if (confirming === 'disable') {
        await disable(body).unwrap();
        toast.success('Two-factor authentication is off');
      } else {
        setCodes((await renew(body).unwrap()).recoveryCodes);
      }
      setConfirming(null);
      reset();
    } catch (e) {
      setError(getErrorMessage(e, 'Something went wrong'));
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
            Scan this QR code with an authenticator app (Google Authenticator, Microsoft
            Authenticator, 1Password, Authy…).
            <img
              className={styles.qr}
              src={pending.qrCode}
              alt="QR code for your authenticator app"
            />
          </li>
          <li>
            Or type this key into the app:
            <span className={styles.secretRow}>
              <code className={styles.secret} data-testid="two-factor-secret">
                {pending.secret}
              </code>
              <Button variant="secondary" onClick={() => void copy(pending.secret, 'Key copied')}>
                Copy key
              </Button>
            </span>
          </li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        <TextField
          label="6-digit code"
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
            Turn on
          </Button>
          <Button variant="secondary" onClick={() => setPending(null)}>
            Cancel
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
            ? 'Enter your password and a code from your app (or a recovery code) to turn two-factor authentication off.'
            : 'Enter your password and a code from your app (or a recovery code). Your old recovery codes will stop working.'}
        </p>
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <TextField
          label="Code"
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
            {confirming === 'disable' ? 'Turn off' : 'Get new codes'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setConfirming(null);
              reset();
            }}
          >
            Cancel
          </Button>
        </div>
      </form>
    );
  } else if (enabled) {
    body = (
      <>
        <p className={`${styles.status} ${styles.on}`}>On</p>
        <p className={styles.lead}>
          Signing in asks for a code from your authenticator app after your password.
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setConfirming('codes')}>
            New recovery codes
          </Button>
          <Button variant="danger" onClick={() => setConfirming('disable')}>
            Turn off
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p className={styles.status}>Off</p>
        <p className={styles.lead}>
          Add a second step to signing in: after your password, a 6-digit code from an authenticator
          app on your phone. Someone who learns your password still cannot sign in.
        </p>
        <div className={styles.actions}>
          <Button loading={settingUp.isLoading} onClick={() => void start()}>
            Set up
          </Button>
        </div>
      </>
    );
  }

  return (
    <section className={viewStyles.section} aria-label={TWO_FACTOR_TITLE}>
      <h2 className={viewStyles.sectionTitle}>{TWO_FACTOR_TITLE}</h2>
      {body}
    </section>
  );
}
