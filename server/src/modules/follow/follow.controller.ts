import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { PageEnvelope, PageQueryDto, pageOk } from '../../core/http/pagination';
import type { UserCard } from '../users/user-card';
import { FollowDto, UserListQueryDto } from './dto/follow.dto';
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
      '`follow: true` follows, `follow: false` unfollows (both idempotent); without `follow` it toggles. Answers the new state with the followed user’s numOfFollowers and the caller’s numOfFollowing; pushes follow_update to both users when something changed.',
  })
  async follow(
    @CurrentUser() me: AuthUser,
    @Body() dto: FollowDto,
  ): Promise<Envelope<FollowResult>> {
    const result = await this.follows.follow(me.userId, dto.followingId, dto.follow);
    return ok(result, result.following ? 'Followed' : 'Unfollowed');
  }

  @Get('getUserFollowers')
  async followers(
    @CurrentUser() me: AuthUser,
    @Query() dto: UserListQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.follows.followers(me.userId, dto.userId ?? me.userId, dto));
  }

  @Get('getUserFollowing')
  async following(
    @CurrentUser() me: AuthUser,
    @Query() dto: UserListQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.follows.following(me.userId, dto.userId ?? me.userId, dto));
  }

  @Get('allUsers')
  async allUsers(
    @CurrentUser() me: AuthUser,
    @Query() dto: PageQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.follows.allUsers(me.userId, dto));
  }

  @Get('userNotFollowed')
  async notFollowed(
    @CurrentUser() me: AuthUser,
    @Query() dto: PageQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.follows.notFollowed(me.userId, dto));
  }
}
