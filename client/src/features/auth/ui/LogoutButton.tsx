import clsx from 'clsx';
import { IoLogOutOutline } from 'react-icons/io5';
import { useLogout } from '../model/useLogout';
import styles from './LogoutButton.module.css';
import { useTranslation } from '@/shared/i18n';

export interface LogoutButtonProps {
  className?: string;
  labelClassName?: string;
}

export function LogoutButton({ className, labelClassName }: LogoutButtonProps) {
  const { t } = useTranslation();
  const { logout, isLoading } = useLogout();
  return (
    <button
      type="button"
      className={clsx(styles.logout, className)}
      onClick={() => void logout()}
      disabled={isLoading}
      aria-label={t('common:nav.logout')}
    >
      <IoLogOutOutline className={styles.icon} aria-hidden="true" />
      <span className={labelClassName}>{t('common:nav.logout')}</span>
    </button>
  );
}
