import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import toast from 'react-hot-toast';
import { IoSend } from 'react-icons/io5';
import { useSendMessageMutation } from '@/entities/chat';
import { messageLength } from '../lib/messageLength';
import { useTranslation } from '@/shared/i18n';
import {
  MESSAGE_COUNTER_FROM,
  MESSAGE_MAX_LENGTH,
  messageTooLongText,
  sendFailedText,
} from '../model/messages';
import { sendErrorMessage } from '../model/sendError';
import { useTypingSignal } from '../model/useTypingSignal';
import styles from './MessageComposer.module.css';

export interface MessageComposerProps {
  chatId: string;
  receiverId: string;
}

/**
 * The message input: Enter sends, Shift+Enter breaks the line; disabled while sending. Nothing
 * typed or pasted is cut: near the limit a counter shows, and past it the server's own words say
 * why Send waits until the text is shortened.
 */
export function MessageComposer({ chatId, receiverId }: MessageComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [send, { isLoading }] = useSendMessageMutation();
  const typing = useTypingSignal(chatId, receiverId);
  const lengthId = useId();
  const length = messageLength(text);
  const tooLong = length > MESSAGE_MAX_LENGTH;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const content = text.trim();
    if (!content || tooLong || isLoading) return;
    typing.stop();
    try {
      await send({ receiverId, chatId, content }).unwrap();
      setText('');
    } catch (error) {
      const message = sendErrorMessage(error, sendFailedText());
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
      {length >= MESSAGE_COUNTER_FROM && (
        <p id={lengthId} className={styles.meta}>
          {tooLong ? (
            <span className={styles.error} role="alert">
              {messageTooLongText()}
            </span>
          ) : (
            <span />
          )}
          <span className={tooLong ? styles.over : styles.counter}>
            {length}/{MESSAGE_MAX_LENGTH}
          </span>
        </p>
      )}
      <div className={styles.row}>
        <textarea
          className={styles.input}
          aria-label={t('chat:composer.label')}
          aria-invalid={tooLong || undefined}
          aria-describedby={length >= MESSAGE_COUNTER_FROM ? lengthId : undefined}
          placeholder={t('chat:composer.placeholder')}
          rows={1}
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
          aria-label={t('chat:composer.send')}
          disabled={isLoading || !text.trim() || tooLong}
        >
          <IoSend aria-hidden />
        </button>
      </div>
    </form>
  );
}
