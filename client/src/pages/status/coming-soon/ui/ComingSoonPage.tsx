import { IoConstructOutline } from 'react-icons/io5';
import { ROUTES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { StatusPage } from '@/shared/ui';

/** SPEC §2's placeholder page, for what is shown in the product but not built yet. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      icon={<IoConstructOutline />}
      title={t('status:comingSoon.title')}
      homeTo={ROUTES.feed}
    />
  );
}
