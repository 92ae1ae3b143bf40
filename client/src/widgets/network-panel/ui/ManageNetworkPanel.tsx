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
import { i18n, useTranslation } from '@/shared/i18n';
import { Card } from '@/shared/ui';
import styles from './ManageNetworkPanel.module.css';

interface Entry {
  key: string;
  label: () => string;
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  to: string;
}

// Each goes where it can: the follow lists are the follow management page (as the profile's
// counts); what the product does not have yet opens SPEC §2's placeholder page.
// Each label is read in the language shown at render time.
const ENTRIES: Entry[] = [
  {
    key: 'connections',
    label: () => i18n.t('people:network.connections'),
    Icon: IoPeopleOutline,
    to: ROUTES.connections,
  },
  {
    key: 'follows',
    label: () => i18n.t('people:network.follows'),
    Icon: IoPersonAddOutline,
    to: ROUTES.search,
  },
  {
    key: 'groups',
    label: () => i18n.t('people:network.groups'),
    Icon: IoFlagOutline,
    to: ROUTES.comingSoon,
  },
  {
    key: 'events',
    label: () => i18n.t('people:network.events'),
    Icon: IoCalendarOutline,
    to: ROUTES.comingSoon,
  },
  {
    key: 'pages',
    label: () => i18n.t('people:network.pages'),
    Icon: IoDocumentTextOutline,
    to: ROUTES.comingSoon,
  },
  {
    key: 'newsletters',
    label: () => i18n.t('people:network.newsletters'),
    Icon: IoNewspaperOutline,
    to: ROUTES.comingSoon,
  },
];

export function ManageNetworkPanel() {
  const { t } = useTranslation();
  return (
    <Card title={t('people:network.title')} className={styles.panel}>
      <ul className={styles.list}>
        {ENTRIES.map(({ key, label, Icon, to }) => (
          <li key={key}>
            <Link to={to} className={styles.item}>
              <Icon aria-hidden />
              {label()}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
