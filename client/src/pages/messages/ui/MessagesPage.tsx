import clsx from 'clsx';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { IoCreateOutline } from 'react-icons/io5';
import { useChatsInfiniteQuery } from '@/entities/chat';
import { selectSessionUser } from '@/entities/session';
import { StartChatModal } from '@/features/send-message';
import { getSocket, infiniteList } from '@/shared/api';
import { i18n, useTranslation } from '@/shared/i18n';
import { readToken } from '@/shared/lib';
import { InfiniteScroll, MutedText } from '@/shared/ui';
import { ChatWindow } from '@/widgets/chat-window';
import { ChatListItem } from './ChatListItem';
import styles from './MessagesPage.module.css';

/**
 * /message (and /messages): the chat list beside the open conversation; under 640px they are
 * separate views, the conversation with a back button. The open chat is `?chat=<id>`, so a link
 * or the profile's Message button opens it and Back returns to the list.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const me = useSelector(selectSessionUser);
  if (!readToken() || !me) return <MutedText>{t('chat:list.loginRequired')}</MutedText>;
  return <Messages meId={me._id} />;
}

function Messages({ meId }: { meId: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openChatId = params.get('chat');
  const [starting, setStarting] = useState(false);
  const chats = useChatsInfiniteQuery();
  const { items, paging } = infiniteList(chats);

  useEffect(() => {
    if (chats.isError) toast.error(i18n.t('chat:list.loadFailed'));
  }, [chats.isError]);

  // SPEC §8: the live part of the screen needs the socket; say so once while it cannot connect.
  useEffect(() => {
    const socket = getSocket();
    const onError = (error: Error) =>
      toast.error(i18n.t('chat:list.socketFailed', { reason: error.message }), {
        id: 'chat-socket',
      });
    socket.on('connect_error', onError);
    return () => {
      socket.off('connect_error', onError);
    };
  }, []);

  const open = (chatId: string | null) => setParams(chatId ? { chat: chatId } : {});

  return (
    <div className={clsx(styles.page, openChatId && styles.conversationOpen)}>
      <section className={styles.list} aria-labelledby="chats-heading">
        <header className={styles.listHeader}>
          <h1 id="chats-heading" className={styles.title}>
            {t('chat:list.title')}
          </h1>
          <button
            type="button"
            className={styles.newChat}
            aria-label={t('chat:list.startNew')}
            title={t('chat:list.startNew')}
            onClick={() => setStarting(true)}
          >
            <IoCreateOutline aria-hidden />
          </button>
        </header>
        {chats.isLoading ? (
          <MutedText>{t('chat:list.loading')}</MutedText>
        ) : items.length === 0 ? (
          <div className={styles.noChats}>
            <p className={styles.noChatsTitle}>{t('chat:list.empty')}</p>
            <button type="button" className={styles.linkButton} onClick={() => setStarting(true)}>
              {t('chat:list.startFirst')}
            </button>
          </div>
        ) : (
          <ul className={styles.chats}>
            <InfiniteScroll {...paging}>
              {items.map((chat) => (
                <ChatListItem
                  key={chat._id}
                  chat={chat}
                  meId={meId}
                  selected={chat._id === openChatId}
                  onOpen={open}
                />
              ))}
            </InfiniteScroll>
          </ul>
        )}
      </section>
      <div className={styles.conversation}>
        {openChatId ? (
          <ChatWindow key={openChatId} chatId={openChatId} meId={meId} onBack={() => open(null)} />
        ) : (
          <p className={styles.select}>{t('chat:list.selectChat')}</p>
        )}
      </div>
      <StartChatModal open={starting} onClose={() => setStarting(false)} />
    </div>
  );
}
