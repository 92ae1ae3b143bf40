import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString } from 'class-validator';
import { MaxChars } from '../../../core/http/max-chars';

// Decorators are checked bottom-up; presence and type come last so their messages win.
export class LoginDto {
  @ApiProperty({ example: 'leo_10' })
  @MaxChars(254, { message: 'User name is too long' })
  @IsString({ message: 'User name must be text' })
  @IsNotEmpty({ message: 'User name is required' })
  userName: string;

  @ApiProperty()
  @MaxChars(128, { message: 'Password is too long' })
  @IsString({ message: 'Password must be text' })
  @IsNotEmpty({ message: 'Password is required' })
  password: string;
}
