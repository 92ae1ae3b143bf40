import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { PageQueryDto } from '../page';

export class SearchUsersDto extends PageQueryDto {
  @ApiProperty({ description: 'Part of a user name or full name, any case' })
  @IsString({ message: 'Please enter a search term.' })
  q: string;
}
