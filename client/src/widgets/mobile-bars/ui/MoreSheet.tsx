import { useState, type ComponentType } from 'react';
import { Link, useLocation } from 'react-router-dom';
import {
  IoMenu,
  IoPeopleCircleOutline,
  IoPeopleOutline,
  IoPersonAddOutline,
  IoSettingsOutline,
  IoShieldCheckmarkOutline,
  IoTrophyOutline,
} from 'react-icons/io5';
import { useIsStaff } from '@/entities/session';
import { useCurrentUserQuery } from '@/entities/user';
import { ROUTES } from '@/shared/config';
import { Modal } from '@/shared/ui';
import styles from './MobileBars.module.css';
import { useTranslation } from '@/shared/i18n';

interface SheetEntry {
  to: string;
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
}

/** The wide sidebar's pages that neither phone bar has (SPEC §2 keeps both bars as they are). */
const ENTRIES: SheetEntry[] = [
  { to: ROUTES.networking, label: 'common:nav.networking', Icon: IoPeopleOutline },
  { to: ROUTES.connections, label: 'common:nav.connections', Icon: IoPersonAddOutline },
  { to: ROUTES.community, label: 'common:nav.communities', Icon: IoPeopleCircleOutline },
  { to: ROUTES.recruiting, label: 'common:nav.recruiting', Icon: IoTrophyOutline },
  { to: ROUTES.settings, label: 'common:nav.settings', Icon: IoSettingsOutline },
];

/** Staff only. */
const ADMIN_ENTRY: SheetEntry = {
  to: ROUTES.admin,
  label: 'common:nav.admin',
  Icon: IoShieldCheckmarkOutline,
};

/** The top bar's "More": a sheet with the way to every page the bars do not show. */
export function MoreSheet({ buttonClassName }: { buttonClassName: string }) {
  const { t } = useTranslation();
  const { data: currentUser } = useCurrentUserQuery();
  const isStaff = useIsStaff(currentUser?.role);
  const { pathname } = useLocation();
  // Open on the page it was opened on: any navigation (a link of its, Back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  return (
    <>
      <button
        type="button"
        className={buttonClassName}
        aria-label={t('common:nav.more')}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <IoMenu aria-hidden="true" />
      </button>
      <Modal open={open} title={t('common:nav.more')} onClose={() => setOpen(false)}>
        <nav aria-label={t('common:nav.morePages')}>
          <ul className={styles.sheetList}>
            {(isStaff ? [...ENTRIES, ADMIN_ENTRY] : ENTRIES).map(({ to, label, Icon }) => (
              <li key={to}>
                <Link to={to} className={styles.sheetItem} onClick={() => setOpen(false)}>
                  <Icon aria-hidden />
                  {t(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Modal>
    </>
  );
}
