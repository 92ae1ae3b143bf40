import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import toast from 'react-hot-toast';
import { IoArrowBack } from 'react-icons/io5';
import {
  groupByDay,
  historyMessages,
  messageTime,
  useChatHistoryInfiniteQuery,
  useChatQuery,
  useMarkChatReadMutation,
  useOtherTyping,
} from '@/entities/chat';
import { UserAvatar } from '@/entities/user';
import { useReportDialog } from '@/features/report-content';
import { MessageComposer } from '@/features/send-message';
import { i18n, useTranslation } from '@/shared/i18n';
import { MoreMenu } from '@/shared/ui';
import { isUuid } from '@/shared/lib';
import { useHistoryScroll } from '../model/useHistoryScroll';
import styles from './ChatWindow.module.css';

export interface ChatWindowProps {
  chatId: string;
  meId: string;
  /** The back button of small screens (list and conversation are separate views there). */
  onBack: () => void;
}

/** One conversation: header, history by day, typing indicator and the composer. */
export function ChatWindow({ chatId, meId, onBack }: ChatWindowProps) {
  const { t } = useTranslation();
  // A link with a malformed id (`?chat=nope`) names no chat: nothing to ask the server.
  const wellFormed = isUuid(chatId);
  const { data: chat, isError: chatMissing } = useChatQuery(wellFormed ? chatId : skipToken);
  const history = useChatHistoryInfiniteQuery(wellFormed ? chatId : skipToken);
  const [markRead] = useMarkChatReadMutation();
  const otherTyping = useOtherTyping(chatId);
  const report = useReportDialog();
  const scroller = useRef<HTMLDivElement>(null);

  const messages = historyMessages(history.data?.pages);
  const last = messages[messages.length - 1];
  const other = chat?.users.find((u) => u._id !== meId) ?? chat?.users[1];

  // SPEC §8: an answer that refused, or no answer at all. A chat that is gone (a block hides it)
  // says 'Chat not found.' alone.
  const historyError = history.error as { status?: unknown } | undefined;
  const chatGone = !wellFormed || chatMissing || historyError?.status === 404;
  const historyFailure =
    !historyError || chatGone
      ? null
      : typeof historyError.status === 'number'
        ? 'chat:window.fetchFailed'
        : 'chat:window.fetchError';
  useEffect(() => {
    if (historyFailure) toast.error(i18n.t(historyFailure), { id: 'chat-history' });
  }, [historyFailure]);

  // Opening the chat reads it, and so does each message that arrives while it is open.
  const unread = chat?.unreadCount ?? 0;
  const lastFromOther = Boolean(last && last.senderId !== meId);
  const markedAt = useRef<string | null>(null);
  useEffect(() => {
    const key = `${chatId}:${last?._id ?? ''}`;
    if (markedAt.current === key || (unread === 0 && !lastFromOther)) return;
    markedAt.current = key;
    void markRead(chatId);
  }, [chatId, last?._id, lastFromOther, unread, markRead]);

  const onScroll = useHistoryScroll({
    scroller,
    firstId: messages[0]?._id,
    lastId: last?._id,
    lastIsMine: last?.senderId === meId,
    hasOlder: history.hasNextPage,
    loadingOlder: history.isFetchingNextPage,
    loadOlder: () => void history.fetchNextPage(),
  });

  if (chatGone) {
    return (
      <section className={styles.window} aria-label={t('chat:window.label')}>
        <header className={styles.header}>
          <button
            type="button"
            className={styles.back}
            aria-label={t('chat:window.back')}
            onClick={onBack}
          >
            <IoArrowBack aria-hidden />
          </button>
        </header>
        <p className={styles.empty}>{t('chat:window.notFound')}</p>
      </section>
    );
  }

  return (
    <section className={styles.window} aria-label={t('chat:window.label')}>
      <header className={styles.header}>
        <button
          type="button"
          className={styles.back}
          aria-label={t('chat:window.back')}
          onClick={onBack}
        >
          <IoArrowBack aria-hidden />
        </button>
        {other && (
          <>
            <UserAvatar
              src={other.image}
              alt=""
              size={40}
              online={other.isActive}
              userId={other._id}
            />
            <div className={styles.who}>
              <h2 className={styles.name}>{other.fullName}</h2>
              <p className={styles.status} aria-live="polite">
                {otherTyping ? t('chat:window.typing') : `@${other.userName}`}
              </p>
            </div>
          </>
        )}
      </header>
      {/* Focusable, so the history scrolls with the keyboard too (arrows, Page Up/Down). */}
      <div
        className={styles.scroller}
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label={t('chat:window.history')}
      >
        {history.isFetchingNextPage && (
          <p className={styles.loadingOlder} role="status">
            {t('chat:window.loadingOlder')}
          </p>
        )}
        {history.isLoading ? (
          <p className={styles.empty}>{t('chat:window.loading')}</p>
        ) : messages.length === 0 ? (
          <p className={styles.empty}>{t('chat:window.empty')}</p>
        ) : (
          groupByDay(messages).map((group) => (
            <div key={group.key} className={styles.day}>
              <p className={styles.dayLabel}>{group.label}</p>
              <ol className={styles.messages}>
                {group.messages.map((m) => (
                  <li
                    key={m._id}
                    className={m.senderId === meId ? styles.mine : styles.theirs}
                    data-message-id={m._id}
                  >
                    <p dir="auto" className={styles.content}>
                      {m.content}
                    </p>
                    <time className={styles.time} dateTime={m.createdAt}>
                      {messageTime(m.createdAt)}
                    </time>
                    {m.senderId !== meId && (
                      <MoreMenu
                        label={t('chat:window.messageOptions')}
                        className={styles.messageMenu}
                        items={[report.item({ targetType: 'message', targetId: m._id })]}
                      />
                    )}
                  </li>
                ))}
              </ol>
            </div>
          ))
        )}
        {otherTyping && other && (
          <p className={styles.typing} role="status">
            {t('chat:window.otherTyping', { name: other.fullName })}
          </p>
        )}
      </div>
      {other && <MessageComposer chatId={chatId} receiverId={other._id} />}
      {report.dialog}
    </section>
  );
}
