import { useSelector } from 'react-redux';
import { selectSessionUser } from '@/entities/session';
import { useReactivateAccount } from '@/features/reactivate-account';
import { Button } from '@/shared/ui';
import styles from './HibernationBanner.module.css';

export const HIBERNATED_TEXT = 'Your account is hibernated';

/** While hibernated the user can still sign in; everyone else sees nothing of them until this. */
export function HibernationBanner() {
  const user = useSelector(selectSessionUser);
  const { reactivate, isLoading } = useReactivateAccount();
  if (!user?.isHibernated) return null;
  return (
    <div className={styles.banner} role="status">
      <span>{HIBERNATED_TEXT}</span>
      <Button loading={isLoading} onClick={() => void reactivate()}>
        Reactivate
      </Button>
    </div>
  );
}
