import clsx from 'clsx';
import type { ComponentType } from 'react';
import { NavLink } from 'react-router-dom';
import {
  IoAdd,
  IoChatbubbleEllipsesOutline,
  IoFilmOutline,
  IoHomeOutline,
  IoSearchOutline,
} from 'react-icons/io5';
import { UnreadTotalBadge } from '@/entities/chat';
import { ROUTES } from '@/shared/config';
import { VisuallyHidden } from '@/shared/ui';
import styles from './MobileBars.module.css';
import { useTranslation } from '@/shared/i18n';

interface BarEntry {
  to: string;
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  create?: boolean;
  /** The live unread total (the Messages entry). */
  unread?: boolean;
}

const ENTRIES: BarEntry[] = [
  { to: ROUTES.search, label: 'common:nav.search', Icon: IoSearchOutline },
  { to: ROUTES.reels, label: 'common:nav.reels', Icon: IoFilmOutline },
  { to: ROUTES.create, label: 'common:nav.create', Icon: IoAdd, create: true },
  {
    to: ROUTES.messages,
    label: 'common:nav.messages',
    Icon: IoChatbubbleEllipsesOutline,
    unread: true,
  },
  { to: ROUTES.feed, label: 'common:nav.home', Icon: IoHomeOutline },
];

export function MobileBottomBar() {
  const { t } = useTranslation();
  return (
    <nav className={styles.bottomBar} aria-label={t('common:nav.bottom')}>
      {ENTRIES.map(({ to, label, Icon, create, unread }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            clsx(styles.barItem, create && styles.create, isActive && !create && styles.active)
          }
        >
          <Icon aria-hidden />
          {/* Named by its text, not aria-label: the badge's number shows beside a name. */}
          <VisuallyHidden>{t(label)}</VisuallyHidden>
          {unread && <UnreadTotalBadge className={styles.badge} />}
        </NavLink>
      ))}
    </nav>
  );
}
