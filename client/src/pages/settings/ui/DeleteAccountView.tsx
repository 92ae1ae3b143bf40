import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { Button, MutedText } from '@/shared/ui';
import { ConfirmWordDialog } from './ConfirmWordDialog';
import styles from './AccountViews.module.css';

/** The list's Delete Account item: the DELETE word first, then the password page. */
export function DeleteAccountView() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  return (
    <div className={styles.stack}>
      <MutedText>
        Deleting your account removes your profile, posts, comments, connections, the communities
        you own and your messages for good. To only take a break, hibernate it from Account Status.
      </MutedText>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => setOpen(true)}>
          Delete Account
        </Button>
      </div>
      <ConfirmWordDialog
        open={open}
        word="DELETE"
        title="Delete Account"
        description="You will be asked for your password on the next page."
        confirmLabel="Continue"
        danger
        onConfirm={() => navigate(ROUTES.deleteAccount)}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}
