import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsUUID } from 'class-validator';
import { IsOptionalNotNull } from '../../../core/http/optional';
import type { FollowRequest } from '../../../contracts/follow';
import type { FollowAnnouncePayload } from '../../../contracts/socket-events';
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

/** The socket's `follow` event: its user asks for the current state of a follow to be pushed. */
export class FollowAnnounceDto implements FollowAnnouncePayload {
  @IsUUID('all', { message: 'followerId must be a valid user id' })
  followerId: string;

  @IsUUID('all', { message: 'followingId must be a valid user id' })
  followingId: string;
}
