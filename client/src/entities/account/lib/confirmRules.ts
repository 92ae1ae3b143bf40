/** SPEC §5 "Confirmation words": each account action is confirmed by typing its word exactly. */
export type ConfirmWord = 'HIBERNATE' | 'REACTIVATE' | 'DOWNLOAD' | 'DELETE';

export function confirmWordError(word: ConfirmWord, typed: string): string | null {
  return typed === word ? null : `Please type "${word}" to confirm`;
}

export const DELETE_PASSWORD_MIN = 6;
export const DELETE_PASSWORD_ERROR = 'Please enter your password to confirm.';
export const DELETE_WORD_ERROR = 'You must type DELETE to confirm.';
export const DELETE_INCOMPLETE = 'Please complete all required fields correctly.';
export const DELETE_DONE = 'Account deleted successfully. Redirecting...';
export const DELETE_FAILED = 'Could not delete account. Please try again.';
export const DELETE_REDIRECT_MS = 5000;

export interface DeleteFormErrors {
  password?: string;
  confirm?: string;
}

/** The delete-account form's rules (SPEC §5, §9). */
export function validateDeleteForm(password: string, typed: string): DeleteFormErrors {
  const errors: DeleteFormErrors = {};
  if (password.length < DELETE_PASSWORD_MIN) errors.password = DELETE_PASSWORD_ERROR;
  if (typed !== 'DELETE') errors.confirm = DELETE_WORD_ERROR;
  return errors;
}
