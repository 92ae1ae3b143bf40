import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { Button, MutedText } from '@/shared/ui';
import styles from './AccountViews.module.css';

/** The list's Delete Account item: what it means, then the page that asks password and DELETE. */
export function DeleteAccountView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.stack}>
      <MutedText>{t('settings:deleteAccountView.explain')}</MutedText>
      <div className={styles.actions}>
        <Button variant="danger" onClick={() => navigate(ROUTES.deleteAccount)}>
          {t('settings:deleteAccountView.action')}
        </Button>
      </div>
    </div>
  );
}
