import clsx from 'clsx';
import { IoLogOutOutline } from 'react-icons/io5';
import { useLogout } from '../model/useLogout';
import styles from './LogoutButton.module.css';

export interface LogoutButtonProps {
  className?: string;
  labelClassName?: string;
}

export function LogoutButton({ className, labelClassName }: LogoutButtonProps) {
  const { logout, isLoading } = useLogout();
  return (
    <button
      type="button"
      className={clsx(styles.logout, className)}
      onClick={() => void logout()}
      disabled={isLoading}
      aria-label="Logout"
    >
      <IoLogOutOutline className={styles.icon} aria-hidden="true" />
      <span className={labelClassName}>Logout</span>
    </button>
  );
}
