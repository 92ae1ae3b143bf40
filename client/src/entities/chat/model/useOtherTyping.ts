import { useEffect, useState } from 'react';
import { getSocket, type UserTypingPayload } from '@/shared/api';

/**
 * Whether the other member of `chatId` is typing now: on from `user_typing`, off from
 * `user_stopped_typing` or their message arriving (SPEC §4).
 */
export function useOtherTyping(chatId: string | null): boolean {
  // The chat whose other member is typing; another chat opening shows nothing.
  const [typingIn, setTypingIn] = useState<string | null>(null);
  useEffect(() => {
    if (!chatId) return undefined;
    const socket = getSocket();
    const on = (p: UserTypingPayload) => {
      if (p.chatId === chatId) setTypingIn(chatId);
    };
    const off = (p: { chatId: string }) => {
      if (p.chatId === chatId) setTypingIn(null);
    };
    socket.on('user_typing', on);
    socket.on('user_stopped_typing', off);
    socket.on('receive_message', off);
    return () => {
      socket.off('user_typing', on);
      socket.off('user_stopped_typing', off);
      socket.off('receive_message', off);
    };
  }, [chatId]);
  return chatId !== null && typingIn === chatId;
}
