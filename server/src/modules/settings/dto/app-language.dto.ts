import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  APP_LANGUAGES,
  type AppLanguage,
  type AppLanguageRequest,
} from '../../../contracts/app-language';

export const APP_LANGUAGE_INVALID = 'appLanguage must be one of en, es, fr';

/** `PUT /settings/app-language`: one of the languages the app speaks. */
export class UpdateAppLanguageDto implements AppLanguageRequest {
  @ApiProperty({ enum: APP_LANGUAGES, example: 'es' })
  @IsIn(APP_LANGUAGES, { message: APP_LANGUAGE_INVALID })
  appLanguage: AppLanguage;
}
