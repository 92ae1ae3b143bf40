import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { IoNotificationsOutline } from 'react-icons/io5';
import { notificationsLabel, useNotificationUnreadCountQuery } from '@/entities/notification';
import { selectSessionUser } from '@/entities/session';
import { useCurrentUserQuery } from '@/entities/user';
import { ThemeToggle } from '@/features/toggle-theme';
import { EXTERNAL_TEAM_URL, ROUTES } from '@/shared/config';
import { Avatar, CountBadge, Logo } from '@/shared/ui';
import styles from './MobileBars.module.css';
import { MoreSheet } from './MoreSheet';
import { useTranslation } from '@/shared/i18n';

export function MobileTopBar() {
  const { t } = useTranslation();
  const storedUser = useSelector(selectSessionUser);
  // Fresh from the server (the picture may have changed since login); storage covers the wait.
  const { data: currentUser } = useCurrentUserQuery();
  const image = currentUser?.image ?? storedUser?.image;
  const { data: unread } = useNotificationUnreadCountQuery();
  return (
    <header className={styles.topBar}>
      <a
        className={styles.logoLink}
        href={EXTERNAL_TEAM_URL}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('common:nav.teamSite')}
      >
        <Logo />
      </a>
      <div className={styles.actions}>
        <Link to={ROUTES.user} className={styles.iconButton} aria-label={t('common:nav.profile')}>
          <Avatar src={image} alt="" size={30} />
        </Link>
        <Link
          to={ROUTES.notifications}
          className={styles.iconButton}
          aria-label={notificationsLabel(unread)}
        >
          <IoNotificationsOutline aria-hidden="true" />
          <CountBadge count={unread} className={styles.badge} />
        </Link>
        <ThemeToggle className={styles.iconButton} />
        <MoreSheet buttonClassName={styles.iconButton} />
      </div>
    </header>
  );
}
