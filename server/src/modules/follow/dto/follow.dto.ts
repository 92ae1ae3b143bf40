import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsUUID } from 'class-validator';
import { IsOptionalNotNull } from '../../../core/http/optional';
import type { FollowRequest } from '../../../contracts/follow';
import { PageQueryDto } from '../../../core/http/pagination';

export class FollowDto implements FollowRequest {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'followingId must be a valid user id' })
  followingId: string;

  @ApiPropertyOptional({
    description: 'true: follow, false: unfollow (idempotent); omitted: toggle',
  })
  @IsOptionalNotNull()
  @IsBoolean({ message: 'follow must be true or false' })
  follow?: boolean;
}

export class UserListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Defaults to the caller' })
  @IsOptionalNotNull()
  @IsUUID('all', { message: 'userId must be a valid user id' })
  userId?: string;
}
