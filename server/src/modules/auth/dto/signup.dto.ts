import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { APP_LANGUAGES, type AppLanguage } from '../../../contracts/app-language';
import { IsOptionalNotNull } from '../../../core/http/optional';
import { IsAppLanguage } from '../../../core/i18n/is-app-language';
import { Transform } from 'class-transformer';
import { IsDisplayName } from '../../../core/http/display-name';
import {
  IsAcceptablePassword,
  PASSWORD_LENGTH_MESSAGE,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../password-policy';
import { IsEmail, IsNotEmpty, IsString, Length, Matches } from 'class-validator';
import { trimmedName, trimmedText } from '../../../core/http/visible-text';
import { MaxChars } from '../../../core/http/max-chars';

// class-validator checks the decorators of a property bottom-up and stops at the first failure:
// the presence and type checks sit last so that their messages win.

export class SignupDto {
  @ApiProperty({ example: 'leo_10', minLength: 3, maxLength: 30 })
  @Transform(trimmedText)
  @Length(3, 30, { message: 'User name must be 3 to 30 characters' })
  @Matches(/^[A-Za-z0-9._]+$/, {
    message: 'User name may contain only letters, digits, dots and underscores',
  })
  @IsString({ message: 'User name must be text' })
  @IsNotEmpty({ message: 'User name is required' })
  userName: string;

  @ApiProperty({ example: 'Leo Messi', minLength: 2, maxLength: 100 })
  @Transform(trimmedName)
  @IsDisplayName()
  @Length(2, 100, { message: 'Full name must be 2 to 100 characters' })
  @MaxChars(100, { message: 'Full name must be 2 to 100 characters' })
  @IsString({ message: 'Full name must be text' })
  @IsNotEmpty({ message: 'Full name is required' })
  fullName: string;

  @ApiProperty({ example: 'leo@example.com' })
  @Transform(trimmedText)
  @MaxChars(254, { message: 'Email is too long' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @IsString({ message: 'Email must be text' })
  @IsNotEmpty({ message: 'Email is required' })
  email: string;

  @ApiProperty({
    minLength: PASSWORD_MIN,
    maxLength: PASSWORD_MAX,
    description: 'Not the user name, not a common password',
  })
  @IsAcceptablePassword()
  @Length(PASSWORD_MIN, PASSWORD_MAX, { message: PASSWORD_LENGTH_MESSAGE })
  @IsString({ message: 'Password must be text' })
  @IsNotEmpty({ message: 'Password is required' })
  password: string;

  @ApiPropertyOptional({
    enum: APP_LANGUAGES,
    description: "The app's language for the new account (the signup page's, from the browser)",
  })
  @IsOptionalNotNull()
  @IsAppLanguage()
  appLanguage?: AppLanguage;
}
