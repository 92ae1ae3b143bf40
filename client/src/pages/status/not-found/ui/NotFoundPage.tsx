import { IoCompassOutline } from 'react-icons/io5';
import { ROUTES } from '@/shared/config';
import { StatusPage } from '@/shared/ui';
import { useTranslation } from '@/shared/i18n';

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
