import { useState } from 'react';
import { confirmWordError, type ConfirmWord } from '@/entities/account';
import { useTranslation } from '@/shared/i18n';
import { Button, Modal, TextField } from '@/shared/ui';
import styles from './AccountViews.module.css';

interface ConfirmWordDialogProps {
  open: boolean;
  word: ConfirmWord;
  title: string;
  /** What happens, in one or two sentences. */
  description: string;
  confirmLabel: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** SPEC §5 "Confirmation words": the action runs only once its word is typed exactly. */
export function ConfirmWordDialog({
  open,
  word,
  title,
  description,
  confirmLabel,
  busy,
  danger,
  onConfirm,
  onClose,
}: ConfirmWordDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setTyped('');
    setError(null);
    onClose();
  };
  return (
    <Modal open={open} title={title} onClose={close}>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const problem = confirmWordError(word, typed);
          setError(problem);
          if (!problem) onConfirm();
        }}
      >
        <p>{description}</p>
        <TextField
          label={t('settings:confirmWord.label', { word })}
          value={typed}
          autoComplete="off"
          error={error ?? undefined}
          onChange={(event) => {
            setTyped(event.target.value);
            setError(null);
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} loading={busy}>
            {confirmLabel}
          </Button>
          <Button variant="secondary" onClick={close}>
            {t('common:cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
