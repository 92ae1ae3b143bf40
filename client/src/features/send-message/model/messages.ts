import { TEXT_LIMITS } from '@/shared/config';
import { i18n } from '@/shared/i18n';

/** SPEC §5: the fixed first message of a chat started from the Start New Chat modal, in the
 * sender's language (it is sent as their words). */
export const firstMessage = (): string => i18n.t('chat:startChat.firstMessage');
/** SPEC §9: our own typing stops after this long without a keystroke. */
export const TYPING_IDLE_MS = 2000;

export const sendFailedText = (): string => i18n.t('chat:composer.sendFailed');
export const sendErrorText = (): string => i18n.t('chat:composer.sendError');
export const startFailedText = (): string => i18n.t('chat:startChat.startFailed');

/** The server's limit on a message, counted after trimming (send-message.dto.ts). */
export const MESSAGE_MAX_LENGTH = TEXT_LIMITS.messageMax;
/** The server's words for a longer message, shown before it is sent. */
export const messageTooLongText = (): string =>
  i18n.t('chat:composer.tooLong', { max: MESSAGE_MAX_LENGTH });
/** The composer's counter shows from this length on (90% of the limit). */
export const MESSAGE_COUNTER_FROM = 1800;
