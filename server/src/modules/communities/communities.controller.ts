import { Body, Controller, Get, HttpCode, Post, Query, UseInterceptors } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { PageEnvelope, pageOk, PageQueryDto } from '../../core/http/pagination';
import { UploadedMedia, type StoredMedia } from '../../core/storage/media-upload';
import { PostDto } from '../posts/dto/post.dto';
import { ApiAnswer, ApiEnvelope } from '../../core/http/api-envelope';
import { CommunitiesService } from './communities.service';
import { BannerUploadInterceptor } from './community-banner';
import { CommunityContentService } from './community-content.service';
import {
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

  @ApiOperation({
    summary: 'Communities',
    description:
      'Signed-in users. Keyset pages of communities as cards: `sort=newest` (default) or ' +
      '`sort=members` (most members first, ties newest); `member=true` the caller’s own, ' +
      '`member=false` the ones to explore; `q` part of the name, any case. Each card carries the ' +
      'caller’s isMember and isOwner.',
  })
  @ApiEnvelope(CommunityDto, { page: true })
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
  @ApiOperation({
    summary: 'Create a community',
    description:
      'Signed-in users. Multipart name (3–60 characters, unique in any case), description (at most ' +
      '1000) and bannerImage (PNG or JPEG, at most 5 MB), all required. The caller owns it and is ' +
      'its first member. Answers 201 with the community; 409 for a name taken, 413 for a banner ' +
      'too large, 415 for bytes that are not a PNG or JPEG, 429 past the per-user budget.',
  })
  @ApiEnvelope(CommunityDto, { status: 201, description: 'Community created successfully' })
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
  @ApiOperation({
    summary: 'Join a community',
    description:
      'Signed-in users. Joining twice is harmless (one membership, the same answer). Answers the ' +
      'caller’s membership and the member count after it; the community’s watchers hear ' +
      'community_update. 404 when there is no such community; 429 past the per-user join budget.',
  })
  @ApiEnvelope(CommunityMembershipDto, { description: 'Joined community' })
  @ApiNotFoundResponse({ description: 'No such community' })
  async join(
    @CurrentUser() me: AuthUser,
    @Body() dto: CommunityIdDto,
  ): Promise<Envelope<CommunityMembershipDto>> {
    return ok(await this.communities.join(me.userId, dto.communityId), 'Joined community');
  }

  @Post('leave')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Leave a community',
    description:
      'Signed-in users. Leaving when not a member is harmless. Answers the membership and the ' +
      'count after it. 409 for the owner, who deletes the community instead; 404 when there is no ' +
      'such community.',
  })
  @ApiEnvelope(CommunityMembershipDto, { description: 'Left community' })
  @ApiNotFoundResponse({ description: 'Community not found' })
  @ApiConflictResponse({ description: 'The owner cannot leave' })
  async leave(
    @CurrentUser() me: AuthUser,
    @Body() dto: CommunityIdDto,
  ): Promise<Envelope<CommunityMembershipDto>> {
    return ok(await this.communities.leave(me.userId, dto.communityId), 'Left community');
  }

  @Post('delete')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Delete a community',
    description:
      'The owner only (403 for anyone else). Its memberships, posts and their likes, comments and ' +
      'saves go with it, and its banner and posts’ media leave the bucket; open pages hear ' +
      'community_deleted. 404 when there is no such community.',
  })
  @ApiEnvelope(null, { description: 'Community deleted' })
  @ApiNotFoundResponse({ description: 'Community not found' })
  @ApiForbiddenResponse({ description: 'Only the owner deletes' })
  async delete(
    @CurrentUser() me: AuthUser,
    @Body() dto: CommunityIdDto,
  ): Promise<Envelope<undefined>> {
    await this.content.delete(me.userId, dto.communityId);
    return ok(undefined, 'Community deleted');
  }

  // Before ':id', which would otherwise take 'discover' for an id.
  @ApiOperation({
    summary: 'Latest posts of my communities',
    description:
      'Signed-in users. The 3 latest posts across the communities the caller belongs to, as the ' +
      'caller may see them, each with its community’s id and name (the Discover strip).',
  })
  @ApiEnvelope(DiscoverPostDto, { array: true })
  @Get('discover')
  async discover(@CurrentUser() me: AuthUser): Promise<Envelope<DiscoverPostDto[]>> {
    return ok(await this.content.discover(me.userId));
  }

  @Get(':id')
  @ApiOperation({
    summary: 'A community',
    description:
      'Its members only: 403 NOT_A_MEMBER for anyone else (the page shows Access Denied with Join); ' +
      '404 when there is no such community.',
  })
  @ApiEnvelope(CommunityDto)
  @ApiForbiddenResponse({ description: 'NOT_A_MEMBER: join to view' })
  @ApiNotFoundResponse({ description: 'Community not found' })
  async get(
    @CurrentUser() me: AuthUser,
    @IdParam('id', { invalid: INVALID_COMMUNITY_ID }) id: string,
  ): Promise<Envelope<CommunityDto>> {
    return ok(await this.communities.getForMember(me.userId, id));
  }

  @Get(':id/membersCount')
  @ApiOperation({
    summary: 'A community’s member count',
    description:
      'Signed-in users, members or not (every card shows it). `membersCount` at the top level, as ' +
      'SPEC §7 reads it. 404 when there is no such community.',
  })
  @ApiAnswer(CommunityMembersCountDto)
  @ApiNotFoundResponse({ description: 'Community not found' })
  async membersCount(
    @IdParam('id', { invalid: INVALID_COMMUNITY_ID }) id: string,
  ): Promise<CommunityMembersCountDto> {
    return { success: true, membersCount: await this.communities.membersCount(id) };
  }

  @Get(':id/posts')
  @ApiOperation({
    summary: 'A community’s posts',
    description:
      'Its members only: 403 NOT_A_MEMBER for anyone else, not an empty page; 404 when there is no ' +
      'such community. Newest first, as the caller may see them, in keyset pages.',
  })
  @ApiEnvelope(PostDto, { page: true })
  @ApiForbiddenResponse({ description: 'NOT_A_MEMBER: join to view' })
  @ApiNotFoundResponse({ description: 'Community not found' })
  async posts(
    @CurrentUser() me: AuthUser,
    @IdParam('id', { invalid: INVALID_COMMUNITY_ID }) id: string,
    @Query() query: PageQueryDto,
  ): Promise<PageEnvelope<PostDto>> {
    return pageOk(await this.content.postsOf(me.userId, id, query));
  }
}
