import { ApiProperty } from '@nestjs/swagger';
import {
  APP_LANGUAGES,
  type AppLanguage,
  type AppLanguageRequest,
} from '../../../contracts/app-language';
import { IsAppLanguage } from '../../../core/i18n/is-app-language';

/** `PUT /settings/app-language`: one of the languages the app speaks. */
export class UpdateAppLanguageDto implements AppLanguageRequest {
  @ApiProperty({ enum: APP_LANGUAGES, example: 'es' })
  @IsAppLanguage()
  appLanguage: AppLanguage;
}
