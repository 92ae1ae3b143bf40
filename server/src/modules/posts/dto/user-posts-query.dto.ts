import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { IsOptionalNotNull } from '../../../core/http/optional';
import { PageQueryDto } from './page-query.dto';

export class UserPostsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Whose posts; the caller by default' })
  @IsOptionalNotNull()
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId?: string;
}
