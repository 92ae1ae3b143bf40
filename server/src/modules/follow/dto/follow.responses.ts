import { ApiProperty } from '@nestjs/swagger';
import type { FollowResult } from '../../../contracts/follow';

export class FollowResultDto implements FollowResult {
  @ApiProperty({ description: 'The caller follows the user now' }) following: boolean;
  @ApiProperty({ description: 'Of the followed user' }) numOfFollowers: number;
  @ApiProperty({ description: 'Of the caller' }) numOfFollowing: number;
}
