import clsx from 'clsx';
import { unreadMessagesLabel, type ChatSummary } from '@/entities/chat';
import { CountBadge, VisuallyHidden } from '@/shared/ui';
import { UserAvatar } from '@/entities/user';
import { useTranslation } from '@/shared/i18n';
import { formatRelativeTime } from '@/shared/lib';
import styles from './MessagesPage.module.css';

interface ChatListItemProps {
  chat: ChatSummary;
  meId: string;
  selected: boolean;
  onOpen: (chatId: string) => void;
}

export function ChatListItem({ chat, meId, selected, onOpen }: ChatListItemProps) {
  const { t } = useTranslation();
  const other = chat.users.find((u) => u._id !== meId) ?? chat.users[1];
  const last = chat.lastMessage;
  const preview = !last
    ? ''
    : last.senderId === meId
      ? t('chat:list.mine', { text: last.content })
      : last.content;
  return (
    <li>
      <button
        type="button"
        className={clsx(styles.chat, selected && styles.selected)}
        aria-current={selected || undefined}
        onClick={() => onOpen(chat._id)}
      >
        <UserAvatar src={other.image} alt="" size={46} online={other.isActive} userId={other._id} />
        <span className={styles.chatText}>
          <span className={styles.chatTop}>
            {/* Named by what it shows, so the name holds every word seen (and said by voice). */}
            <span className={styles.chatName}>
              <VisuallyHidden>{t('chat:list.chatWith')} </VisuallyHidden>
              {other.fullName}
            </span>
            <time className={styles.chatTime} dateTime={chat.updatedAt}>
              {formatRelativeTime(last?.createdAt ?? chat.updatedAt)}
            </time>
          </span>
          <span className={styles.chatBottom}>
            <span
              dir="auto"
              className={clsx(styles.preview, chat.unreadCount > 0 && styles.unread)}
            >
              {preview}
            </span>
            <CountBadge count={chat.unreadCount} label={unreadMessagesLabel(chat.unreadCount)} />
          </span>
        </span>
      </button>
    </li>
  );
}
