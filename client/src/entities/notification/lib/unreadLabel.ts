import { i18n } from '@/shared/i18n';
/** The accessible name of a Notifications entry: 'Notifications, 2 unread'. */
export function notificationsLabel(count: number | undefined): string {
  return i18n.t('notifications:navLabel', { count: count ?? 0 });
}
