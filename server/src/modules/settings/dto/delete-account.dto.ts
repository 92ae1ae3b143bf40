import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import type { DeleteAccountRequest } from '../../../contracts/settings';
import { DELETE_PASSWORD_REQUIRED } from '../settings.rules';

/** `DELETE /settings/delete-account`. */
export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiProperty()
  @IsString({ message: DELETE_PASSWORD_REQUIRED })
  @IsNotEmpty({ message: DELETE_PASSWORD_REQUIRED })
  password: string;
}
