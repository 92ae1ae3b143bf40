import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { FollowResultDto } from './dto/follow.responses';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { FollowDto } from './dto/follow.dto';
import { FollowResult, FollowService } from './follow.service';
import { WriteLimit } from '../../core/http/write-limit';

@ApiTags('follow')
@ApiBearerAuth()
@Controller()
export class FollowController {
  constructor(private readonly follows: FollowService) {}

  @WriteLimit('follows', (c) => c.WRITE_LIMIT_FOLLOWS)
  @Post('follow')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Follow or unfollow',
    description:
      'Signed-in users. `follow: true` follows, `follow: false` unfollows (both idempotent); without ' +
      '`follow` it toggles. Answers the new state with the followed user’s numOfFollowers and the ' +
      'caller’s numOfFollowing; pushes follow_update to both users when something changed. 400 for ' +
      'oneself; 404 for a user who does not exist or is hidden from the caller (blocked either way, ' +
      'hibernated). 429 past the per-user follow budget.',
  })
  @ApiEnvelope(FollowResultDto, { description: 'Followed, or Unfollowed' })
  @ApiNotFoundResponse({ description: 'User not found' })
  async follow(
    @CurrentUser() me: AuthUser,
    @Body() dto: FollowDto,
  ): Promise<Envelope<FollowResult>> {
    const result = await this.follows.follow(me.userId, dto.followingId, dto.follow);
    return ok(result, result.following ? 'Followed' : 'Unfollowed');
  }
}
