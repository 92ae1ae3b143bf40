import { ApiHideProperty, ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDisplayName } from '../../../core/http/display-name';
import { Allow, IsNotEmpty, IsString, Length } from 'class-validator';
import { trimmedName, trimmedText } from '../../../core/http/visible-text';
import { MaxChars } from '../../../core/http/max-chars';
import { TEXT_LIMITS } from '../../../contracts/limits';

/** SPEC §5: all three are required, in these words (the banner is checked by the service). */
export const FILL_ALL_FIELDS = 'Please fill in all fields and upload a banner image.';
export const NAME_MIN = TEXT_LIMITS.communityNameMin;
export const NAME_MAX = TEXT_LIMITS.communityNameMax;
export const DESCRIPTION_MAX = TEXT_LIMITS.communityDescriptionMax;
export const NAME_LENGTH_MESSAGE = `Community name must be ${NAME_MIN} to ${NAME_MAX} characters.`;
export const DESCRIPTION_TOO_LONG = `Description must be ${DESCRIPTION_MAX} characters or less.`;

/**
 * The text parts of POST /community/create; the banner (`bannerImage`) is handled apart. The
 * validators run bottom up: a missing field says FILL_ALL_FIELDS before any length rule.
 */
export class CreateCommunityDto {
  @ApiProperty({ minLength: NAME_MIN, maxLength: NAME_MAX, example: 'U18 Eagles' })
  @Transform(trimmedName)
  @IsDisplayName()
  @Length(NAME_MIN, NAME_MAX, { message: NAME_LENGTH_MESSAGE })
  @MaxChars(NAME_MAX, { message: NAME_LENGTH_MESSAGE })
  @IsNotEmpty({ message: FILL_ALL_FIELDS })
  @IsString({ message: FILL_ALL_FIELDS })
  name: string;

  @ApiProperty({ maxLength: DESCRIPTION_MAX, example: 'Our under-18 squad: fixtures, photos' })
  @Transform(trimmedText)
  @MaxChars(DESCRIPTION_MAX, { message: DESCRIPTION_TOO_LONG })
  @IsNotEmpty({ message: FILL_ALL_FIELDS })
  @IsString({ message: FILL_ALL_FIELDS })
  description: string;

  /** An empty text part from a file input left empty; the file itself never reaches the DTO. */
  @ApiHideProperty()
  @Allow()
  bannerImage?: unknown;
}
