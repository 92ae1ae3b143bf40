import { TEXT_LIMITS } from '@/shared/config';

/** SPEC §5: the fixed first message of a chat started from the Start New Chat modal. */
export const FIRST_MESSAGE = 'Hey there! 👋';
/** SPEC §9: our own typing stops after this long without a keystroke. */
export const TYPING_IDLE_MS = 2000;

export const SEND_FAILED = 'Failed to send message. Please try again.';
export const SEND_ERROR = 'An error occurred while sending the message.';
export const START_FAILED = 'Failed to start chat. Please try again.';

/** The server's limit on a message, counted after trimming (send-message.dto.ts). */
export const MESSAGE_MAX_LENGTH = TEXT_LIMITS.messageMax;
/** The server's words for a longer message, shown before it is sent. */
export const MESSAGE_TOO_LONG = `Message must be ${MESSAGE_MAX_LENGTH} characters or less`;
/** The composer's counter shows from this length on (90% of the limit). */
export const MESSAGE_COUNTER_FROM = 1800;
