import { useChatUnreadCountQuery } from '../api/chatApi';
import { CountBadge } from '@/shared/ui';
import { unreadMessagesLabel } from '../lib/unreadMessagesLabel';

/** The unread total for the Messages entries of the sidebar and the bottom bar, live. */
export function UnreadTotalBadge({ className }: { className?: string }) {
  const { data = 0 } = useChatUnreadCountQuery();
  return <CountBadge count={data} className={className} label={unreadMessagesLabel(data)} />;
}
