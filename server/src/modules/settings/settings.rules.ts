/** The messages and limits of SPEC §4/§5 the settings endpoints answer with. */
import { TEXT_LIMITS } from '../../contracts/limits';
export const LANGUAGES_MAX = TEXT_LIMITS.languagesMax;
export const LANGUAGE_MIN_LENGTH = TEXT_LIMITS.languageMinLength;
export const LANGUAGE_TOO_SHORT = 'Language must be at least 2 characters long';
export const LANGUAGE_TAKEN = 'Language already added';
export const LANGUAGES_TOO_MANY = 'You can select up to 5 languages';

export const PASSWORD_MIN_LENGTH = TEXT_LIMITS.passwordMin;
export const PASSWORD_TOO_SHORT = 'New password must be at least 8 characters';
export const NEW_PASSWORD_TOO_LONG = 'New password must be at most 128 characters';
export const DELETE_PASSWORD_REQUIRED = 'Please enter your password to confirm.';
export const INCORRECT_PASSWORD = 'Incorrect password';
export const DATA_DOWNLOAD_REQUESTED =
  'Data download requested. You will receive an email when ready.';
