import clsx from 'clsx';
import { useDispatch, useSelector } from 'react-redux';
import { IoMoon, IoSunny } from 'react-icons/io5';
import { darkModeToggled, selectDarkMode } from '../model/themeSlice';
import styles from './ThemeToggle.module.css';
import { useTranslation } from '@/shared/i18n';

export interface ThemeToggleProps {
  className?: string;
  /** Visible text next to the icon (the sidebar shows it, the top bar does not). */
  labelClassName?: string;
  showLabel?: boolean;
}

export function ThemeToggle({ className, labelClassName, showLabel = false }: ThemeToggleProps) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const darkMode = useSelector(selectDarkMode);
  const label = darkMode ? t('common:theme.light') : t('common:theme.dark');
  return (
    <button
      type="button"
      className={clsx(styles.toggle, className)}
      onClick={() => dispatch(darkModeToggled())}
      aria-pressed={darkMode}
      aria-label={t('common:theme.dark')}
      title={label}
    >
      {darkMode ? (
        <IoSunny className={styles.icon} aria-hidden="true" />
      ) : (
        <IoMoon className={styles.icon} aria-hidden="true" />
      )}
      {showLabel && <span className={labelClassName}>{label}</span>}
    </button>
  );
}
