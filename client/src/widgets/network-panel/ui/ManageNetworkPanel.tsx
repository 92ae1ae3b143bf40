import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import {
  IoCalendarOutline,
  IoDocumentTextOutline,
  IoFlagOutline,
  IoNewspaperOutline,
  IoPeopleOutline,
  IoPersonAddOutline,
} from 'react-icons/io5';
import { ROUTES } from '@/shared/config';
import { Card } from '@/shared/ui';
import styles from './ManageNetworkPanel.module.css';

interface Entry {
  label: string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  to: string;
}

// Each goes where it can: the follow lists are the follow management page (as the profile's
// counts); what the product does not have yet opens SPEC §2's placeholder page.
const ENTRIES: Entry[] = [
  { label: 'Connections', Icon: IoPeopleOutline, to: ROUTES.connections },
  { label: 'Following & followers', Icon: IoPersonAddOutline, to: ROUTES.search },
  { label: 'Groups', Icon: IoFlagOutline, to: ROUTES.comingSoon },
  { label: 'Events', Icon: IoCalendarOutline, to: ROUTES.comingSoon },
  { label: 'Pages', Icon: IoDocumentTextOutline, to: ROUTES.comingSoon },
  { label: 'Newsletters', Icon: IoNewspaperOutline, to: ROUTES.comingSoon },
];

export function ManageNetworkPanel() {
  return (
    <Card title="Manage my network" className={styles.panel}>
      <ul className={styles.list}>
        {ENTRIES.map(({ label, Icon, to }) => (
          <li key={label}>
            <Link to={to} className={styles.item}>
              <Icon aria-hidden />
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
