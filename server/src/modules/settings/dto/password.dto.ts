import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, Length } from 'class-validator';
import type { ChangePasswordRequest } from '../../../contracts/settings';
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../settings.rules';

/** `PUT /settings/password`. */
export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty()
  @IsString({ message: 'Current password is required' })
  @IsNotEmpty({ message: 'Current password is required' })
  currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH, maxLength: 128 })
  @Length(PASSWORD_MIN_LENGTH, 128, { message: PASSWORD_TOO_SHORT })
  @IsString({ message: PASSWORD_TOO_SHORT })
  newPassword: string;
}
