import { ApiProperty } from '@nestjs/swagger';
import type { LoginTwoFactorRequired } from '../../../contracts/auth';
import type { LoginAnswer } from '../../../contracts/users';
import { SelfUserDto } from '../../users/dto/user.responses';

/** `POST /login`: the token and the user at the top level, as SPEC §7 reads it. */
export class LoginAnswerDto implements LoginAnswer {
  @ApiProperty({ enum: [true], example: true }) success: true;
  @ApiProperty({ example: 'Logged in successfully' }) message: string;
  @ApiProperty({ description: 'A JWT for `Authorization: Bearer <token>`' }) token: string;
  @ApiProperty({ type: SelfUserDto }) user: SelfUserDto;
}

/** `POST /login` for an account with two-factor sign-in: the challenge, no token yet. */
export class LoginTwoFactorAnswerDto implements LoginTwoFactorRequired {
  @ApiProperty({ enum: [true], example: true }) success: true;
  @ApiProperty({ example: 'Enter the code from your authenticator app' }) message: string;
  @ApiProperty({ enum: [true], example: true }) twoFactorRequired: true;
  @ApiProperty({ description: 'For POST /login/2fa; 5 minutes, 5 attempts' }) challenge: string;
}
