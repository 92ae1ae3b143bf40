import { useTranslation } from '@/shared/i18n';

/** SPEC §2: placeholder text only. */
export function VerificationView() {
  const { t } = useTranslation();
  return <p>{t('settings:verificationText')}</p>;
}
