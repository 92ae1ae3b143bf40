import { i18n } from '@/shared/i18n';
import { formatDate } from '@/shared/lib';

export const suspendedTitle = (): string => i18n.t('auth:suspended.title');

/** The end of a suspension as people read it ('until further notice' when it has none). */
export function suspensionEndText(until: string | null): string {
  if (!until) return i18n.t('auth:suspended.untilFurtherNotice');
  return i18n.t('auth:suspended.until', { date: formatDate(until, { dateStyle: 'long' }) });
}
