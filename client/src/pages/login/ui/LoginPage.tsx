import { LoginForm } from '@/features/auth';
import { AuthShell } from '@/shared/ui';
import { useTranslation } from '@/shared/i18n';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('auth:login.title')} subtitle={t('auth:login.subtitle')}>
      <LoginForm />
    </AuthShell>
  );
}
