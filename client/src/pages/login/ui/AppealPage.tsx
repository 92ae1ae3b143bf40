import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { AuthShell, Button, toastError } from '@/shared/ui';
import { useSendAppealMutation } from '../api/appealApi';
import styles from './AppealPage.module.css';

/**
 * `/appeal?action=<id>` (signed in: a removal or a warning from a notification) or
 * `/appeal?token=<token>` (a suspended account, from the login page: no session needed).
 */
export function AppealPage() {
  const { t } = useTranslation();
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
      toast.success(t('admin:appeal.sent'));
    } else {
      toastError(result.error, t('admin:appeal.failed'));
    }
  };

  return (
    <AuthShell title={t('admin:appeal.title')} subtitle={t('admin:appeal.subtitle')}>
      {!actionId && !appealToken ? (
        <p>{t('admin:appeal.missing')}</p>
      ) : sent ? (
        <p role="status">{t('admin:appeal.sent')}</p>
      ) : (
        <form
          className={styles.form}
          onSubmit={(e) => void submit(e)}
          aria-label={t('admin:appeal.form')}
        >
          <label className={styles.label} htmlFor={textId}>
            {t('admin:appeal.label')}
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
            {t('admin:appeal.submit')}
          </Button>
        </form>
      )}
      <p className={styles.back}>
        <Link to={appealToken ? ROUTES.login : ROUTES.notifications}>{t('admin:appeal.back')}</Link>
      </p>
    </AuthShell>
  );
}
