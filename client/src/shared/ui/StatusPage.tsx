import clsx from 'clsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { IoArrowBack, IoHome } from 'react-icons/io5';
import styles from './StatusPage.module.css';
import { useTranslation } from '../i18n';

export interface StatusPageProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Where the Home link goes; omit to hide it. */
  homeTo?: string;
  /** The link's text when it leads somewhere else than home, e.g. 'Back to Communities'. */
  homeLabel?: string;
  onHomeClick?: () => void;
  /** Less vertical room, e.g. inside a dialog. */
  compact?: boolean;
}

/** Centred message with an optional Home link: used for placeholders, not-found and errors. */
export function StatusPage({
  title,
  description,
  icon,
  homeTo,
  homeLabel,
  onHomeClick,
  compact = false,
}: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <section className={clsx(styles.status, compact && styles.compact)}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <h1 className={styles.title}>{title}</h1>
      {description && <div className={styles.description}>{description}</div>}
      {homeTo && (
        <Link to={homeTo} className={styles.home} onClick={onHomeClick}>
          {homeLabel ? <IoArrowBack aria-hidden="true" /> : <IoHome aria-hidden="true" />}
          {homeLabel ?? t('common:nav.home')}
        </Link>
      )}
    </section>
  );
}
