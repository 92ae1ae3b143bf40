import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { PageQueryDto } from '../../../core/http/pagination';

export class FollowDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'followingId must be a valid user id' })
  followingId: string;
}

export class UserListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Defaults to the caller' })
  @IsOptional()
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId?: string;
}
