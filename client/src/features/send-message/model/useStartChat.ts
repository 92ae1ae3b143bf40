import { useState } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useLazyChatWithQuery, useSendMessageMutation } from '@/entities/chat';
import { ROUTES } from '@/shared/config';
import { firstMessage, startFailedText } from './messages';
import { sendErrorMessage } from './sendError';

/** The link that opens a chat on the Messages screen. */
export const chatPath = (chatId: string) => `${ROUTES.message}?chat=${chatId}`;

/**
 * Opens my chat with `userId`, starting it with the fixed first message when there is none yet
 * (SPEC §5). Answers whether the chat opened.
 */
export function useStartChat() {
  const navigate = useNavigate();
  const [findChat] = useLazyChatWithQuery();
  const [send] = useSendMessageMutation();
  const [pendingId, setPendingId] = useState<string | null>(null);

  const start = async (userId: string): Promise<boolean> => {
    setPendingId(userId);
    try {
      const existing = await findChat(userId).unwrap();
      const chatId =
        existing?._id ??
        (await send({ receiverId: userId, content: firstMessage() }).unwrap()).chatId;
      navigate(chatPath(chatId));
      return true;
    } catch (error) {
      const message = sendErrorMessage(error, startFailedText());
      if (message) toast.error(message);
      return false;
    } finally {
      setPendingId(null);
    }
  };

  return { start, pendingId };
}
