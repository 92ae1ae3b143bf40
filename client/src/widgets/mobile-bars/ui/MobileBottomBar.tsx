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

interface BarEntry {
  to: string;
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  create?: boolean;
  /** The live unread total (the Messages entry). */
  unread?: boolean;
}

const ENTRIES: BarEntry[] = [
  { to: ROUTES.search, label: 'Search', Icon: IoSearchOutline },
  { to: ROUTES.reels, label: 'Reels', Icon: IoFilmOutline },
  { to: ROUTES.create, label: 'Create', Icon: IoAdd, create: true },
  { to: ROUTES.messages, label: 'Messages', Icon: IoChatbubbleEllipsesOutline, unread: true },
  { to: ROUTES.feed, label: 'Home', Icon: IoHomeOutline },
];

export function MobileBottomBar() {
  return (
    <nav className={styles.bottomBar} aria-label="Bottom navigation">
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
          <VisuallyHidden>{label}</VisuallyHidden>
          {unread && <UnreadTotalBadge className={styles.badge} />}
        </NavLink>
      ))}
    </nav>
  );
}
