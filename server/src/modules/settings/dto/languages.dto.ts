import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayUnique, IsArray, IsString, MinLength } from 'class-validator';
import {
  LANGUAGE_MIN_LENGTH,
  LANGUAGE_TOO_SHORT,
  LANGUAGE_TAKEN,
  LANGUAGES_MAX,
  LANGUAGES_TOO_MANY,
} from '../settings.rules';
import { trimmedText } from '../../../core/http/visible-text';
import { MaxChars } from '../../../core/http/max-chars';

const trimEach = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? value.map((v: unknown) => trimmedText({ value: v })) : value;

/** `PUT /settings/languages`: the whole list, SPEC §5's rules and messages. */
export class UpdateLanguagesDto {
  @ApiProperty({ type: [String], maxItems: LANGUAGES_MAX, example: ['English', 'Spanish'] })
  @Transform(trimEach)
  @ArrayUnique((language: string) => language.toLowerCase(), { message: LANGUAGE_TAKEN })
  @MaxChars(40, { each: true, message: 'Language must be at most 40 characters long' })
  @MinLength(LANGUAGE_MIN_LENGTH, { each: true, message: LANGUAGE_TOO_SHORT })
  @IsString({ each: true, message: LANGUAGE_TOO_SHORT })
  @ArrayMaxSize(LANGUAGES_MAX, { message: LANGUAGES_TOO_MANY })
  @IsArray({ message: 'languages must be a list' })
  languages: string[];
}
