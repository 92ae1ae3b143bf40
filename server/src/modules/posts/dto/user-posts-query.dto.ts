import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto } from './page-query.dto';

export class UserPostsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Whose posts; the caller by default' })
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId?: string;
}
