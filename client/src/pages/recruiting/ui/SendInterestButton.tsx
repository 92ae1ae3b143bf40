import { useState } from 'react';
import toast from 'react-hot-toast';
import { useSendInterestMutation } from '@/entities/recruiting';
import { getErrorMessage, getFieldErrors } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button, Modal, formStyles as styles } from '@/shared/ui';

export const INTEREST_MAX = 500;

export interface SendInterestButtonProps {
  playerId: string;
  playerName: string;
  openingId?: string | null;
}

/** A coach tells a player of their interest; the player decides whether the two may talk. */
export function SendInterestButton({ playerId, playerName, openingId }: SendInterestButtonProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [send, state] = useSendInterestMutation();

  const submit = async () => {
    setError(null);
    try {
      await send({ playerId, openingId: openingId ?? null, message }).unwrap();
      toast.success(t('recruiting:sendInterest.sent'));
      setSent(true);
      setOpen(false);
    } catch (e) {
      setError(
        getFieldErrors(e).message ?? getErrorMessage(e, t('recruiting:sendInterest.failed')),
      );
    }
  };

  return (
    <>
      <Button variant="secondary" disabled={sent} onClick={() => setOpen(true)}>
        {sent ? t('recruiting:sendInterest.sent') : t('recruiting:sendInterest.show')}
      </Button>
      <Modal
        open={open}
        title={t('recruiting:sendInterest.title', { name: playerName })}
        onClose={() => setOpen(false)}
      >
        <form
          className={styles.form}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <label className={styles.field}>
            {t('recruiting:sendInterest.message', { count: message.length, max: INTEREST_MAX })}
            <textarea
              className={styles.control}
              maxLength={INTEREST_MAX}
              required
              value={message}
              onChange={(e) => setMessage(e.target.value)}
            />
          </label>
          <p className={styles.hint}>{t('recruiting:sendInterest.hint')}</p>
          {error && (
            <p className={styles.error} role="alert">
              {error}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('recruiting:cancel')}
            </Button>
            <Button type="submit" loading={state.isLoading} disabled={!message.trim()}>
              {t('recruiting:sendInterest.send')}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
