import { useEffect, useState } from 'react';
import { getSocket, type UserTypingPayload } from '@/shared/api';

/**
 * A typer says `typing_started` again with its first keystroke this long after the last one, so
 * the other side can tell a long burst from a typer gone without a word.
 */
export const TYPING_REPEAT_MS = 2000;

/**
 * An indicator with no fresh `user_typing` for this long goes out by itself: the typer's tab may
 * have gone without its `typing_stopped` (a crash, a lost network the server has not noticed
 * yet). Longer than the widest gap between repeats of a burst still going (a repeat is sent with
 * the first keystroke 2 s after the last one, and a keystroke comes within the 2 s idle stop),
 * with room for a slow network.
 */
export const TYPING_EXPIRY_MS = 6000;

/**
 * Whether the other member of `chatId` is typing now: on from `user_typing`, off from
 * `user_stopped_typing`, their message arriving (SPEC §4) or `TYPING_EXPIRY_MS` without news.
 */
export function useOtherTyping(chatId: string | null): boolean {
  // The chat whose other member is typing; another chat opening shows nothing.
  const [typingIn, setTypingIn] = useState<string | null>(null);
  useEffect(() => {
    if (!chatId) return undefined;
    const socket = getSocket();
    let expiry: ReturnType<typeof setTimeout> | undefined;
    const on = (p: UserTypingPayload) => {
      if (p.chatId !== chatId) return;
      setTypingIn(chatId);
      clearTimeout(expiry);
      expiry = setTimeout(() => setTypingIn(null), TYPING_EXPIRY_MS);
    };
    const off = (p: { chatId: string }) => {
      if (p.chatId !== chatId) return;
      clearTimeout(expiry);
      setTypingIn(null);
    };
    socket.on('user_typing', on);
    socket.on('user_stopped_typing', off);
    socket.on('receive_message', off);
    return () => {
      clearTimeout(expiry);
      socket.off('user_typing', on);
      socket.off('user_stopped_typing', off);
      socket.off('receive_message', off);
    };
  }, [chatId]);
  return chatId !== null && typingIn === chatId;
}
