import { ApiProperty } from '@nestjs/swagger';
import type { LoginAnswer } from '../../../contracts/users';
import { SelfUserDto } from '../../users/dto/user.responses';

/** `POST /login`: the token and the user at the top level, as SPEC §7 reads it. */
export class LoginAnswerDto implements LoginAnswer {
  @ApiProperty({ enum: [true], example: true }) success: true;
  @ApiProperty({ example: 'Logged in successfully' }) message: string;
  @ApiProperty({ description: 'A JWT for `Authorization: Bearer <token>`' }) token: string;
  @ApiProperty({ type: SelfUserDto }) user: SelfUserDto;
}
