import { IsIn } from 'class-validator';
import { APP_LANGUAGES } from '../../contracts/app-language';

export const APP_LANGUAGE_INVALID = 'appLanguage must be one of en, es, fr';

/** A field that names one of the languages the app speaks (400 with the message above). */
export function IsAppLanguage(): PropertyDecorator {
  return IsIn(APP_LANGUAGES, { message: APP_LANGUAGE_INVALID });
}
