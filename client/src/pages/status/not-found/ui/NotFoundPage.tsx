import { IoCompassOutline } from 'react-icons/io5';
import { ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { StatusPage } from '@/shared/ui';

export function NotFoundPage() {
  const { t } = useTranslation();
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
