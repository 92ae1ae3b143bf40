import { i18n } from '@/shared/i18n';

/** SPEC §5 "Confirmation words": each account action is confirmed by typing its word exactly. */
export type ConfirmWord = 'HIBERNATE' | 'REACTIVATE' | 'DOWNLOAD' | 'DELETE';

/** Null when `typed` is the word, else what to do, in the app's language (the word stays as is). */
export function confirmWordError(word: ConfirmWord, typed: string): string | null {
  return typed === word ? null : i18n.t('settings:confirmWord.error', { word });
}

export const DELETE_PASSWORD_MIN = 6;
export const DELETE_REDIRECT_MS = 5000;

export interface DeleteFormErrors {
  password?: string;
  confirm?: string;
}

/** The delete-account form's rules (SPEC §5, §9), told in the app's language. */
export function validateDeleteForm(password: string, typed: string): DeleteFormErrors {
  const errors: DeleteFormErrors = {};
  if (password.length < DELETE_PASSWORD_MIN) {
    errors.password = i18n.t('profile:deleteAccount.passwordRequired');
  }
  if (typed !== 'DELETE') errors.confirm = i18n.t('profile:deleteAccount.wordRequired');
  return errors;
}
