import { ApiProperty } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { PageQueryDto } from '../../../core/http/pagination';

export class SearchUsersDto extends PageQueryDto {
  @ApiProperty({ description: 'Part of a user name or full name, any case' })
  @IsString({ message: 'Please enter a search term.' })
  q: string;
}
