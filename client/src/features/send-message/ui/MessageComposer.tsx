import { useState, type FormEvent, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { IoSend } from 'react-icons/io5';
import { useSendMessageMutation } from '@/entities/chat';
import { SEND_FAILED } from '../model/messages';
import { sendErrorMessage } from '../model/sendError';
import { useTypingSignal } from '../model/useTypingSignal';
import styles from './MessageComposer.module.css';

export interface MessageComposerProps {
  chatId: string;
  receiverId: string;
}

/** The message input: Enter sends, Shift+Enter breaks the line; disabled while sending. */
export function MessageComposer({ chatId, receiverId }: MessageComposerProps) {
  const [text, setText] = useState('');
  const [send, { isLoading }] = useSendMessageMutation();
  const typing = useTypingSignal(chatId, receiverId);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content || isLoading) return;
    typing.stop();
    try {
      await send({ receiverId, chatId, content }).unwrap();
      setText('');
    } catch (error) {
      const message = sendErrorMessage(error, SEND_FAILED);
      if (message) toast.error(message);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className={styles.composer} onSubmit={(e) => void submit(e)}>
      <textarea
        className={styles.input}
        aria-label="Message"
        placeholder="Type a message..."
        rows={1}
        maxLength={2000}
        value={text}
        disabled={isLoading}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value) typing.keystroke();
          else typing.stop();
        }}
        onKeyDown={onKeyDown}
      />
      <button
        type="submit"
        className={styles.send}
        aria-label="Send"
        disabled={isLoading || !text.trim()}
      >
        <IoSend aria-hidden />
      </button>
    </form>
  );
}
