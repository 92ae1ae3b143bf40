import { useTranslation } from '@/shared/i18n';

/** What shows while the first page's chunk loads (a blink): nothing yet, but said to be busy. */
export function FirstPageLoading() {
  const { t } = useTranslation();
  return <div role="status" aria-busy="true" aria-label={t('common:loading')} />;
}
