import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import { selectIsAuthenticated } from '@/entities/session';
import { getErrorMessage } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button, TextField } from '@/shared/ui';
import { useBlockUserMutation, useLazyUserByNameQuery } from '../api/blockApi';
import styles from './BlockUserForm.module.css';

export interface BlockUserFormProps {
  /** Called after a successful block (the view closes the form). */
  onBlocked: () => void;
  onCancel: () => void;
}

/**
 * SPEC §2/§5 Block a User: a user name, looked up (`/users/username/{name}`, any non-OK answer
 * is 'User not found'), then blocked; the server's 'User is already blocked' shows inline.
 */
export function BlockUserForm({ onBlocked, onCancel }: BlockUserFormProps) {
  const { t } = useTranslation();
  const signedIn = useSelector(selectIsAuthenticated);
  const [userName, setUserName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [lookUp, lookup] = useLazyUserByNameQuery();
  const [blockUser, blocking] = useBlockUserMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!signedIn) {
      toast.error(t('people:block.loginToBlock'));
      return;
    }
    const name = userName.trim().replace(/^@/, '');
    if (!name) {
      setError(t('people:block.required'));
      return;
    }
    setError(undefined);
    const found = await lookUp(name).catch(() => null);
    if (!found || !found.data?._id) {
      setError(t('people:block.notFound'));
      return;
    }
    try {
      await blockUser(found.data._id).unwrap();
      toast.success(t('people:block.blocked'));
      setUserName('');
      onBlocked();
    } catch (failure) {
      setError(getErrorMessage(failure, t('people:block.blockFailed')));
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('people:block.userName')}
        name="userName"
        autoComplete="off"
        placeholder={t('people:block.userNamePlaceholder')}
        value={userName}
        error={error}
        onChange={(event) => {
          setUserName(event.target.value);
          if (error) setError(undefined);
        }}
        autoFocus
      />
      <div className={styles.actions}>
        <Button type="submit" variant="danger" loading={lookup.isFetching || blocking.isLoading}>
          {t('people:block.block')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('people:block.cancel')}
        </Button>
      </div>
    </form>
  );
}
