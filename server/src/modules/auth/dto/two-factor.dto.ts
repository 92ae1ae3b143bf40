import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import type { ConfirmTwoFactorRequest, EnableTwoFactorRequest } from '../../../contracts/settings';
import { MaxChars } from '../../../core/http/max-chars';

export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';
export const PASSWORD_REQUIRED = 'Please enter your password to confirm.';

/** `POST /settings/2fa/enable`. */
export class EnableTwoFactorDto implements EnableTwoFactorRequest {
  @ApiProperty({ example: '123456' })
  @MaxChars(16, { message: CODE_REQUIRED })
  @IsString({ message: CODE_REQUIRED })
  @IsNotEmpty({ message: CODE_REQUIRED })
  code: string;
}

/** `POST /settings/2fa/disable` and `/recovery-codes`: the password and a code (or a recovery code). */
export class ConfirmTwoFactorDto implements ConfirmTwoFactorRequest {
  @ApiProperty()
  @MaxChars(128, { message: 'Password is too long' })
  @IsString({ message: PASSWORD_REQUIRED })
  @IsNotEmpty({ message: PASSWORD_REQUIRED })
  password: string;

  @ApiProperty({ example: '123456', description: 'From the app, or one of the recovery codes' })
  @MaxChars(32, { message: CODE_REQUIRED })
  @IsString({ message: CODE_REQUIRED })
  @IsNotEmpty({ message: CODE_REQUIRED })
  code: string;
}
