import { Body, Controller, Get, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { PageEnvelope, pageOk, PageQueryDto } from '../../core/http/pagination';
import { UploadedMedia, type StoredMedia } from '../../core/storage/media-upload';
import type { PostDto } from '../posts/dto/post.dto';
import { CommunitiesService } from './communities.service';
import { BannerUploadInterceptor } from './community-banner';
import { CommunityContentService } from './community-content.service';
import type {
  CommunityDto,
  CommunityMembersCountDto,
  CommunityMembershipDto,
  DiscoverPostDto,
} from './dto/community.dto';
import { CommunityIdDto, INVALID_COMMUNITY_ID } from './dto/community-id.dto';
import {
  CreateCommunityDto,
  DESCRIPTION_MAX,
  NAME_MAX,
  NAME_MIN,
} from './dto/create-community.dto';
import { ListCommunitiesDto } from './dto/list-communities.dto';
import { WriteLimit } from '../../core/http/write-limit';
import { IdParam } from '../../core/http/id-param';

/** SPEC §7 Communities, under /api/v1/community. */
@ApiTags('communities')
@ApiBearerAuth()
@Controller('community')
export class CommunitiesController {
  constructor(
    private readonly communities: CommunitiesService,
    private readonly content: CommunityContentService,
  ) {}

  @Get()
  async list(
    @CurrentUser() me: AuthUser,
    @Query() query: ListCommunitiesDto,
  ): Promise<PageEnvelope<CommunityDto>> {
    return pageOk(await this.communities.list(me.userId, query));
  }

  @WriteLimit('community-create', (c) => c.WRITE_LIMIT_COMMUNITY_CREATE)
  @Post('create')
  @UseInterceptors(BannerUploadInterceptor)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['name', 'description', 'bannerImage'],
      properties: {
        name: { type: 'string', minLength: NAME_MIN, maxLength: NAME_MAX },
        description: { type: 'string', maxLength: DESCRIPTION_MAX },
        bannerImage: { type: 'string', format: 'binary', description: 'PNG or JPEG, 5 MB' },
      },
    },
  })
  @ApiConflictResponse({ description: 'A community with this name already exists (any case)' })
  @ApiPayloadTooLargeResponse({ description: 'Banner above 5 MB' })
  @ApiUnsupportedMediaTypeResponse({ description: 'The banner bytes are not a PNG or JPEG' })
  async create(
    @CurrentUser() me: AuthUser,
    @Body() dto: CreateCommunityDto,
    @UploadedMedia() banner: StoredMedia | null,
  ): Promise<Envelope<CommunityDto>> {
    const { name, description } = dto;
    const community = await this.communities.create(me.userId, { name, description }, banner);
    return ok(community, 'Community created successfully');
  }

  @WriteLimit('community-join', (c) => c.WRITE_LIMIT_COMMUNITY_JOIN)
  @Post('join')
  @HttpCode(200)
  @ApiNotFoundResponse({ description: 'No such community' })
  async join(
    @CurrentUser() me: AuthUser,
    @Body() dto: CommunityIdDto,
  ): Promise<Envelope<CommunityMembershipDto>> {
    return ok(await this.communities.join(me.userId, dto.communityId), 'Joined community');
  }

  @Post('leave')
  @HttpCode(200)
  @ApiConflictResponse({ description: 'The owner cannot leave' })
  async leave(
    @CurrentUser() me: AuthUser,
    @Body() dto: CommunityIdDto,
  ): Promise<Envelope<CommunityMembershipDto>> {
    return ok(await this.communities.leave(me.userId, dto.communityId), 'Left community');
  }

  @Post('delete')
  @HttpCode(200)
  @ApiForbiddenResponse({ description: 'Only the owner deletes' })
  async delete(
    @CurrentUser() me: AuthUser,
    @Body() dto: CommunityIdDto,
  ): Promise<Envelope<undefined>> {
    await this.content.delete(me.userId, dto.communityId);
    return ok(undefined, 'Community deleted');
  }

  // Before ':id', which would otherwise take 'discover' for an id.
  @Get('discover')
  async discover(@CurrentUser() me: AuthUser): Promise<Envelope<DiscoverPostDto[]>> {
    return ok(await this.content.discover(me.userId));
  }

  @Get(':id')
  @ApiForbiddenResponse({ description: 'NOT_A_MEMBER: join to view' })
  async get(
    @CurrentUser() me: AuthUser,
    @IdParam('id', { invalid: INVALID_COMMUNITY_ID }) id: string,
  ): Promise<Envelope<CommunityDto>> {
    return ok(await this.communities.getForMember(me.userId, id));
  }

  @Get(':id/membersCount')
  async membersCount(
    @IdParam('id', { invalid: INVALID_COMMUNITY_ID }) id: string,
  ): Promise<CommunityMembersCountDto> {
    return { success: true, membersCount: await this.communities.membersCount(id) };
  }

  @Get(':id/posts')
  @ApiForbiddenResponse({ description: 'NOT_A_MEMBER: join to view' })
  async posts(
    @CurrentUser() me: AuthUser,
    @IdParam('id', { invalid: INVALID_COMMUNITY_ID }) id: string,
    @Query() query: PageQueryDto,
  ): Promise<PageEnvelope<PostDto>> {
    return pageOk(await this.content.postsOf(me.userId, id, query));
  }
}
