import { SignupForm } from '@/features/auth';
import { AuthShell } from '@/shared/ui';
import { useTranslation } from '@/shared/i18n';

export function SignupPage() {
  const { t } = useTranslation();
  return (
    <AuthShell title={t('auth:signup.heading')} subtitle={t('auth:hero.text')}>
      <SignupForm />
    </AuthShell>
  );
}
