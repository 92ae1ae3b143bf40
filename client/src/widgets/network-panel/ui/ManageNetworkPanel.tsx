import type { ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
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
  to?: string;
}

// Only Connections navigates (SPEC §2 Networking); the rest are shown as in the product.
const ENTRIES: Entry[] = [
  { label: 'Connections', Icon: IoPeopleOutline, to: ROUTES.connections },
  { label: 'Following & followers', Icon: IoPersonAddOutline },
  { label: 'Groups', Icon: IoFlagOutline },
  { label: 'Events', Icon: IoCalendarOutline },
  { label: 'Pages', Icon: IoDocumentTextOutline },
  { label: 'Newsletters', Icon: IoNewspaperOutline },
];

export function ManageNetworkPanel() {
  const navigate = useNavigate();
  return (
    <Card title="Manage my network" className={styles.panel}>
      <ul className={styles.list}>
        {ENTRIES.map(({ label, Icon, to }) => (
          <li key={label}>
            <button
              type="button"
              className={styles.item}
              onClick={to ? () => navigate(to) : undefined}
            >
              <Icon aria-hidden />
              {label}
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
