import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { PageEnvelope, pageOk } from '../../core/http/pagination';
import {
  EngagedPostDto,
  LikeByPostAndUserDto,
  LikerDto,
  LikesByPostDto,
} from './dto/engagement.dto';
import { EngagementService } from './engagement.service';
import type { LikeAnswer, RepostAnswer, SaveAnswer } from '../../contracts/posts';
import { WriteLimit } from '../../core/http/write-limit';

@ApiTags('engagement')
@ApiBearerAuth()
@Controller()
export class EngagementController {
  constructor(private readonly engagement: EngagementService) {}

  @WriteLimit('likes', (c) => c.WRITE_LIMIT_LIKES)
  @Post('like')
  async like(
    @CurrentUser() me: AuthUser,
    @Body() dto: EngagedPostDto,
  ): Promise<Envelope<LikeAnswer>> {
    return ok(await this.engagement.like(me.userId, dto.postId), 'Liked');
  }

  @WriteLimit('likes', (c) => c.WRITE_LIMIT_LIKES)
  @Post('dislike')
  @HttpCode(200)
  async dislike(
    @CurrentUser() me: AuthUser,
    @Body() dto: EngagedPostDto,
  ): Promise<Envelope<LikeAnswer>> {
    return ok(await this.engagement.dislike(me.userId, dto.postId), 'Unliked');
  }

  @Post('getLikeByPostAndUser')
  @HttpCode(200)
  async hasLiked(
    @CurrentUser() me: AuthUser,
    @Body() dto: LikeByPostAndUserDto,
  ): Promise<Envelope<boolean>> {
    return ok(await this.engagement.hasLiked(me.userId, dto.postId, dto.userId));
  }

  @Post('getLikesByPost')
  @HttpCode(200)
  async likers(
    @CurrentUser() me: AuthUser,
    @Body() dto: LikesByPostDto,
  ): Promise<PageEnvelope<LikerDto>> {
    const { postId, ...page } = dto;
    return pageOk(await this.engagement.likers(me.userId, postId, page));
  }

  @WriteLimit('saves', (c) => c.WRITE_LIMIT_SAVES)
  @Post('savePost')
  @HttpCode(200)
  async save(
    @CurrentUser() me: AuthUser,
    @Body() dto: EngagedPostDto,
  ): Promise<Envelope<SaveAnswer>> {
    const result = await this.engagement.toggleSave(me.userId, dto.postId);
    return ok(result, result.saved ? 'Post saved' : 'Post removed from saved');
  }

  @WriteLimit('reposts', (c) => c.WRITE_LIMIT_REPOSTS)
  @Post('repost')
  @HttpCode(200)
  async repost(
    @CurrentUser() me: AuthUser,
    @Body() dto: EngagedPostDto,
  ): Promise<Envelope<RepostAnswer>> {
    const result = await this.engagement.toggleRepost(me.userId, dto.postId);
    return ok(result, result.reposted ? 'Reposted' : 'Repost removed');
  }
}
