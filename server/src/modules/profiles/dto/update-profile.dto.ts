import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDisplayName } from '../../../core/http/display-name';
import {
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { IsOptionalNotNull } from '../../../core/http/optional';
import { trimmedName, trimmedText } from '../../../core/http/visible-text';
import { TEXT_LIMITS } from '../../../contracts/limits';
import { MaxChars } from '../../../core/http/max-chars';

/** SPEC §5 "Settings profile": optional http(s), a domain, a 2–6 letter top-level domain. */
export const WEBSITE_PATTERN =
  /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,6}(:\d{1,5})?([/?#]\S*)?$/i;

/** Only the fields that changed; a blank bio, website or location clears it. */
export class UpdateProfileDto {
  @ApiPropertyOptional({ minLength: 2, maxLength: 100 })
  @IsOptionalNotNull()
  @Transform(trimmedName)
  @IsDisplayName()
  @MaxChars(TEXT_LIMITS.fullNameMax, { message: 'Full name must be less than 100 characters' })
  @MinLength(TEXT_LIMITS.fullNameMin, { message: 'Full name must be at least 2 characters' })
  @IsNotEmpty({ message: 'Full name is required' })
  @IsString({ message: 'Full name is required' })
  fullName?: string;

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @IsOptional()
  @MaxChars(TEXT_LIMITS.bioMax, { message: 'Bio must be less than 500 characters' })
  @IsString({ message: 'Bio must be less than 500 characters' })
  bio?: string | null;

  @ApiPropertyOptional({
    type: String,
    maxLength: 255,
    example: 'https://example.com',
    nullable: true,
  })
  @Transform(trimmedText)
  @ValidateIf(
    (o: UpdateProfileDto) => o.website !== undefined && o.website !== null && o.website !== '',
  )
  @MaxChars(255, { message: 'Please enter a valid website URL' })
  @Matches(WEBSITE_PATTERN, { message: 'Please enter a valid website URL' })
  @IsString({ message: 'Please enter a valid website URL' })
  website?: string | null;

  @ApiPropertyOptional({ type: String, maxLength: 100, nullable: true })
  @IsOptional()
  @Transform(trimmedText)
  @MaxChars(TEXT_LIMITS.locationMax, { message: 'Location must be less than 100 characters' })
  @IsString({ message: 'Location must be less than 100 characters' })
  location?: string | null;
}

export const DETAILS_REQUIRED = 'Please update the details';

/** The basic Edit Profile form (multipart): gender and bio are required, the picture `dp` is not. */
export class EditProfileDto {
  @ApiPropertyOptional({ enum: ['male', 'female'] })
  @IsIn(['male', 'female'], { message: 'Gender must be male or female' })
  @IsNotEmpty({ message: DETAILS_REQUIRED })
  gender: 'male' | 'female';

  @ApiPropertyOptional({ maxLength: 500 })
  @Transform(trimmedText)
  @MaxChars(TEXT_LIMITS.bioMax, { message: 'Bio must be less than 500 characters' })
  @IsNotEmpty({ message: DETAILS_REQUIRED })
  @IsString({ message: DETAILS_REQUIRED })
  bio: string;

  @ApiPropertyOptional({ format: 'date', example: '2000-05-31' })
  @IsOptionalNotNull()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'Please enter a valid date of birth' })
  @IsString({ message: 'Please enter a valid date of birth' })
  dateOfBirth?: string;
}
