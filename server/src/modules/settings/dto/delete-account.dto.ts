import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import type { CheckPasswordRequest, DeleteAccountRequest } from '../../../contracts/settings';
import { DELETE_PASSWORD_REQUIRED } from '../settings.rules';

/** `DELETE /settings/delete-account`. */
export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiProperty()
  @IsString({ message: DELETE_PASSWORD_REQUIRED })
  @IsNotEmpty({ message: DELETE_PASSWORD_REQUIRED })
  password: string;
}

/** `POST /settings/check-password`: the same field and messages as the deletion it comes before. */
export class CheckPasswordDto extends DeleteAccountDto implements CheckPasswordRequest {}
