import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { PageEnvelope, pageOk } from '../../core/http/pagination';
import {
  EngagedPostDto,
  LikeByPostAndUserDto,
  LikerDto,
  LikesByPostDto,
  PostCountsDto,
  RepostAnswerDto,
  SaveAnswerDto,
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
  @ApiOperation({
    summary: 'Like a post',
    description:
      'Signed-in users, on a post they may see (404 otherwise, as if it did not exist). Answers 201 with ' +
      'the post’s four counts after the like, versioned; 409 when the caller already liked it (the ' +
      'client then sends dislike). 429 past the per-user like budget.',
  })
  @ApiEnvelope(PostCountsDto, { status: 201, description: 'Liked' })
  @ApiNotFoundResponse({ description: 'Post not found (or hidden from the caller)' })
  @ApiConflictResponse({ description: 'You already liked this post.' })
  async like(
    @CurrentUser() me: AuthUser,
    @Body() dto: EngagedPostDto,
  ): Promise<Envelope<LikeAnswer>> {
    return ok(await this.engagement.like(me.userId, dto.postId), 'Liked');
  }

  @WriteLimit('likes', (c) => c.WRITE_LIMIT_LIKES)
  @Post('dislike')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Take back a like',
    description:
      'Signed-in users, on a post they may see. Answers the post’s counts after it; 404 when the post ' +
      'is missing or hidden, or the caller had not liked it. Spends the like budget (429).',
  })
  @ApiEnvelope(PostCountsDto, { description: 'Unliked' })
  @ApiNotFoundResponse({ description: 'Post not found, or You have not liked this post.' })
  async dislike(
    @CurrentUser() me: AuthUser,
    @Body() dto: EngagedPostDto,
  ): Promise<Envelope<LikeAnswer>> {
    return ok(await this.engagement.dislike(me.userId, dto.postId), 'Unliked');
  }

  @Post('getLikeByPostAndUser')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Whether a user liked a post',
    description:
      'Signed-in users, on a post they may see (404 otherwise). `data` is true when `userId` liked ' +
      'the post; always false for a user hidden from the caller.',
  })
  @ApiEnvelope({ type: 'boolean' })
  @ApiNotFoundResponse({ description: 'Post not found (or hidden from the caller)' })
  async hasLiked(
    @CurrentUser() me: AuthUser,
    @Body() dto: LikeByPostAndUserDto,
  ): Promise<Envelope<boolean>> {
    return ok(await this.engagement.hasLiked(me.userId, dto.postId, dto.userId));
  }

  @Post('getLikesByPost')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Who liked a post',
    description:
      'Signed-in users, on a post they may see (404 otherwise). A keyset page (`limit`, `cursor`) of ' +
      'the people who liked it, the latest like first; users hidden from the caller are left out.',
  })
  @ApiEnvelope(LikerDto, { page: true })
  @ApiNotFoundResponse({ description: 'Post not found (or hidden from the caller)' })
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
  @ApiOperation({
    summary: 'Save or unsave a post (a toggle)',
    description:
      'Signed-in users, on a post they may see (404 otherwise). Saves the post, or removes it from the ' +
      'saved ones when it already was; answers `saved` and the counts after it, with the message to ' +
      'show (Post saved, Post removed from saved). 429 past the per-user save budget.',
  })
  @ApiEnvelope(SaveAnswerDto)
  @ApiNotFoundResponse({ description: 'Post not found (or hidden from the caller)' })
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
  @ApiOperation({
    summary: 'Repost or take back a repost (a toggle)',
    description:
      'Signed-in users, on a post they may see (404 otherwise). Answers `reposted` and the counts ' +
      'after it. 429 past the per-user repost budget.',
  })
  @ApiEnvelope(RepostAnswerDto)
  @ApiNotFoundResponse({ description: 'Post not found (or hidden from the caller)' })
  async repost(
    @CurrentUser() me: AuthUser,
    @Body() dto: EngagedPostDto,
  ): Promise<Envelope<RepostAnswer>> {
    const result = await this.engagement.toggleRepost(me.userId, dto.postId);
    return ok(result, result.reposted ? 'Reposted' : 'Repost removed');
  }
}
