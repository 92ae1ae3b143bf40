import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, ValidateIf } from 'class-validator';
import type { LoginSecondFactorRequest } from '../../../contracts/auth';
import { MaxChars } from '../../../core/http/max-chars';

export const CODE_OR_RECOVERY_CODE = 'Enter the 6-digit code or a recovery code';

/** `POST /login/2fa`: the challenge `POST /login` gave and one of the two kinds of code. */
export class LoginSecondFactorDto implements LoginSecondFactorRequest {
  @ApiProperty({ description: 'From `POST /login` (twoFactorRequired)' })
  @MaxChars(64, { message: 'This sign-in has expired. Please log in again.' })
  @IsString({ message: 'This sign-in has expired. Please log in again.' })
  @IsNotEmpty({ message: 'This sign-in has expired. Please log in again.' })
  challenge: string;

  @ApiPropertyOptional({ example: '123456', description: 'From the authenticator app' })
  @ValidateIf((dto: LoginSecondFactorDto) => dto.code !== undefined || !dto.recoveryCode)
  @MaxChars(16, { message: CODE_OR_RECOVERY_CODE })
  @IsString({ message: CODE_OR_RECOVERY_CODE })
  @IsNotEmpty({ message: CODE_OR_RECOVERY_CODE })
  code?: string;

  @ApiPropertyOptional({ example: 'abcde-fghjk', description: 'One of the ten, used once' })
  @ValidateIf((dto: LoginSecondFactorDto) => dto.recoveryCode !== undefined)
  @MaxChars(32, { message: CODE_OR_RECOVERY_CODE })
  @IsString({ message: CODE_OR_RECOVERY_CODE })
  @IsNotEmpty({ message: CODE_OR_RECOVERY_CODE })
  recoveryCode?: string;
}
