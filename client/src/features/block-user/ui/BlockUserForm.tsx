import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import { selectIsAuthenticated } from '@/entities/session';
import { getErrorMessage } from '@/shared/api';
import { Button, TextField } from '@/shared/ui';
import { useBlockUserMutation, useLazyUserByNameQuery } from '../api/blockApi';
import { BLOCK_FORM_TEXTS, BLOCK_TEXTS } from '../model/texts';
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
  const signedIn = useSelector(selectIsAuthenticated);
  const [userName, setUserName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [lookUp, lookup] = useLazyUserByNameQuery();
  const [blockUser, blocking] = useBlockUserMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!signedIn) {
      toast.error(BLOCK_TEXTS.loginToBlock);
      return;
    }
    const name = userName.trim().replace(/^@/, '');
    if (!name) {
      setError(BLOCK_FORM_TEXTS.required);
      return;
    }
    setError(undefined);
    const found = await lookUp(name).catch(() => null);
    if (!found || !found.data?._id) {
      setError(BLOCK_FORM_TEXTS.notFound);
      return;
    }
    try {
      toast.success(await blockUser(found.data._id).unwrap());
      setUserName('');
      onBlocked();
    } catch (failure) {
      setError(getErrorMessage(failure, BLOCK_TEXTS.blockFailed));
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Username"
        name="userName"
        autoComplete="off"
        placeholder="Enter a username"
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
          Block
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
