import clsx from 'clsx';
import type { ComponentType } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, NavLink } from 'react-router-dom';
import {
  IoAddCircleOutline,
  IoChatbubbleEllipsesOutline,
  IoHomeOutline,
  IoNotificationsOutline,
  IoPeopleCircleOutline,
  IoPeopleOutline,
  IoSettingsOutline,
  IoShieldCheckmarkOutline,
  IoTrophyOutline,
} from 'react-icons/io5';
import { notificationsLabel, useNotificationUnreadCountQuery } from '@/entities/notification';
import { UnreadTotalBadge } from '@/entities/chat';
import { selectSessionUser, useIsStaff } from '@/entities/session';
import { useCurrentUserQuery } from '@/entities/user';
import { LogoutButton } from '@/features/auth';
import { createPostOpened } from '@/features/create-post';
import { ThemeToggle } from '@/features/toggle-theme';
import { ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { Avatar, CountBadge, Logo } from '@/shared/ui';
import styles from './Sidebar.module.css';

type IconComponent = ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;

interface NavEntry {
  to: string;
  /** A 'common:nav.*' catalogue key. */
  label: string;
  Icon: IconComponent;
  /** The live unread total (the Messages entry). */
  unread?: boolean;
}

const BEFORE_CREATE: NavEntry[] = [
  { to: ROUTES.feed, label: 'common:nav.home', Icon: IoHomeOutline },
  { to: ROUTES.networking, label: 'common:nav.networking', Icon: IoPeopleOutline },
  {
    to: ROUTES.message,
    label: 'common:nav.messages',
    Icon: IoChatbubbleEllipsesOutline,
    unread: true,
  },
];

/** The Profile entry shows the user's own picture instead of an icon. */
function ProfileIcon({ className }: { className?: string }) {
  const storedUser = useSelector(selectSessionUser);
  const { data: currentUser } = useCurrentUserQuery();
  return (
    <Avatar src={currentUser?.image ?? storedUser?.image} alt="" size={26} className={className} />
  );
}

const AFTER_CREATE: NavEntry[] = [
  { to: ROUTES.user, label: 'common:nav.profile', Icon: ProfileIcon },
  { to: ROUTES.community, label: 'common:nav.communities', Icon: IoPeopleCircleOutline },
  { to: ROUTES.recruiting, label: 'common:nav.recruiting', Icon: IoTrophyOutline },
  { to: ROUTES.settings, label: 'common:nav.settings', Icon: IoSettingsOutline },
];

/** Shown to staff only, after the others. */
const ADMIN_ENTRY: NavEntry = {
  to: ROUTES.admin,
  label: 'common:nav.admin',
  Icon: IoShieldCheckmarkOutline,
};

function NavItem({ to, label, Icon, unread }: NavEntry) {
  const { t } = useTranslation();
  return (
    <li>
      <NavLink
        to={to}
        end={to === ROUTES.user}
        className={({ isActive }) => clsx(styles.item, isActive && styles.active)}
      >
        <span className={styles.iconWrap}>
          <Icon className={styles.icon} aria-hidden />
          {unread && <UnreadTotalBadge className={styles.badge} />}
        </span>
        <span className={styles.label}>{t(label)}</span>
      </NavLink>
    </li>
  );
}

/** Notifications, with the live unread count over the bell (seen on the rail too). */
function NotificationsItem() {
  const { t } = useTranslation();
  const { data: unread } = useNotificationUnreadCountQuery();
  return (
    <li>
      <NavLink
        to={ROUTES.notifications}
        aria-label={notificationsLabel(unread)}
        className={({ isActive }) => clsx(styles.item, isActive && styles.active)}
      >
        <span className={styles.iconWrap}>
          <IoNotificationsOutline className={styles.icon} aria-hidden />
          <CountBadge count={unread} className={styles.badge} />
        </span>
        <span className={styles.label}>{t('common:nav.notifications')}</span>
      </NavLink>
    </li>
  );
}

/**
 * Fixed rail on wide screens; it widens into the full panel on hover or keyboard focus so the
 * content only ever needs the rail's room.
 */
export function Sidebar() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { data: currentUser } = useCurrentUserQuery();
  const isStaff = useIsStaff(currentUser?.role);
  return (
    <aside className={styles.sidebar} aria-label={t('common:nav.sidebar')}>
      <Link to={ROUTES.feed} className={styles.brand} aria-label={t('common:nav.brandHome')}>
        <Logo className={styles.logo} wordClassName={styles.label} />
      </Link>
      <nav className={styles.nav} aria-label={t('common:nav.main')}>
        <ul className={styles.list}>
          {BEFORE_CREATE.map((entry) => (
            <NavItem key={entry.to} {...entry} />
          ))}
          <NotificationsItem />
          <li>
            <button
              type="button"
              className={styles.item}
              onClick={() => dispatch(createPostOpened())}
            >
              <IoAddCircleOutline className={styles.icon} aria-hidden />
              <span className={styles.label}>{t('common:nav.create')}</span>
            </button>
          </li>
          {AFTER_CREATE.map((entry) => (
            <NavItem key={entry.to} {...entry} />
          ))}
          {isStaff && <NavItem {...ADMIN_ENTRY} />}
        </ul>
      </nav>
      <div className={styles.footer}>
        <ThemeToggle className={styles.item} labelClassName={styles.label} showLabel />
        <LogoutButton labelClassName={styles.label} />
      </div>
    </aside>
  );
}
