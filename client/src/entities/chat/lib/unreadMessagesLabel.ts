import { i18n } from '@/shared/i18n';

/** How a chat's unread count is read out: '1 unread message', '3 unread messages'. */
export function unreadMessagesLabel(count: number): string {
  return i18n.t('chat:list.unread', { count });
}
