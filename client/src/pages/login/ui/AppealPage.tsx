import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { AuthShell, Button, toastError } from '@/shared/ui';
import { useSendAppealMutation } from '../api/appealApi';
import { APPEAL_TEXTS } from '../model/appealTexts';
import styles from './AppealPage.module.css';

/**
 * `/appeal?action=<id>` (signed in: a removal or a warning from a notification) or
 * `/appeal?token=<token>` (a suspended account, from the login page: no session needed).
 */
export function AppealPage() {
  const [search] = useSearchParams();
  const actionId = search.get('action') ?? undefined;
  const appealToken = search.get('token') ?? undefined;
  const [text, setText] = useState('');
  const [sent, setSent] = useState(false);
  const [send, { isLoading }] = useSendAppealMutation();
  const textId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await send({ text: text.trim(), actionId, appealToken });
    if ('data' in result) {
      setSent(true);
      toast.success(APPEAL_TEXTS.sent);
    } else {
      toastError(result.error, APPEAL_TEXTS.failed);
    }
  };

  return (
    <AuthShell title={APPEAL_TEXTS.title} subtitle={APPEAL_TEXTS.subtitle}>
      {!actionId && !appealToken ? (
        <p>{APPEAL_TEXTS.missing}</p>
      ) : sent ? (
        <p role="status">{APPEAL_TEXTS.sent}</p>
      ) : (
        <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label="Appeal">
          <label className={styles.label} htmlFor={textId}>
            {APPEAL_TEXTS.label}
          </label>
          <textarea
            id={textId}
            className={styles.textarea}
            maxLength={2000}
            required
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" fullWidth loading={isLoading} disabled={!text.trim()}>
            {APPEAL_TEXTS.submit}
          </Button>
        </form>
      )}
      <p className={styles.back}>
        <Link to={appealToken ? ROUTES.login : ROUTES.notifications}>Back</Link>
      </p>
    </AuthShell>
  );
}
