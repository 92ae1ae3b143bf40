import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { Button, MutedText } from '@/shared/ui';
import styles from './AccountViews.module.css';

/** The list's Delete Account item: what it means, then the page that asks password and DELETE. */
export function DeleteAccountView() {
  const navigate = useNavigate();
  return (
    <div className={styles.stack}>
      <MutedText>
        Deleting your account removes your profile, posts, comments, connections, the communities
        you own and your messages for good. To only take a break, hibernate it from Account Status.
      </MutedText>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => navigate(ROUTES.deleteAccount)}>
          Delete Account
        </Button>
      </div>
    </div>
  );
}
