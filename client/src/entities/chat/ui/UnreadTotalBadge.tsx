import { useChatUnreadCountQuery } from '../api/chatApi';
import { useTranslation } from '@/shared/i18n';
import { CountBadge } from '@/shared/ui';
import { unreadMessagesLabel } from '../lib/unreadMessagesLabel';

/** The unread total for the Messages entries of the sidebar and the bottom bar, live. */
export function UnreadTotalBadge({ className }: { className?: string }) {
  // Subscribed, so the spoken count follows a change of the app's language.
  useTranslation();
  const { data = 0 } = useChatUnreadCountQuery();
  return <CountBadge count={data} className={className} label={unreadMessagesLabel(data)} />;
}
