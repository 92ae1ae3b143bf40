import { useCallback, useEffect, useRef } from 'react';
import { TYPING_REPEAT_MS } from '@/entities/chat';
import { getSocket } from '@/shared/api';
import { TYPING_IDLE_MS } from './messages';

/**
 * Tells the other member we are typing: `typing_started` on the first keystroke and again every
 * couple of seconds while keystrokes go on (the other side drops an indicator not renewed), then
 * `typing_stopped` after 2 s without one, on send, or when the chat closes.
 */
export function useTypingSignal(chatId: string, receiverId: string) {
  const typing = useRef(false);
  const lastStarted = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (!typing.current) return;
    typing.current = false;
    getSocket().emit('typing_stopped', { chatId, receiverId });
  }, [chatId, receiverId]);

  const keystroke = useCallback(() => {
    const now = Date.now();
    if (!typing.current || now - lastStarted.current >= TYPING_REPEAT_MS) {
      typing.current = true;
      lastStarted.current = now;
      getSocket().emit('typing_started', { chatId, receiverId });
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [chatId, receiverId, stop]);

  useEffect(() => stop, [stop]);
  return { keystroke, stop };
}
