/** SPEC §5: the fixed first message of a chat started from the Start New Chat modal. */
export const FIRST_MESSAGE = 'Hey there! 👋';
/** SPEC §9: our own typing stops after this long without a keystroke. */
export const TYPING_IDLE_MS = 2000;

export const SEND_FAILED = 'Failed to send message. Please try again.';
export const SEND_ERROR = 'An error occurred while sending the message.';
export const START_FAILED = 'Failed to start chat. Please try again.';
