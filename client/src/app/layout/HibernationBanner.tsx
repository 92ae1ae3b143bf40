import { useSelector } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectSessionUser } from '@/entities/session';
import { ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import styles from './HibernationBanner.module.css';

/** Account Status, where reactivating asks for the typed word (SPEC §4). */
export const ACCOUNT_STATUS_PATH = `${ROUTES.settings}?view=account`;

/**
 * While hibernated the user can still sign in; everyone else sees nothing of them until they
 * reactivate. The banner leads to Account Status rather than reactivating in one click, since the
 * spec has reactivation confirmed by typing REACTIVATE.
 */
export function HibernationBanner() {
  const user = useSelector(selectSessionUser);
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (!user?.isHibernated) return null;
  const onAccountStatus = `${pathname}${search}` === ACCOUNT_STATUS_PATH;
  return (
    <div className={styles.banner} role="status">
      <span>{t('settings:hibernation.banner')}</span>
      {!onAccountStatus && (
        <Button onClick={() => navigate(ACCOUNT_STATUS_PATH)}>
          {t('settings:hibernation.reactivate')}
        </Button>
      )}
    </div>
  );
}
