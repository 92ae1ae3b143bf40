import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import type { CommunityIdBody } from '../../../contracts/communities';

export const INVALID_COMMUNITY_ID = 'Invalid community id';

/** Body of POST /community/join, /leave and /delete. */
export class CommunityIdDto implements CommunityIdBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: INVALID_COMMUNITY_ID })
  communityId: string;
}
