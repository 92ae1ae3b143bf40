import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectSessionUser, useIsStaff } from '@/entities/session';
import { useCurrentUserQuery } from '@/entities/user';
import { IoCompassOutline } from 'react-icons/io5';
import { ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { StatusPage } from '@/shared/ui';
import { ADMIN_TABS } from '../model/lists';
import { AppealsTab } from './AppealsTab';
import { AuditTab } from './AuditTab';
import { ReportsTab } from './ReportsTab';
import { UsersTab } from './UsersTab';
import styles from './AdminPage.module.css';

type Tab = (typeof ADMIN_TABS)[number];

/**
 * `/admin`, staff only: the report queue, appeals, users and the audit log. Anyone else gets the
 * app's not-found page (the server refuses them every /admin route with 403 besides).
 */
export function AdminPage() {
  const { t } = useTranslation();
  const me = useSelector(selectSessionUser);
  const [tab, setTab] = useState<Tab>('reports');
  const { data: current, isLoading } = useCurrentUserQuery();
  const isStaff = useIsStaff(current?.role);
  const role = current?.role ?? me?.role;
  if (isLoading && !isStaff) return null;
  if (!me || !isStaff) {
    // The app's not-found page, word for word: nothing says a staff area is here.
    return (
      <main className="page-center">
        <StatusPage
          icon={<IoCompassOutline />}
          title={t('status:notFound.title')}
          description={t('status:notFound.description')}
          homeTo={ROUTES.feed}
        />
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('admin:title')}</h1>
      <div className={styles.tabs} role="tablist" aria-label={t('admin:title')}>
        {ADMIN_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={tab === name}
            onClick={() => setTab(name)}
          >
            {t(`admin:tabs.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'reports' && <ReportsTab />}
      {tab === 'appeals' && <AppealsTab />}
      {tab === 'users' && <UsersTab isAdmin={role === 'admin'} />}
      {tab === 'audit' && <AuditTab />}
    </main>
  );
}
