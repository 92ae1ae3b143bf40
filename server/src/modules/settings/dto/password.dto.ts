import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MinLength } from 'class-validator';
import { IsAcceptablePassword, PASSWORD_MAX } from '../../auth/password-policy';
import type { ChangePasswordRequest } from '../../../contracts/settings';
import { NEW_PASSWORD_TOO_LONG, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../settings.rules';
import { MaxChars } from '../../../core/http/max-chars';

/** `PUT /settings/password`. */
export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty()
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  currentPassword: string;

  @ApiProperty({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX,
    description: 'Not the user name, not a common password (signup’s rule)',
  })
  @IsAcceptablePassword()
  @MaxChars(PASSWORD_MAX, { message: NEW_PASSWORD_TOO_LONG })
  @MinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_TOO_SHORT })
  @IsString({ message: PASSWORD_TOO_SHORT })
  newPassword: string;
}
