import { IoChatbubbleEllipsesOutline } from 'react-icons/io5';
import { useTranslation } from '@/shared/i18n';
import { Button } from '@/shared/ui';
import { useStartChat } from '../model/useStartChat';

/** On the profile of someone I follow: opens our chat, starting it if there is none. */
export function MessageButton({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { start, pendingId } = useStartChat();
  return (
    <Button variant="secondary" loading={pendingId === userId} onClick={() => void start(userId)}>
      <IoChatbubbleEllipsesOutline aria-hidden /> {t('chat:startChat.messageButton')}
    </Button>
  );
}
